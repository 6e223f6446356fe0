// Yandex Metrica in the end-to-end tests and the bench: a counter number of no real counter.
export const e2eEnv = { VITE_YANDEX_METRICA_COUNTER_ID: '10000001' };

/**
 * mc.yandex.ru/metrika/tag.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): like the real tag it replays `ym`'s queue and takes `ym` over, reporting
 * each call under its method: `init` with the counter number and its settings, a `hit` with the path and
 * query of its URL and of its referer (what Metrica records; the origin is the test server's, which
 * changes), a `reachGoal` with its name and parameters.
 */
export const answeredTag = {
  script: 'https://mc.yandex.ru/metrika/tag.js',
  beacon: 'https://mc.yandex.ru/e2e',
  fakeTag: `
      const path = (url) => { const u = new URL(url, location.href); return u.pathname + u.search; };
      const ym = (counter, method, ...args) => {
        if (method === 'init') report(['init', { counter, ...args[0] }]);
        else if (method === 'hit') {
          const options = args[1] || {};
          report(['hit', { counter, path: path(args[0]), referer: options.referer ? path(options.referer) : null }]);
        } else report([method, ...args]);
      };
      for (const call of window.ym.a) ym(...call);
      window.ym = ym;`,
};

/** The named events among the calls its tag received, for the full tag set's spec: each reachGoal's name. */
export const namedEvents = (calls) => calls.filter(([method]) => method === 'reachGoal').map(([, name]) => String(name));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and its tag's calls after "Accept all" (the held
 * page view, then the sample event tracked before the choice), then after one client-side navigation to /privacy.
 */
const counter = Number(e2eEnv.VITE_YANDEX_METRICA_COUNTER_ID);
export const loadedOnceGranted = {
  global: 'ym',
  accepted: [
    ['init', { counter, defer: true, clickmap: false, trackLinks: false, accurateTrackBounce: false, webvisor: false }],
    ['hit', { counter, path: '/' }],
    ['reachGoal', 'Sample Event', { source: 'lab', currentPage: '/' }],
  ],
  nextPage: [['hit', { counter, path: '/privacy', referer: '/' }]],
};
