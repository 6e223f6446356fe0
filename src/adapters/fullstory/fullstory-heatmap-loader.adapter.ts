import type { VendorPermission } from '../../domain/vendor-permission';
import { injectScript } from '../../platform/inject-script';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import type { FullstoryOptions } from './fullstory.vendor';

/** One queued call, as Fullstory's v2 snippet keeps it: operation, options, source, resolve, reject, API version. */
export type FullstoryQueuedCall = readonly [string, unknown, unknown, unknown, unknown, number];

/** Fullstory's v2 API function as its snippet defines it: calls queue on `q` until fs.js sets `_api`. */
export type FullstoryApi = ((operation: string, options?: unknown, source?: string) => unknown) & {
  q?: FullstoryQueuedCall[];
  _api?: (...call: FullstoryQueuedCall) => unknown;
  _w?: { XMLHttpRequest?: unknown; fetch?: unknown };
  _v?: string;
};

declare global {
  interface Window {
    FS?: FullstoryApi;
    _fs_host?: string;
    _fs_script?: string;
    _fs_org?: string;
    _fs_namespace?: string;
    _fs_capture_on_startup?: boolean;
  }
}

/** fs.js, as Fullstory's snippet names it (`_fs_script`, without the scheme). */
export const FULLSTORY_SCRIPT = 'edge.fullstory.com/s/fs.js';
export const FULLSTORY_SCRIPT_URL = `https://${FULLSTORY_SCRIPT}`;

/** What the loader needs of the shell: the `experience` purpose and where to say what Fullstory was told. */
export type FullstoryContext = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

/** The snippet's `FS`, as code (the CSP allows no inline script): v2 calls queue until fs.js takes over. */
function fullstoryApi(target: Window): FullstoryApi {
  const api: FullstoryApi = (operation, options, source) => {
    const call: FullstoryQueuedCall = [operation, options, source, undefined, undefined, 2];
    if (api._api) return api._api(...call);
    api.q?.push(call);
    return null;
  };
  api.q = [];
  // The page's own XMLHttpRequest and fetch, kept where fs.js looks for them, as the snippet does.
  const page = target as Window & Pick<typeof globalThis, 'XMLHttpRequest' | 'fetch'>;
  api._w = { XMLHttpRequest: page.XMLHttpRequest, fetch: page.fetch };
  api._v = '2.0.0';
  return api;
}

/**
 * Fullstory (session replay) behind the heatmap port: loaded when the shell asks, after the page is
 * interactive, with its org id. Its snippet, as code: the `_fs_*` settings, a queueing `FS`, then
 * fs.js. `load` settles when fs.js has run and rejects when it is blocked: the shell then logs once
 * that Fullstory could not be loaded.
 *
 * Consent, in Fullstory's terms (developer.fullstory.com, "Capture Data": "Manually delay data
 * capture"): `_fs_capture_on_startup = false` before fs.js, so it captures nothing until told;
 * `FS('start')` once `experience` is granted; `FS('shutdown')` when it is withdrawn, after which
 * "Fullstory will no longer receive data from the user's device" (so no reload is needed, unlike
 * Hotjar); `FS('restart')` if it is given again in the same page. Each change is told once.
 */
export class FullstoryHeatmapLoader implements HeatmapLoader {
  readonly #options: FullstoryOptions;
  readonly #context: FullstoryContext;
  readonly #target: Window;
  #loading: Promise<void> | undefined;
  /** What Fullstory was last told: nothing yet, capturing, or shut down. */
  #told: 'start' | 'shutdown' | undefined;

  constructor(options: FullstoryOptions, context: FullstoryContext, target: Window = window) {
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
    // A page that already runs Fullstory (a tag manager put it there) is left as it is, as Hotjar's is.
    if (target._fs_namespace || target.FS) return Promise.resolve();
    target._fs_host = 'fullstory.com';
    target._fs_script = FULLSTORY_SCRIPT;
    target._fs_org = this.#options.orgId;
    target._fs_namespace = 'FS';
    target._fs_capture_on_startup = false;
    target.FS = fullstoryApi(target);
    const experience = this.#context.consentFor('experience');
    this.#tell(experience.current());
    experience.subscribe((permission) => this.#tell(permission));
    return injectScript(FULLSTORY_SCRIPT_URL, target.document).catch((error: unknown) => {
      throw VendorUnavailable.from(error);
    });
  }

  #tell(permission: VendorPermission): void {
    const fs = this.#target.FS;
    if (!fs) return;
    if (permission === 'granted' && this.#told !== 'start') {
      const operation = this.#told === 'shutdown' ? 'restart' : 'start';
      this.#told = 'start';
      fs(operation);
      this.#context.consentSent(
        operation === 'start'
          ? "_fs_capture_on_startup=false, then FS('start'): experience granted"
          : "FS('restart'): experience granted again",
      );
    } else if (permission !== 'granted' && this.#told === 'start') {
      this.#told = 'shutdown';
      fs('shutdown');
      this.#context.consentSent("FS('shutdown'): experience withdrawn, nothing more is captured");
    }
  }
}
