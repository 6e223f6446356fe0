import { defineVendor } from '../../ports/vendor-descriptor';

export interface YandexMetricaOptions {
  /** The counter (tag) number Yandex Metrica shows in the counter's settings: public, it is in every page's tag code. */
  readonly counterId: number;
}

/** Every mc.yandex.* host of Metrica's "Installing a tag on a site with CSP" list: its tag sends hits to the one for the visitor's region. */
const METRICA_HOSTS = [
  'ru',
  'az',
  'by',
  'co.il',
  'com',
  'com.am',
  'com.ge',
  'com.tr',
  'ee',
  'fr',
  'kg',
  'kz',
  'lt',
  'lv',
  'md',
  'tj',
  'tm',
  'uz',
].map((zone) => `https://mc.yandex.${zone}`);

/**
 * Page views and named events (goals) to Yandex Metrica through its tag, initialised with `defer: true`
 * so the shell sends each page view itself, and with Webvisor, the click map, link tracking and accurate
 * bounce off. Metrica has no consent call: its tag loads only once analytics is granted, and a withdrawal
 * while it is in the page reloads the page once.
 */
export const yandexMetrica = defineVendor({
  id: 'yandex-metrica',
  label: 'Yandex Metrica',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    "nothing: it has no consent call, so it is only loaded once `analytics` is granted (`ym(id, 'init', { defer: true, webvisor: false, clickmap: false, trackLinks: false, accurateTrackBounce: false })`: no page of its own, no session recording), and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position",
  consentCall: 'none',
  variables: (z) => ({
    VITE_YANDEX_METRICA_COUNTER_ID: z
      .string()
      .regex(/^[1-9]\d{3,11}$/, "must be the counter number from Yandex Metrica's counter settings: 4 to 12 digits, e.g. 93428806"),
  }),
  switchedOnBy: 'VITE_YANDEX_METRICA_COUNTER_ID',
  variableDocs: {
    VITE_YANDEX_METRICA_COUNTER_ID:
      'Yandex Metrica analytics (its tag.js, without Webvisor; it has no consent call, so it loads only once analytics is granted): the counter number, e.g. 93428806.',
  },
  options: (env): YandexMetricaOptions | undefined =>
    env.VITE_YANDEX_METRICA_COUNTER_ID ? { counterId: Number(env.VITE_YANDEX_METRICA_COUNTER_ID) } : undefined,
  // tag.js comes from mc.yandex.ru ("Counter initialization"); it sends hits by fetch, beacon or image to the
  // mc.yandex.* host its CSP page lists. Webvisor's hosts (mc.webvisor.*, wss:, yastatic.net) are left out: it is off.
  origins: () => ({
    scriptSrc: ['https://mc.yandex.ru'],
    imgSrc: METRICA_HOSTS,
    connectSrc: METRICA_HOSTS,
  }),
  loading: { kind: 'script', source: 'mc.yandex.ru/metrika/tag.js' },
  starts: 'after-first-paint',
  // _ym_uid and _ym_d, a year (365 days), and the visitor id kept again in local storage, are from Yandex's own tag
  // code (github.com/yandex/metrica-tag, src/utils/uid/uid.ts); _ym_metrika_enabled is its cookie test, set with no
  // expiry and deleted as soon as it is read back (src/storage/cookie/cookie.ts, checkCookie); the other local storage
  // keys are its retry queue (src/middleware/retransmit) and per-counter request numbers (src/middleware/watchSyncFlags).
  // _ym_isad, _ym_hostIndex and _ym_visorc (Webvisor's, which is off) are in no public part of that code: their names
  // and lifetimes are as sites' cookie policies reproduce Yandex's "Use of cookies" list, not from a Yandex page at
  // hand. Its Target Call (_ym_mp2_*) and debug (_ym_debug) keys are for features the shell does not turn on; its
  // cookies on Yandex's own domains (yandexuid, ymex, yuidss, yabs-sid) are not the site's.
  storage: [
    { name: '_ym_uid', kind: 'cookie', purpose: 'visitor-id', lifetime: { years: 1 } },
    { name: '_ym_d', kind: 'cookie', purpose: 'returning-visitor', lifetime: { years: 1 } },
    { name: '_ym_isad', kind: 'cookie', purpose: 'working-data', lifetime: { days: 2 } },
    { name: '_ym_visorc', kind: 'cookie', purpose: 'visit-recording', lifetime: { minutes: 30 } },
    { name: '_ym_metrika_enabled', kind: 'cookie', purpose: 'cookies-allowed', lifetime: 'at-most-session' },
    { name: '_ym_hostIndex', kind: 'cookie', purpose: 'working-data', lifetime: { days: 1 } },
    { name: '_ym_uid', kind: 'localStorage', purpose: 'visitor-id', lifetime: 'until-removed' },
    { name: '_ym_retryReqs', kind: 'localStorage', purpose: 'retry-queue', lifetime: 'until-sent' },
    { name: '_ym<counter id>_lsid', kind: 'localStorage', purpose: 'working-data', lifetime: 'until-removed' },
    { name: '_ym<counter id>:0_reqNum', kind: 'localStorage', purpose: 'working-data', lifetime: 'until-removed' },
  ],
  privacy: ['page-views-and-named-events'],
  create: async (options, context) => (await import('./yandex-metrica-analytics-sink.adapter')).startYandexMetrica(options, context),
});
