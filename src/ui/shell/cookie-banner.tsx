import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ConsentMode } from '../../domain/consent';
import { bannerBody } from '../../domain/consent-notice';
import { DECIDES_CONSENT_ATTRIBUTE, NOTICE_PART_ATTRIBUTE, type BannerDecision } from '../../domain/page-document';
import { useMessages } from '../hooks/use-language';
import './cookie-banner.css';

// Marks the buttons that decide, with what they decide: tapped before the app has taken the page over, they hide the
// banner at once, and the boot script stores the decision itself should the app not come (src/boot/early-input.ts).
const decides = (decision: BannerDecision) => ({ [DECIDES_CONSENT_ATTRIBUTE]: decision });
// The notice's words, which the boot script reads back for a decision it records itself (src/boot/notice-in-page.ts).
const noticePart = { [NOTICE_PART_ATTRIBUTE]: '' };

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
  // The visitor's language's words, which the consent ledger hashes (noticeText): the boot script reads them back from here.
  const messages = useMessages();
  const { banner, preferences } = messages;
  const body = bannerBody(messages, mode);
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
      <h2 id="cookie-banner-title" className="cookie-banner__title" {...noticePart}>
        {banner.title}
      </h2>
      <p className="cookie-banner__body" {...noticePart}>
        {body.beforeLink}
        <Link to="/privacy">{body.link}</Link>
        {body.afterLink}
      </p>
      {mode === 'opt-in' ? (
        // Issue 33 §1: three buttons that say what they do, equal in size and weight, in this order of focus.
        <div className="cookie-banner__actions cookie-banner__actions--choice">
          <button type="button" className="cookie-banner__button" onClick={onAccept} {...decides('accept')} {...noticePart}>
            {preferences.acceptAll}
          </button>
          <button type="button" className="cookie-banner__button" onClick={onDecline} {...decides('decline')} {...noticePart}>
            {preferences.rejectAll}
          </button>
          <button type="button" className="cookie-banner__button" onClick={onChoose} {...noticePart}>
            {banner.choose}
          </button>
        </div>
      ) : (
        <div className="cookie-banner__actions">
          <button type="button" className="cookie-banner__button" onClick={onAccept} {...decides('accept')} {...noticePart}>
            {banner.accept}
          </button>
        </div>
      )}
    </section>
  );
}
