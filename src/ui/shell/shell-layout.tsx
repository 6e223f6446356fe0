import { Link, Outlet } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isBannerVisible } from '../../domain/consent';
import { useConsent } from '../hooks/use-consent';
import { useHeatmapWhenIdle } from '../hooks/use-heatmap-when-idle';
import { usePageViews } from '../hooks/use-page-views';
import { CookieBanner } from './cookie-banner';
import './shell.css';

/** SPEC §2 (/_app): wraps every page with the header, the privacy link and the cookie banner. */
export function ShellLayout() {
  usePageViews();
  useHeatmapWhenIdle();
  const consent = useConsent();
  const { accept } = consent;

  const acceptAndMoveOn = useCallback(() => {
    accept();
    // The focused button is about to vanish; hand keyboard focus to the page instead of <body>.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [accept]);

  return (
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
      {isBannerVisible(consent.state) && <CookieBanner onAccept={acceptAndMoveOn} />}
    </div>
  );
}
