import { injectScript } from '../../platform/inject-script';
import { queueingStub, type QueueingStub } from '../../platform/queueing-stub';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import type { HotjarOptions } from './hotjar.vendor';

declare global {
  interface Window {
    hj?: QueueingStub;
    _hjSettings?: { hjid: number; hjsv: number };
  }
}

/** Hotjar's tracking code version, the `sv` in its script URL. */
export const HOTJAR_SNIPPET_VERSION = 6;

export const hotjarScriptUrl = (siteId: string) => `https://static.hotjar.com/c/hotjar-${siteId}.js?sv=${HOTJAR_SNIPPET_VERSION}`;

/** What the loader needs of the shell: the `experience` purpose, where to say what Hotjar was told, and the reload that stops it. */
export type HotjarContext = Pick<AdapterContext, 'consentFor' | 'consentSent' | 'reloadToStop'>;

/**
 * SPEC §1: Hotjar, loaded when the shell asks (after the page is interactive) with its site id.
 * Hotjar's snippet, as code: a queueing `hj`, `_hjSettings`, then the script. `load` settles when
 * the script has run, and rejects when it is blocked: the shell then logs once that Hotjar could not be loaded.
 *
 * Consent, in Hotjar's terms: it has no consent call, so loading it is the only thing it is told. The
 * shell's pipeline makes this loader only once `experience` is granted. Nothing in the page stops a
 * script that already ran, so a withdrawal reloads the page once (issue 25; the shell first stores and
 * records the decision, and the reload keeps the URL and scroll position); the inspector says so.
 */
export class HotjarHeatmapLoader implements HeatmapLoader {
  readonly #options: HotjarOptions;
  readonly #context: HotjarContext;
  readonly #target: Window;
  #loading: Promise<void> | undefined;

  constructor(options: HotjarOptions, context: HotjarContext, target: Window = window) {
    this.#options = options;
    this.#context = context;
    this.#target = target;
  }

  load(): Promise<void> {
    this.#loading ??= this.#inject();
    return this.#loading;
  }

  #inject(): Promise<void> {
    const target = this.#target;
    // A page that already runs Hotjar (a tag manager put it there) is left as it is, as the pixel is.
    if (target._hjSettings) return Promise.resolve();
    target.hj ??= queueingStub();
    target._hjSettings = { hjid: Number(this.#options.siteId), hjsv: HOTJAR_SNIPPET_VERSION };
    this.#context.consentSent('loaded with experience granted (no consent call)');
    let blocked = false;
    this.#context.consentFor('experience').subscribe((permission) => {
      // A script that is running (or on its way) records until the page goes: the one way to stop it is a reload.
      if (permission !== 'denied' || blocked) return;
      this.#context.consentSent('experience withdrawn: no consent call, so the page reloads to stop it');
      this.#context.reloadToStop();
    });
    return injectScript(hotjarScriptUrl(this.#options.siteId), target.document).catch((error: unknown) => {
      blocked = true;
      throw VendorUnavailable.from(error);
    });
  }
}
