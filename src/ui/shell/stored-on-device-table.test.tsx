import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { googleAnalytics } from '../../adapters/google-analytics/google-analytics.vendor';
import { plausible } from '../../adapters/plausible/plausible.vendor';
import { LANGUAGE_COOKIE } from '../../domain/language-choice';
import { CONSENT_LEDGER_STORED_ITEMS, SHELL_STORED_ITEMS, UNSENT_CALLS_STORED_ITEMS } from '../../domain/shell-stored-items';
import type { PrivacyService } from '../shell-context';
import { messages as de } from '../../i18n/messages/de';
import { messages } from '../../i18n/messages/en';
import { StoredOnDeviceTable } from './stored-on-device-table';

const service = (vendor: typeof googleAnalytics | typeof plausible): PrivacyService => ({
  port: vendor.port,
  vendor: vendor.id,
  name: vendor.label,
  purpose: vendor.purpose,
  otherPurposes: vendor.otherPurposes ?? {},
  receives: vendor.privacy,
  storage: vendor.storage,
});

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the privacy page’s table of what is stored on the device', () => {
  it('lists the shell’s own keys as necessary, then each key of each service that is on, with its purpose and lifetime', () => {
    render(
      <StoredOnDeviceTable
        services={[service(googleAnalytics), service(plausible)]}
        consentLedger={true}
        messages={messages}
        language="en"
      />,
    );

    const thisSite = (name: string, kind: string, purpose: string, lifetime: string) => [
      `${name} (${kind})`,
      'This site',
      `${purpose} (Necessary)`,
      lifetime,
    ];
    expect(rows()).toEqual([
      thisSite(
        'cookieAccepted',
        'local storage',
        'Whether you accepted or refused cookies, so the banner stays hidden on later visits.',
        'until you clear this site’s data',
      ),
      thisSite(
        'cookieConsent',
        'local storage',
        'Which purposes you allowed, the policy version you answered, when, and your consent id.',
        'until you clear this site’s data',
      ),
      thisSite(
        'tsr-scroll-restoration-v1_3',
        'session storage',
        'Where you had scrolled on each page, so going back (or a reload) returns you there.',
        'this tab’s session',
      ),
      thisSite(
        LANGUAGE_COOKIE,
        'cookie',
        'The language you chose on the privacy page, so our server answers in it (only once you choose one).',
        '1 year',
      ),
      thisSite(
        'shellkitUnsentCalls',
        'local storage',
        'Page views and events you allowed that had not reached a service when you left the page, sent on your next visit.',
        'until sent, at most a week',
      ),
      thisSite(
        'cookieConsentOutbox',
        'local storage',
        'Records of your choices that our server has not yet confirmed receiving.',
        'until the server confirms them',
      ),
      thisSite('cookieConsentReceipt', 'local storage', 'The receipt our server gave for your latest choice.', 'until your next choice'),
      ['_ga (cookie)', 'Google Analytics', 'A random id that tells visitors apart. (Analytics)', '2 years'],
      ['_ga_<container id> (cookie)', 'Google Analytics', 'The current visit: which pages and events belong to it. (Analytics)', '2 years'],
      ['_gcl_* (cookie)', 'Google Analytics', 'Keeps the Google ad click that brought you here. (Advertising)', '90 days'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Service' })).toBeInTheDocument();
  });

  it('phrases each purpose and lifetime in the visitor’s language, with its plural forms', () => {
    render(<StoredOnDeviceTable services={[service(googleAnalytics)]} consentLedger={false} messages={de} language="de" />);

    expect(rows().slice(-3)).toEqual([
      ['_ga (Cookie)', 'Google Analytics', 'Eine zufällige ID, die Besucher unterscheidet. (Analyse)', '2 Jahre'],
      [
        '_ga_<container id> (Cookie)',
        'Google Analytics',
        'Der aktuelle Besuch: welche Seiten und Ereignisse zu ihm gehören. (Analyse)',
        '2 Jahre',
      ],
      [
        '_gcl_* (Cookie)',
        'Google Analytics',
        'Speichert den Anzeigenklick bei Google, über den Sie hierher gekommen sind. (Werbung)',
        '90 Tage',
      ],
    ]);
  });

  it('without services, lists the shell’s own keys alone, not the unsent calls’; without a consent ledger, not the ledger’s', () => {
    render(<StoredOnDeviceTable services={[]} consentLedger={false} messages={messages} language="en" />);
    expect(rows()).toHaveLength(SHELL_STORED_ITEMS.length - CONSENT_LEDGER_STORED_ITEMS.length - UNSENT_CALLS_STORED_ITEMS.length);
    expect(screen.queryByText('shellkitUnsentCalls')).not.toBeInTheDocument();
    expect(screen.queryByText('Google Analytics')).not.toBeInTheDocument();
    expect(screen.queryByText('cookieConsentOutbox')).not.toBeInTheDocument();
  });
});
