import { injectScript } from '../../platform/inject-script';

/** The methods TikTok's base code queues until events.js takes the `ttq` over. */
const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;

type TtqMethod = (typeof TTQ_METHODS)[number];

/** TikTok's pixel global: a queue (an array) with a method per command until events.js replaces them. */
export type Ttq = unknown[] & { [Method in TtqMethod]: (...args: unknown[]) => void } & {
  methods?: readonly string[];
  _i?: Record<string, unknown>;
  _t?: Record<string, number>;
  _o?: Record<string, unknown>;
};

declare global {
  interface Window {
    ttq?: Ttq;
    TiktokAnalyticsObject?: string;
  }
}

export const tiktokEventsUrl = (pixelId: string) =>
  `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(pixelId)}&lib=ttq`;

/** TikTok's consent calls, in the order its cookie consent mode takes them: hold before load, then grant or revoke. */
export type TikTokConsent = 'grantConsent' | 'revokeConsent';

/**
 * TikTok's base code, as code rather than an inline snippet (the CSP allows no inline script): a
 * queueing `ttq`, `holdConsent()` before anything is loaded (TikTok's cookie consent mode: nothing
 * is stored or sent until the visitor's choice), that choice, the pixel's settings as `ttq.load`
 * writes them, and events.js. No `ttq.page()` here: the shell sends its own page views.
 */
export async function installTikTokPixel(
  pixelId: string,
  consent: { readonly first: TikTokConsent; told(ttq: Ttq): void },
  target: Window = window,
): Promise<Ttq> {
  const ttq = [] as unknown as Ttq;
  ttq.methods = TTQ_METHODS;
  for (const method of TTQ_METHODS) ttq[method] = (...args: unknown[]) => void ttq.push([method, ...args]);
  target.TiktokAnalyticsObject = 'ttq';
  target.ttq = ttq;
  ttq.holdConsent();
  ttq[consent.first]();
  consent.told(ttq);
  const url = tiktokEventsUrl(pixelId);
  // What ttq.load(id) records before it adds events.js: the script it came from, when, and its options.
  ttq._i = { ...ttq._i, [pixelId]: Object.assign([], { _u: 'https://analytics.tiktok.com/i18n/pixel/events.js' }) };
  ttq._t = { ...ttq._t, [pixelId]: Date.now() };
  ttq._o = { ...ttq._o, [pixelId]: {} };
  await injectScript(url, target.document);
  return target.ttq ?? ttq;
}
