import { injectScript } from '../../platform/inject-script';

/** Pirsch's event call, as pa.js defines it: metadata values are sent as text (docs.pirsch.io/advanced/events). */
export type PirschEvent = (
  name: string,
  options?: { readonly meta?: Readonly<Record<string, string>>; readonly duration?: number },
) => unknown;

declare global {
  interface Window {
    pirsch?: PirschEvent;
  }
}

export const PIRSCH_SCRIPT_URL = 'https://api.pirsch.io/pa.js';

/**
 * Pirsch's script (pa.js) on its own tag, as its snippet has it: `id="pianjs"` (the script finds its own
 * tag by it) and the identification code. Its page views stay on: pa.js has no call for a page view, and
 * counts them itself, the page it loads on and each `history.pushState` and `popstate`, the same changes
 * of address the shell counts. Its automatic outbound-link and download events are off
 * (`data-disable-outbound-links`, `data-disable-downloads`): the shell sends only the site's own events.
 * Rejects when the script is blocked.
 */
export async function installPirsch(identificationCode: string, target: Window = window): Promise<void> {
  await injectScript(PIRSCH_SCRIPT_URL, target.document, {
    id: 'pianjs',
    'data-code': identificationCode,
    'data-disable-outbound-links': '',
    'data-disable-downloads': '',
  });
  if (!target.pirsch) throw new Error(`${PIRSCH_SCRIPT_URL} ran but defined no pirsch`);
}
