import { useConsent } from '../hooks/use-consent';
import type { VendorPort } from '../../domain/vendor-facts';
import { useConsentMode, usePrivacyServices } from '../hooks/use-ports';
import { useCookieSettings } from '../shell/cookie-settings';


/**
 * SPEC §2 leaves the policy's content unshown. This placeholder names what the shell itself can
 * store and send, so a product team starts from facts and adds its own legal text.
 */
const choiceText = {
  unknown: 'You have not made a choice about cookies yet.',
  accepted: 'You have accepted cookies.',
  declined: 'You have declined cookies.',
} as const;

const SERVICE_KINDS: Record<VendorPort, string> = {
  analytics: 'Product analytics',
  pixel: 'Advertising pixel',
  heatmap: 'Heatmaps',
  errors: 'Error monitoring and session replay',
};

export function PrivacyPage() {
  const services = usePrivacyServices();
  const mode = useConsentMode();
  const consent = useConsent();
  const cookieSettings = useCookieSettings();
  // Notice mode has no "Decline": a stored "false" there is no decision (SPEC §4), not a refusal.
  const choice = mode === 'notice' && consent.state.status === 'declined' ? 'unknown' : consent.state.status;
  return (
    <article>
      <h1>Privacy policy</h1>
      <p>
        <strong>Placeholder.</strong> Replace this page with your own policy. It lists what this application shell can
        store and which services it can use, depending on how it is configured.
      </p>

      <h2>What we store on your device</h2>
      <ul>
        <li>
          <code>cookieAccepted</code> in your browser&rsquo;s local storage, set to <code>true</code> when you choose
          &ldquo;I Understand&rdquo; on the cookie banner
          {mode === 'opt-in' && (
            <>
              {' '}
              (or <code>false</code> when you choose &ldquo;Decline&rdquo;)
            </>
          )}
          , so the banner stays hidden on later visits. Clearing your browser data removes it.
        </li>
        <li>The analytics, heatmap, advertising and error-monitoring services below may set their own cookies.</li>
      </ul>

      <h2>Services we use</h2>
      {services.length === 0 ? (
        <p>This site sends nothing to any analytics, advertising, heatmap or error-monitoring service.</p>
      ) : (
        <ul>
          {services.map((service) => (
            <li key={service.port}>
              <strong>{SERVICE_KINDS[service.port]}</strong> ({service.name}): {service.receives}
              {service.port === 'errors' &&
                (mode === 'opt-in'
                  ? ' Error reports are sent whatever you choose, because keeping the site working is our legitimate interest; sessions are recorded only after you accept cookies, and recording stops if you withdraw.'
                  : ' Error reports and session recordings are part of running the site and are sent from your first page.')}
            </li>
          ))}
        </ul>
      )}
      <p>
        {mode === 'opt-in'
          ? 'None of the analytics, advertising or heatmap services is loaded, and nothing is sent to them, until you accept cookies; if you decline, they stay off.'
          : 'These services run from your first page; the cookie banner tells you so.'}{' '}
        If your browser sends Global Privacy Control, the advertising pixel is never loaded and receives nothing.
      </p>

      <h2>Cookie settings</h2>
      <p data-testid="cookie-choice">{choiceText[choice]}</p>
      <button type="button" onClick={cookieSettings.open}>
        Cookie settings
      </button>

      <h2>Your choices</h2>
      <p>
        You can clear this site&rsquo;s data in your browser at any time, and block these services with your
        browser&rsquo;s or an extension&rsquo;s settings; the site keeps working without them.
      </p>
    </article>
  );
}
