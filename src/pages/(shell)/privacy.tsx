import { createFileRoute } from '@tanstack/react-router';
import { CHOOSABLE_PURPOSES, decisionKind, type ConsentMode, type ConsentState } from '../../domain/consent';
import { UNSENT_CALLS_STORAGE_KEY } from '../../domain/unsent-calls';
import type { VendorPort } from '../../domain/vendor-facts';
import { useConsent } from '../../ui/hooks/use-consent';
import { useConsentMode, useGlobalPrivacyControl, usePrivacyServices, useReconsentAfterMonths } from '../../ui/hooks/use-ports';
import { ConsentLedgerStorage, ConsentRecordNote } from '../../ui/shell/consent-record-note';
import { useCookieSettings } from '../../ui/shell/cookie-settings';
import { PURPOSE_TEXTS } from '../../ui/shell/purpose-texts';
import { StoredOnDevice } from '../../ui/shell/stored-on-device-table';

/**
 * The shell's privacy page (SPEC §2), at /privacy: "(shell)" is a route group, a folder that names
 * whose pages these are without adding to their path. Its own chunk (automatic code splitting):
 * every visitor pays for the shell, few read the policy.
 */
export const Route = createFileRoute('/(shell)/privacy')({
  component: PrivacyPage,
  staticData: { title: 'Privacy policy' },
});

/**
 * SPEC §2 leaves the policy's content unshown. This placeholder names what the shell itself can
 * store and send, so a product team starts from facts and adds its own legal text.
 */
const SERVICE_KINDS: Record<VendorPort, string> = {
  analytics: 'Product analytics',
  pixel: 'Advertising pixel',
  heatmap: 'Heatmaps',
  errors: 'Error monitoring and session replay',
};

const listed = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));

/** The visitor's current choice, in a sentence. */
function choiceText(state: ConsentState, mode: ConsentMode): string {
  if (state.status === 'unknown') {
    return mode === 'notice'
      ? 'You have not made a choice about cookies yet; the services below run until you turn them off.'
      : 'You have not made a choice about cookies yet.';
  }
  switch (decisionKind(state.choices)) {
    case 'accepted':
      return 'You have accepted cookies.';
    case 'declined':
      return 'You have declined cookies.';
    case 'partial': {
      const name = (purpose: (typeof CHOOSABLE_PURPOSES)[number]) => PURPOSE_TEXTS[purpose].name.toLowerCase();
      const granted = CHOOSABLE_PURPOSES.filter((purpose) => state.choices[purpose]).map(name);
      const refused = CHOOSABLE_PURPOSES.filter((purpose) => !state.choices[purpose]).map(name);
      return `You have accepted cookies for ${listed(granted)}, and declined them for ${listed(refused)}.`;
    }
  }
}

function PrivacyPage() {
  const services = usePrivacyServices();
  const mode = useConsentMode();
  const globalPrivacyControl = useGlobalPrivacyControl();
  const reconsentAfterMonths = useReconsentAfterMonths();
  const consent = useConsent();
  const cookieSettings = useCookieSettings();
  return (
    <article>
      <h1>Privacy policy</h1>
      <p>
        <strong>Placeholder.</strong> Replace this page with your own policy. It lists what this application shell can store and which
        services it can use, depending on how it is configured.
      </p>

      <h2>What we store on your device</h2>
      <ul>
        <li>
          <code>cookieAccepted</code> in your browser&rsquo;s local storage: <code>true</code> when you accept cookies (all of them with
          &ldquo;I Understand&rdquo;, or those you choose), <code>false</code> when you refuse them all, so the banner stays hidden on later
          visits.
        </li>
        <li>
          <code>cookieConsent</code> beside it: which purposes you allowed, the version of this policy you answered, when, and your consent
          id (a random number that finds your records on our server).
          {mode === 'opt-in' &&
            ` We ask again when this policy changes, or after ${reconsentAfterMonths === 12 ? 'a year' : reconsentAfterMonths === 1 ? 'a month' : `${reconsentAfterMonths} months`}.`}{' '}
          Clearing your browser data removes both.
        </li>
        <ConsentLedgerStorage />
        {services.length > 0 && (
          <li>
            <code>{UNSENT_CALLS_STORAGE_KEY}</code>, only when you leave a page before a service has started: the page views and events you
            allowed that had not reached it yet. They are sent on your next visit and removed, and nothing older than a week is kept.
          </li>
        )}
        <li>The analytics, heatmap, advertising and error-monitoring services below may set their own cookies.</li>
      </ul>
      <StoredOnDevice />

      <h2>Services we use</h2>
      {services.length === 0 ? (
        <p>This site sends nothing to any analytics, advertising, heatmap or error-monitoring service.</p>
      ) : (
        <ul>
          {services.map((service) => (
            <li key={service.port}>
              <strong>{SERVICE_KINDS[service.port]}</strong> ({service.name}, {PURPOSE_TEXTS[service.purpose].name.toLowerCase()}):{' '}
              {service.receives}
              {service.port === 'errors' &&
                (mode === 'opt-in'
                  ? ' Error reports are sent whatever you choose, because keeping the site working is our legitimate interest; sessions are recorded only if you allow experience cookies, and recording stops if you withdraw.'
                  : ' Error reports are part of running the site and are sent from your first page; sessions are recorded unless you turn experience cookies off.')}
            </li>
          ))}
        </ul>
      )}
      <p>
        {mode === 'opt-in'
          ? 'No analytics, advertising or heatmap service is loaded, and nothing is sent to it, until you allow its purpose; what you refuse stays off.'
          : 'These services run from your first page; the cookie banner tells you so. You can turn any purpose off in Cookie settings.'}{' '}
        {globalPrivacyControl
          ? 'Your browser sends Global Privacy Control, so the advertising pixel is never loaded and receives nothing.'
          : 'If your browser sends Global Privacy Control, the advertising pixel is never loaded and receives nothing.'}
      </p>

      <h2>Cookie settings</h2>
      <p data-testid="cookie-choice">{choiceText(consent.state, mode)}</p>
      <ConsentRecordNote state={consent.state} />
      <button type="button" onClick={cookieSettings.open}>
        Cookie settings
      </button>

      <h2>Your choices</h2>
      <p>
        You can clear this site&rsquo;s data in your browser at any time, and block these services with your browser&rsquo;s or an
        extension&rsquo;s settings; the site keeps working without them.
      </p>
    </article>
  );
}
