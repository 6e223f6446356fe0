import { injectScript } from '../../platform/inject-script';

/** What Umami's tracker collects for each call; the shell's function form overrides `url` (and adds `name`, `data` for an event). */
export interface UmamiPayload {
  readonly website?: string;
  readonly hostname?: string;
  readonly language?: string;
  readonly referrer?: string;
  readonly screen?: string;
  readonly title?: string;
  readonly url?: string;
  readonly name?: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** The tracker's global, as its docs give it (umami.is/docs/tracker-functions). */
export interface UmamiTracker {
  track(payload?: string | UmamiPayload | ((collected: UmamiPayload) => UmamiPayload), data?: Readonly<Record<string, unknown>>): unknown;
}

declare global {
  interface Window {
    umami?: UmamiTracker;
  }
}

export const umamiScriptUrl = (hostUrl: string): string => `${hostUrl}/script.js`;

/**
 * Umami's tracker, configured as its docs say, on its own tag: the website id, the host it sends to
 * (so a proxy serving the script sends there too), and automatic tracking off, since the shell sends
 * each page view itself (SPEC §2) and a page view the tracker took on its own would be counted twice.
 * Rejects when the script is blocked.
 */
export async function installUmamiTracker(websiteId: string, hostUrl: string, target: Window = window): Promise<void> {
  await injectScript(umamiScriptUrl(hostUrl), target.document, {
    'data-website-id': websiteId,
    'data-host-url': hostUrl,
    'data-auto-track': 'false',
  });
  if (!target.umami) throw new Error(`${umamiScriptUrl(hostUrl)} ran but defined no umami`);
}
