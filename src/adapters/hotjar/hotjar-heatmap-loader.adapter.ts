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

/** What the loader needs of the shell: the `experience` purpose, and where to say what Hotjar was told. */
export type HotjarContext = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

/**
 * SPEC §1: Hotjar, loaded when the shell asks (after the page is interactive) with its site id.
 * Hotjar's snippet, as code: a queueing `hj`, `_hjSettings`, then the script. `load` settles when
 * the script has run, and rejects when it is blocked: the shell then logs once that Hotjar could not be loaded.
 *
 * Consent, in Hotjar's terms: it has no consent call, so loading it is the only thing it is told. The
 * shell's pipeline makes this loader only once `experience` is granted; a withdrawal cannot reach a
 * script that already ran (it stays until the page is left), and the inspector says so.
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
    this.#context.consentFor('experience').subscribe((permission) => {
      if (permission === 'denied') this.#context.consentSent('experience withdrawn: no consent call, runs until the page is left');
    });
    return injectScript(hotjarScriptUrl(this.#options.siteId), target.document).catch((error: unknown) => {
      throw new VendorUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
    });
  }
}
