// The TikTok pixel in the end-to-end tests and the bench: a pixel id of no real pixel (20 capital
// letters and digits, as the variable requires).
export const e2eEnv = { VITE_TIKTOK_PIXEL_ID: 'C4ABCDEFGH1234567890' };

/**
 * TikTok's events.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it takes each method of the queueing ttq over and replays the
 * queue, reporting every call.
 */
export const answeredTag = {
  script: 'https://analytics.tiktok.com/i18n/pixel/events.js',
  beacon: 'https://analytics.tiktok.com/api/v2/e2e',
  fakeTag: `
      const ttq = window.ttq;
      for (const method of ttq.methods) ttq[method] = (...args) => report([method, ...args]);
      for (const queued of ttq.splice(0)) report(queued);`,
};

/** The named events among the calls its tag received, for the full tag set's spec: each `ttq.track(name, …)`. */
export const namedEvents = (calls) => calls.filter(([method]) => method === 'track').map(([, name]) => String(name));
