import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ConsentMode } from '../../domain/consent';
import { BANNER_ACCEPT_LABEL, BANNER_BODY, BANNER_CHOOSE_LABEL, BANNER_DECLINE_LABEL, BANNER_TITLE } from '../../domain/consent-notice';
import { DECIDES_CONSENT_ATTRIBUTE, type BannerDecision } from '../../domain/page-document';
import './cookie-banner.css';

// Marks the buttons that decide, with what they decide: tapped before the app has taken the page over, they hide the
// banner at once, and the boot script stores the decision itself should the app not come (src/boot/early-input.ts).
const decides = (decision: BannerDecision) => ({ [DECIDES_CONSENT_ATTRIBUTE]: decision });

// The words live in the domain (consent-notice.ts): the consent ledger records a hash of what was shown.
export { BANNER_ACCEPT_LABEL, BANNER_CHOOSE_LABEL, BANNER_DECLINE_LABEL, BANNER_TITLE };

export interface CookieBannerProps {
  readonly mode: ConsentMode;
  readonly onAccept: () => void;
  readonly onDecline: () => void;
  readonly onChoose: () => void;
  /** Back from the preferences view: take keyboard focus again. */
  readonly takeFocus?: boolean;
}

/**
 * A labelled, non-modal region: it never traps focus or blocks the page, and is reachable by Tab
 * after the page's own content. Its appearance is announced by the shell's polite live region.
 */
export function CookieBanner({ mode, onAccept, onDecline, onChoose, takeFocus = false }: CookieBannerProps) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) region.current?.focus();
  }, [takeFocus]);

  return (
    <section
      ref={region}
      role="region"
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      tabIndex={-1}
    >
      <h2 id="cookie-banner-title" className="cookie-banner__title">
        {BANNER_TITLE}
      </h2>
      <p className="cookie-banner__body">
        {BANNER_BODY.beforeLink}
        <Link to="/privacy">{BANNER_BODY.link}</Link>
        {BANNER_BODY.afterLink}
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="cookie-banner__button" onClick={onAccept} {...decides('accept')}>
          {BANNER_ACCEPT_LABEL}
        </button>
        {mode === 'opt-in' && (
          <>
            <button type="button" className="cookie-banner__button" onClick={onDecline} {...decides('decline')}>
              {BANNER_DECLINE_LABEL}
            </button>
            <button type="button" className="cookie-banner__button cookie-banner__button--quiet" onClick={onChoose}>
              {BANNER_CHOOSE_LABEL}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
