import { injectScript } from '../../platform/inject-script';

/** One command on Taboola's queue: `{ notify: 'event', name: 'page_view', id: 1234567 }`. */
export type TfaCommand = { readonly notify: 'event'; readonly name: string; readonly id: number } & Readonly<Record<string, unknown>>;

/** Taboola's queue: an array whose `push` tfa.js takes over once it runs. */
export interface Tfa {
  push(...commands: TfaCommand[]): unknown;
}

declare global {
  interface Window {
    _tfa?: Tfa;
  }
}

/** Taboola's pixel script for an account (developers.taboola.com, "Add the base pixel manually"). */
export const taboolaPixelUrl = (account: string) => `https://cdn.taboola.com/libtrc/unip/${account}/tfa.js`;

/**
 * Taboola's base pixel, as code rather than an inline snippet (the CSP allows no inline script): the
 * `_tfa` queue (kept if the page already has one), then tfa.js with the id `tb_tfa_script` its snippet
 * gives it. No `page_view` here: the shell sends its own page views.
 */
export async function installTaboolaPixel(account: string, target: Window = window): Promise<void> {
  target._tfa ??= [] as TfaCommand[];
  await injectScript(taboolaPixelUrl(account), target.document, { id: 'tb_tfa_script' });
}
