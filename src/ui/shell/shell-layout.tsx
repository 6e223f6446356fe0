import { Link, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Route as ProductRoot } from 'shellkit:product-root';
import { releaseBannerPaintGuard } from '../../boot/banner-paint-guard';
import { useConsent } from '../hooks/use-consent';
import { useHydrated } from '../hooks/use-hydrated';
import { useLanguage } from '../hooks/use-language';
import { useHeatmapWhenIdle } from '../hooks/use-heatmap-when-idle';
import { usePageViews } from '../hooks/use-page-views';
import { whenPageIdle } from '../../platform/page-lifecycle';
import { useConsentMode, useGlobalPrivacyControl, useInspectorFeed, usePorts, usePrivacyServices } from '../hooks/use-ports';
import { InspectorSlot } from '../inspector/inspector-slot';
import { CookieBanner } from './cookie-banner';
import { loadCookiePreferences, loadedCookiePreferences, type CookiePreferencesView } from './cookie-preferences-loader';
import { CookieSettingsContext, type CookieSettings } from './cookie-settings';
import { LANGUAGE_CHOICE_ID } from './language-choice-id';
import { PrivacyChoicesIcon } from './privacy-choices-icon';
import { loadPrivacyChoices, type PrivacyChoicesView } from './privacy-choices-loader';
import { useBannerAnnouncement } from './use-banner-announcement';
import './shell.css';
import './page-base.css';
import '../embed/embed.css';

// The chat launcher, a chunk of its own: only a site with a chat vendor switched on fetches it (issue 34 §2).
const ChatLauncher = lazy(() => import('../chat/chat-launcher'));

/** The product's own root route's layout (its src/pages/__root.tsx, if it has one): rendered inside the shell's, around the page. */
const ProductLayout = ProductRoot?.options.component;

