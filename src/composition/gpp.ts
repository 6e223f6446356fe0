import { advertisingChoiceOf, gppPlaceOf, gppSituationOf, type AdvertisingChoice, type VisitorPlace } from '../application/gpp-situation';
import type { PendingRecord } from '../domain/consent-outbox-rules';
import { gppSignalOf } from '../domain/gpp-sections';
import type { ShellConfig } from '../domain/shell-config';
import { afterFirstPaint } from '../platform/page-lifecycle';
import type { ConsentReader } from '../ports/consent-store.port';
import type { GppCmp } from '../ports/gpp-cmp.port';

/**
 * The IAB Global Privacy Platform on the page (docs/gpp.md): the boot script's stub keeps every
 * `__gpp` call; after the first paint the IAB's library is fetched (a chunk of its own), takes the
 * queue, and answers from the consent store's decision from then on. The consent ledger's records
 * carry the same string, made by the same library from the same rule (`gppSituationOf`).
 */

/** Where the page's server placed the visitor (the config's country and US state; `auto` mode only). */
export function visitorPlaceOf(config: ShellConfig): VisitorPlace {
  return { country: config.visitorCountry, region: config.visitorRegion };
}

/** The page's GPP: started after the first paint, the string it gives (the inspector shows it), and a record's string. */
export interface GppOnPage {
  /** After the first paint: `__gpp` answers, and follows every change of the decision (this tab's or another's). */
  start(consent: ConsentReader): void;
  /** The GPP string `__gpp` gives now; undefined until the library is up. */
  current(): string | undefined;
  subscribe(listener: () => void): () => void;
  /** A consent record's GPP string: what `__gpp` gives once this decision is in force on this page. */
  stringOfRecord(record: PendingRecord['record']): Promise<string>;
}

export function gppOnPage(config: ShellConfig, win: Window = window): GppOnPage {
  const place = visitorPlaceOf(config);
  const listeners = new Set<() => void>();
  let current: string | undefined;
  let cmp: Promise<GppCmp> | undefined;
  // The page's `__gpp`, made once: the IAB's library, fetched when first needed (a chunk of its own).
  const load = () =>
    (cmp ??= import('../adapters/iab-gpp/iab-gpp-cmp.adapter')
      .then(({ IabGppCmp }) => new IabGppCmp(win))
      .catch((error: unknown) => {
        // Not fetched (offline, a deploy mid-visit): asked again later; the stub keeps the calls meanwhile.
        cmp = undefined;
        throw error;
      }));
  return {
    start(consent) {
      afterFirstPaint(
        () =>
          void load().then(
            (page) => {
              const show = () => {
                const decision = consent.getSnapshot();
                const situation = gppSituationOf(gppPlaceOf(place, config.consentMode), advertisingChoiceOf(decision));
                page.show(gppSignalOf(situation), decision.bannerVisible);
                current = page.current();
                for (const listener of listeners) listener();
              };
              show();
              consent.subscribe(show);
            },
            (error: unknown) =>
              console.warn(`[shellkit] GPP: the IAB library could not be loaded; __gpp keeps its calls (${String(error)}).`),
          ),
        win,
      );
    },
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stringOfRecord({ purposes, globalPrivacyControl, mode }) {
      // As the record was made: marketing recorded refused under GPC already (decisionFrom); said again, to be sure.
      const choice: AdvertisingChoice = { marketingGranted: purposes.marketing && !globalPrivacyControl, gpc: globalPrivacyControl };
      return (await load()).encode(gppSignalOf(gppSituationOf(gppPlaceOf(place, mode), choice)));
    },
  };
}
