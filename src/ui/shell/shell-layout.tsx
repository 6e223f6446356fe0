import { Link, Outlet } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { isBannerVisible } from '../../domain/consent';
import { useConsent } from '../hooks/use-consent';
import { useHeatmapWhenIdle } from '../hooks/use-heatmap-when-idle';
import { usePageViews } from '../hooks/use-page-views';
import { useConsentMode, useInspectorFeed } from '../hooks/use-ports';
import { InspectorSlot } from '../inspector/inspector-slot';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsContext, type CookieSettings } from './cookie-settings';
import { useBannerAnnouncement } from './use-banner-announcement';
import './shell.css';

/** SPEC §2 (/_app): wraps every page with the header, the privacy link and the cookie banner. */
export function ShellLayout() {
  usePageViews();
  useHeatmapWhenIdle();
  const consent = useConsent();
  const mode = useConsentMode();
  const inspector = useInspectorFeed();
  const { accept, decline } = consent;
  // "Cookie settings" shows the banner again, whatever has been decided, until the visitor decides anew.
  const [reviewing, setReviewing] = useState(false);
  const cookieSettings = useMemo<CookieSettings>(() => ({ open: () => setReviewing(true) }), []);
  const bannerVisible = reviewing || isBannerVisible(consent.state, mode);
  const announcement = useBannerAnnouncement(bannerVisible);

  const decideAndMoveOn = useCallback((decide: () => void) => {
    decide();
    setReviewing(false);
    // The focused button is about to vanish; hand keyboard focus to the page instead of <body>.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, []);

  return (
    <CookieSettingsContext value={cookieSettings}>
      <div className="shell">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="shell__header">
          <Link to="/" className="shell__brand">
            Shellkit
          </Link>
          <nav className="shell__nav" aria-label="Main">
            <Link to="/">Home</Link>
            <Link to="/privacy">Privacy</Link>
          </nav>
        </header>
        <main id="main" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
        <footer className="shell__footer">
          <Link to="/privacy">Privacy policy</Link>
        </footer>
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
        {inspector && <InspectorSlot feed={inspector} />}
        {bannerVisible && (
          <CookieBanner
            mode={mode}
            takeFocus={reviewing}
            onAccept={() => decideAndMoveOn(accept)}
            onDecline={() => decideAndMoveOn(decline)}
          />
        )}
      </div>
    </CookieSettingsContext>
  );
}
