import { injectScript } from '../../platform/inject-script';

/**
 * Yandex Metrica's `ym(counterId, method, ...args)`, as its docs give it ("Counter initialization",
 * yandex.com/support/metrica/code/counter-initialize): queued on `a` until tag.js takes it over.
 */
export type Ym = ((counterId: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

export const YANDEX_METRICA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/**
 * What `init` is given: `defer: true`, so the tag counts no page view of its own (the shell sends each
 * one, SPEC §2); no click map, no outbound-link or file tracking, no accurate bounce (a timed hit of its
 * own), and no Webvisor (session replay): the tag records no session.
 */
export const YANDEX_METRICA_INIT = {
  defer: true,
  clickmap: false,
  trackLinks: false,
  accurateTrackBounce: false,
  webvisor: false,
} as const;

/**
 * Yandex Metrica's tag code, as code rather than an inline snippet (the CSP allows no inline script): a
 * queueing `ym` (kept if the page already has one), `init` with the counter id, then tag.js. Rejects
 * when tag.js is blocked.
 */
export async function installYandexMetrica(counterId: number, target: Window = window): Promise<void> {
  if (!target.ym) {
    const ym: Ym = (...args) => void ym.a?.push(args);
    ym.a = [];
    ym.l = Date.now();
    target.ym = ym;
  }
  target.ym(counterId, 'init', { ...YANDEX_METRICA_INIT });
  await injectScript(YANDEX_METRICA_TAG_URL, target.document);
}
