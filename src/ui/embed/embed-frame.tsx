import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ChoosablePurpose, PurposeChoices } from '../../domain/consent';
import type { EmbedBox, EmbedKind } from '../../domain/embed-facts';
import type { Messages } from '../../i18n/messages/en';
import type { ConsentStore } from '../../ports/consent-store.port';

/**
 * What an embed needs of the shell, handed in by `<Embed>` (which reads it with the shell's hooks): the embed's chunk
 * imports no module of the app's entry, so the bundler has nothing to split out of the entry for it (budgets.json).
 */
export interface EmbedShell {
  readonly consent: ConsentStore;
  readonly messages: Messages;
}

export interface EmbedFrameProps {
  /** The service's id (`data-embed`), for the site's own styles and tests. */
  readonly service: string;
  /** Who serves the frame, as the placeholder names it (YouTube). */
  readonly serviceName: string;
  readonly kind: EmbedKind;
  readonly purpose: ChoosablePurpose;
  readonly privacyPolicy: string;
  readonly box: EmbedBox;
  /** The frame's address, already in the service's privacy-enhanced form. */
  readonly frameUrl: string;
  /** What the frame shows, in the page's words: the frame's title, the placeholder's heading and its buttons' names. */
  readonly title: string;
  /** The site's own picture of it (a video's still), from the site: nothing is fetched from the service for it. */
  readonly poster?: string;
  /** The frame's Permissions Policy (`allow`). */
  readonly allow?: string;
  readonly shell: EmbedShell;
}

/**
 * An embed's frame, or until its purpose is allowed, a placeholder of the same box (issue 34 §1): it names the service,
 * what it would receive and its privacy policy, and offers "Load once" (this frame, this page view) and "Always allow
 * <purpose>" (a decision through the consent store, recorded like any other, in the placeholder's own words). Nothing of the service is on the page
 * before: no frame, no preconnect, no thumbnail. A decision that withdraws or refuses its purpose unloads the frame,
 * a "Load once" too.
 */
export function EmbedFrame({
  service,
  serviceName,
  kind,
  purpose,
  privacyPolicy,
  box,
  frameUrl,
  title,
  poster,
  allow,
  shell: { consent, messages },
}: EmbedFrameProps) {
  const words = messages.embeds;
  // The placeholder's words, as it shows them: its "Always allow" is recorded in these (the words the visitor read).
  const shown = {
    heading: title,
    service: `${serviceName} · ${kind === 'form' ? words.formKind : words.kinds[kind]}`,
    receives: words.receives(serviceName),
    policyLink: words.policyLink(serviceName),
    loadOnce: words.loadOnce,
    alwaysAllow: words.alwaysAllow(messages.purposes[purpose].inSentence),
  };
  const subscribe = useCallback((onChange: () => void) => consent.subscribe(onChange), [consent]);
  // The server's render and hydration show the placeholder: only the browser knows the visitor's decision.
  const allowed = useSyncExternalStore(
    subscribe,
    () => consent.getSnapshot().purposes[purpose].permission === 'granted',
    () => false,
  );
  // Global Privacy Control keeps advertising off whatever is chosen: "Always allow" would record a refusal.
  const gpcRefuses = useSyncExternalStore(
    subscribe,
    () => purpose === 'marketing' && consent.getSnapshot().globalPrivacyControl,
    () => false,
  );
  const [loadedOnce, setLoadedOnce] = useState(false);
  const focusFrame = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const headingId = useId();

  useEffect(() => {
    // A decision about its purpose that does not allow it (a withdrawal, a refusal) takes back a "Load once" too;
    // a decision about other purposes leaves it.
    let before = consent.getSnapshot().purposes[purpose].permission;
    return consent.subscribe(() => {
      const now = consent.getSnapshot().purposes[purpose].permission;
      if (now !== before && now !== 'granted') setLoadedOnce(false);
      before = now;
    });
  }, [consent, purpose]);
  const loaded = allowed || loadedOnce;
  useEffect(() => {
    // The buttons pressed are gone: the keyboard goes on in the frame they loaded.
    if (loaded && focusFrame.current) frame.current?.focus();
    focusFrame.current = false;
  }, [loaded]);

  const loadOnce = () => {
    focusFrame.current = true;
    setLoadedOnce(true);
  };
  // Set once this placeholder runs in the browser (its chunk loaded, hydrated): until then its buttons are the server's
  // HTML and a click does nothing. Tests wait for it; a load that is slow shows it too.
  const ready = useSyncExternalStore(NOTHING_TO_WATCH, IN_THE_BROWSER, ON_THE_SERVER);
  const alwaysAllow = () => {
    focusFrame.current = true;
    const { purposes } = consent.getSnapshot();
    // Every purpose the visitor chooses, as the snapshot lists them (necessary is never chosen).
    const choices = Object.fromEntries(
      Object.entries(purposes)
        .filter(([each]) => each !== 'necessary')
        .map(([each, verdict]) => [each, each === purpose || verdict.permission === 'granted']),
    ) as Record<ChoosablePurpose, boolean> satisfies PurposeChoices;
    // Recorded as the placeholder's notice, one line per element as it reads, not as the preferences view's.
    const { heading, service: serviceLine, receives, policyLink, loadOnce: once, alwaysAllow: always } = shown;
    consent.decide(choices, { text: [heading, serviceLine, `${receives} ${policyLink}`, once, always].join('\n') });
  };

  return (
    <div
      className="shell-embed"
      data-embed={service}
      data-embed-box={box}
      data-embed-state={loaded ? 'loaded' : 'placeholder'}
      // For the shell inspector (src/ui/inspector/embeds-panel.tsx): what it shows and, loaded, by what.
      data-embed-title={title}
      data-embed-label={serviceName}
      data-embed-purpose={purpose}
      data-embed-by={allowed ? 'purpose' : loadedOnce ? 'once' : undefined}
      data-embed-ready={ready ? '' : undefined}
    >
      {loaded ? (
        <iframe
          ref={frame}
          className="shell-embed__frame"
          src={frameUrl}
          title={title}
          allow={allow}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <section className="shell-embed__placeholder" aria-labelledby={headingId}>
          {poster && <img className="shell-embed__poster" src={poster} alt="" />}
          <div className="shell-embed__notice">
            <p className="shell-embed__title" id={headingId}>
              <strong>{shown.heading}</strong>
              <span className="shell-embed__service">{shown.service}</span>
            </p>
            <p>
              {shown.receives}{' '}
              <a href={privacyPolicy} rel="noopener noreferrer" target="_blank">
                {shown.policyLink}
              </a>
            </p>
            <div className="shell-embed__actions">
              <button type="button" onClick={loadOnce} aria-label={words.loadOnceLabel(title)}>
                {shown.loadOnce}
              </button>
              {gpcRefuses ? (
                <p>{words.gpcNote}</p>
              ) : (
                <button type="button" onClick={alwaysAllow}>
                  {shown.alwaysAllow}
                </button>
              )}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}

const NOTHING_TO_WATCH = () => () => undefined;
const IN_THE_BROWSER = () => true;
const ON_THE_SERVER = () => false;
