import { Link } from '@tanstack/react-router';
import './cookie-banner.css';

// SPEC §9: the wording is a contract, word for word.
export const BANNER_TITLE = 'We Use Cookies';
export const BANNER_ACCEPT_LABEL = 'I Understand';

export function CookieBanner({ onAccept }: { readonly onAccept: () => void }) {
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <h2 id="cookie-banner-title" className="cookie-banner__title">
        {BANNER_TITLE}
      </h2>
      <p className="cookie-banner__body">
        Cookies help us improve our website, and allow us to view and retain your interactions with it. By
        continuing, you agree to our use of cookies. Our <Link to="/privacy">privacy policy</Link> explains more.
      </p>
      <button type="button" className="cookie-banner__accept" onClick={onAccept}>
        {BANNER_ACCEPT_LABEL}
      </button>
    </section>
  );
}
