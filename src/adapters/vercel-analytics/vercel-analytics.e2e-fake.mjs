// Vercel Web Analytics in the end-to-end tests and the bench: through a proxy of no real site, an https
// URL, so the fakes answer it off the site's origin (on the site, /_vercel/insights is Vercel's own).
export const e2eEnv = { VITE_VERCEL_ANALYTICS_BASE: 'https://insights.shellkit.example/_vercel/insights' };

/**
 * {base}/script.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts). Like the real script it reads its settings from its own tag, runs what
 * was queued on `vaq`, takes `va` over and counts the page it loads on unless `data-disable-auto-track`,
 * reporting each call. It reports with fetch, as the script does, since its CSP opens connect-src only; the
 * query numbers each call (`n`) and repeats it (`c`) for the spec to read.
 */
export const answeredTag = {
  script: 'https://insights.shellkit.example/_vercel/insights/script.js',
  beacon: 'https://insights.shellkit.example/e2e',
  fakeTag: `
      const tag = document.currentScript;
      let sent = 0;
      const send = (call) => {
        sent += 1;
        const query = new URLSearchParams({ n: String(sent), c: JSON.stringify(call) });
        fetch('https://insights.shellkit.example/e2e?' + query, { method: 'POST', mode: 'no-cors', credentials: 'omit', keepalive: true }).catch(() => {});
      };
      const queued = window.vaq || [];
      window.va = (command, payload) => send([command, payload]);
      for (const [command, payload] of queued) window.va(command, payload);
      if (tag.getAttribute('data-disable-auto-track') !== '1') window.va('pageview', { route: null, path: location.pathname });`,
};

/** The named events among the calls its script received, for the full tag set's spec: each event's name. */
export const namedEvents = (calls) => calls.filter(([command]) => command === 'event').map(([, event]) => String(event.name));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and the calls it gets on the home page
 * after "Track sample event" then "Accept all" (the held page view, then the held event), and after one
 * client-side navigation to /privacy.
 */
export const loadedOnceGranted = {
  global: 'va',
  accepted: [
    ['pageview', { route: '/', path: '/' }],
    ['event', { name: 'Sample Event', data: { source: 'lab', currentPage: '/' } }],
  ],
  nextPage: [['pageview', { route: '/privacy', path: '/privacy' }]],
};