/** SPEC §2 (/_app): wraps every page with the header, the privacy link and the cookie banner. */
export function ShellLayout() {
  usePageViews();
  useHeatmapWhenIdle();
  const consent = useConsent();
  const mode = useConsentMode();
  const globalPrivacyControl = useGlobalPrivacyControl();
  const services = usePrivacyServices();
  const inspector = useInspectorFeed();
  const language = useLanguage();
  const { shell } = language.messages;
  const { product } = language;
  const { accept, decline, choose } = consent;
  // The preferences view, from the banner's "Choose cookies" or the privacy page's "Cookie settings";
  // `opener` is where keyboard focus goes back to when it is left unchanged; `View` is the view's code, loaded on demand.
  const [preferences, setPreferences] = useState<{ readonly opener: Element | null; readonly View: CookiePreferencesView } | undefined>(
    undefined,
  );
  const [backToBanner, setBackToBanner] = useState(false);
  // Opt-out mode's "Your Privacy Choices" view, opened from the footer's link (issue 33 §2).
  const [choices, setChoices] = useState<{ readonly opener: Element | null; readonly View: PrivacyChoicesView } | undefined>(undefined);
  const { consent: consentStore, chat: chatPort } = usePorts();
  // The chat vendor switched on, if any (a site runs one); shown once this browser runs the page, and not over the banner.
  const chat = useHydrated() ? services.find((service) => service.port === 'chat') : undefined;
  const openChoices = useCallback((opener: Element | null) => {
    loadPrivacyChoices().then(
      (View) => setChoices({ opener, View }),
      (error: unknown) => console.error('[shellkit] Your Privacy Choices could not be loaded; the next click tries again.', error),
    );
  }, []);
  const closeChoices = useCallback(() => {
    const opener = choices?.opener;
    setChoices(undefined);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [choices]);
  // The view's code comes in a chunk of its own, fetched when the page is idle (cookie-preferences-loader.ts).
  useEffect(() => whenPageIdle(() => void loadCookiePreferences().catch(() => undefined)), []);
  const openPreferences = useCallback((opener: Element | null, before: () => void = () => undefined) => {
    const open = (View: CookiePreferencesView) => {
      before();
      setPreferences({ opener, View });
    };
    const loaded = loadedCookiePreferences();
    if (loaded) open(loaded);
    else
      loadCookiePreferences().then(open, (error: unknown) => {
        console.error('[shellkit] The cookie settings could not be loaded; the next click tries again.', error);
      });
  }, []);
  const cookieSettings = useMemo<CookieSettings>(() => ({ open: () => openPreferences(document.activeElement) }), [openPreferences]);
  const { bannerVisible } = consent;
  const announcement = useBannerAnnouncement(bannerVisible && !preferences);
  // Hydrated: the consent state above is the stored one from the re-render that follows in this same
  // task, so the banner is React's to show or hide from here on (another tab may clear the decision).
  useEffect(() => releaseBannerPaintGuard(document), []);

  const decideAndMoveOn = useCallback(
    (decide: () => void) => {
      const opener = preferences?.opener;
      decide();
      setPreferences(undefined);
      setBackToBanner(false);
      // The focused button is about to vanish: back to what opened the view ("Cookie settings"), or the page, never <body>.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      else document.getElementById('main')?.focus({ preventScroll: true });
    },
    [preferences],
  );

  const cancelPreferences = useCallback(() => {
    const opener = preferences?.opener;
    setPreferences(undefined);
    if (bannerVisible) setBackToBanner(true);
    else if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [preferences, bannerVisible]);

  return (
    <CookieSettingsContext value={cookieSettings}>
      <div className="shell">
        <a className="skip-link" href="#main">
          {shell.skipLink}
        </a>
        <header className="shell__header">
          <Link to="/" className="shell__brand">
            {product.name}
          </Link>
          <nav className="shell__nav" aria-label={shell.mainNav}>
            {product.nav.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
        </header>
        <main id="main" className="shell__main" tabIndex={-1}>
          {ProductLayout ? <ProductLayout /> : <Outlet />}
        </main>
        <footer className="shell__footer">
          {product.footer.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
          <Link to="/privacy">{shell.privacyLink}</Link>
          {mode === 'opt-out' && (
            // US state laws: on every page, beside the privacy policy, with the official icon; it opens the choice view.
            // Without JavaScript it leads to the privacy page, whose cookie settings hold the same switch.
            <Link
              to="/privacy"
              className="shell__privacy-choices"
              onClick={(event) => {
                event.preventDefault();
                openChoices(event.currentTarget);
              }}
            >
              <PrivacyChoicesIcon />
              {language.messages.privacyChoices.link}
            </Link>
          )}
        </footer>
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
        {chat && (
          <Suspense fallback={null}>
            <ChatLauncher
              service={chat.name}
              words={language.messages.chat}
              open={chatPort.open}
              hidden={bannerVisible || Boolean(preferences) || Boolean(choices)}
            />
          </Suspense>
        )}
        {inspector && <InspectorSlot feed={inspector} />}
        {choices ? (
          <choices.View
            key={consent.state.status === 'decided' ? (consent.state.decidedAt ?? 'decided') : 'undecided'}
            state={consent.state}
            optOut={consentStore.getSnapshot().usOptOut ?? { optedOut: false, optedOutByChoice: false, globalPrivacyControl }}
            messages={language.messages}
            onChoose={(made) => {
              consent.chooseInPrivacyChoices(made);
              closeChoices();
            }}
            onCancel={closeChoices}
          />
        ) : preferences ? (
          <preferences.View
            // Re-made when the decision changes under it (another tab): Save must never write back a stale choice.
            key={consent.state.status === 'decided' ? (consent.state.decidedAt ?? 'decided') : 'undecided'}
            mode={mode}
            state={consent.state}
            globalPrivacyControl={globalPrivacyControl}
            services={services}
            onChoose={(choices) => decideAndMoveOn(() => choose(choices))}
            onCancel={cancelPreferences}
            language={language}
            linkToLanguageChoice={(text) => (
              <Link to="/privacy" hash={LANGUAGE_CHOICE_ID} lang={language.code}>
                {text}
              </Link>
            )}
          />
        ) : (
          bannerVisible && (
            <CookieBanner
              mode={mode}
              takeFocus={backToBanner}
              onAccept={() => decideAndMoveOn(accept)}
              onDecline={() => decideAndMoveOn(decline)}
              onChoose={() => openPreferences(null, () => setBackToBanner(false))}
            />
          )
        )}
      </div>
    </CookieSettingsContext>
  );
}
