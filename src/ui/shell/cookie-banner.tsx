import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ConsentMode } from '../../domain/consent';
import './cookie-banner.css';

// SPEC §9: the wording is a contract, word for word.
export const BANNER_TITLE = 'We Use Cookies';
export const BANNER_ACCEPT_LABEL = 'I Understand';
/** Opt-in mode only: refusing must be as easy as accepting, so it is the same kind of button, as large and as bold. */
export const BANNER_DECLINE_LABEL = 'Decline';
/** Opt-in mode only: opens the preferences view, to choose purpose by purpose. */
export const BANNER_CHOOSE_LABEL = 'Choose cookies';

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
        Cookies help us improve our website, and allow us to view and retain your interactions with it. By
        continuing, you agree to our use of cookies. Our <Link to="/privacy">privacy policy</Link> explains more.
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="cookie-banner__button" onClick={onAccept}>
          {BANNER_ACCEPT_LABEL}
        </button>
        {mode === 'opt-in' && (
          <>
            <button type="button" className="cookie-banner__button" onClick={onDecline}>
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
