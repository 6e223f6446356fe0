import { injectScript } from '../../platform/inject-script';

/** Flat event data, as Vercel Web Analytics takes it: text, numbers, booleans. */
export type VaData = Readonly<Record<string, string | number | boolean>>;

/** Vercel Web Analytics' `va`, as `@vercel/analytics` calls it: `va('pageview', { route, path })`, `va('event', { name, data })`. */
export type Va = ((command: 'pageview', page: { readonly route: string; readonly path: string }) => void) &
  ((command: 'event', event: { readonly name: string; readonly data?: VaData }) => void);

declare global {
  interface Window {
    va?: Va;
    vaq?: unknown[][];
  }
}

export const vercelScriptUrl = (base: string): string => `${base}/script.js`;

/**
 * Vercel Web Analytics' script, as `@vercel/analytics`'s `inject` adds it but as code, with no npm
 * dependency: the queueing `va` it makes first (kept if the page has one), then `{base}/script.js` on a tag
 * with `data-endpoint` (where it sends) and `data-disable-auto-track="1"`, since the shell sends each page
 * view itself (SPEC §2) and one the script took on its own would be counted twice. Rejects when the script
 * is blocked.
 */
export async function installVercelInsights(base: string, target: Window = window): Promise<void> {
  target.va ??= function queue(...args: unknown[]) {
    (target.vaq ??= []).push(args);
  } as Va;
  await injectScript(vercelScriptUrl(base), target.document, { 'data-endpoint': base, 'data-disable-auto-track': '1' });
}
