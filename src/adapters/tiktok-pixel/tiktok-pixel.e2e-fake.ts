/**
 * TikTok's events.js as the end-to-end tests answer it on the machine (tests/e2e/vendors/answered-tag.ts):
 * it takes each method of the queueing ttq over and replays the queue, reporting every call. Beside
 * the adapter so that a vendor's fake lives in its folder, not in a list of the test support's.
 */
export const answeredTag = {
  script: (url: URL) => url.hostname === 'analytics.tiktok.com' && url.pathname === '/i18n/pixel/events.js',
  beacon: 'https://analytics.tiktok.com/api/v2/e2e',
  fakeTag: `
      const ttq = window.ttq;
      for (const method of ttq.methods) ttq[method] = (...args) => report([method, ...args]);
      for (const queued of ttq.splice(0)) report(queued);`,
};
