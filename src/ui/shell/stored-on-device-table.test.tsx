import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { googleAnalytics } from '../../adapters/google-analytics/google-analytics.vendor';
import { plausible } from '../../adapters/plausible/plausible.vendor';
import { CONSENT_LEDGER_STORED_ITEMS, SHELL_STORED_ITEMS, UNSENT_CALLS_STORED_ITEMS } from '../../domain/shell-stored-items';
import type { PrivacyService } from '../shell-context';
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
    render(<StoredOnDeviceTable services={[service(googleAnalytics), service(plausible)]} consentLedger={true} messages={messages} />);

    expect(rows()).toEqual([
      ...SHELL_STORED_ITEMS.map((item) => [
        `${item.name} (${messages.privacy.storedTable.kinds[item.kind]})`,
        'This site',
        `${item.purpose} (Necessary)`,
        item.lifetime,
      ]),
      ['_ga (cookie)', 'Google Analytics', 'Tells visitors apart (a random client id). (Analytics)', '2 years'],
      ['_ga_<container id> (cookie)', 'Google Analytics', 'Keeps the session: its number and when it started. (Analytics)', '2 years'],
      ['_gcl_* (cookie)', 'Google Analytics', 'Links a visit to the Google ad clicked to reach the site. (Advertising)', '90 days'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Service' })).toBeInTheDocument();
  });

  it('without services, lists the shell’s own keys alone, not the unsent calls’; without a consent ledger, not the ledger’s', () => {
    render(<StoredOnDeviceTable services={[]} consentLedger={false} messages={messages} />);
    expect(rows()).toHaveLength(SHELL_STORED_ITEMS.length - CONSENT_LEDGER_STORED_ITEMS.length - UNSENT_CALLS_STORED_ITEMS.length);
    expect(screen.queryByText('shellkitUnsentCalls')).not.toBeInTheDocument();
    expect(screen.queryByText('Google Analytics')).not.toBeInTheDocument();
    expect(screen.queryByText('cookieConsentOutbox')).not.toBeInTheDocument();
  });
});
