// The Reddit Pixel in the end-to-end tests and the bench: a pixel id of no real pixel.
export const e2eEnv = { VITE_REDDIT_PIXEL_ID: 'a2_e2e0test42' };

/**
 * www.redditstatic.com/ads/pixel.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): like the real one it sets `rdt.sendEvent` and replays the call queue, reporting every call.
 */
export const answeredTag = {
  script: 'https://www.redditstatic.com/ads/pixel.js',
  beacon: 'https://alb.reddit.com/e2e',
  fakeTag: `
      const rdt = window.rdt;
      rdt.sendEvent = (...args) => report(args);
      for (const call of rdt.callQueue.splice(0)) report(Array.from(call));`,
};

/** The named events among the calls its tag received, for the full tag set's spec: a custom event by its customEventName. */
export const namedEvents = (calls) =>
  calls
    .filter(([method, event]) => method === 'track' && event !== 'PageVisit')
    .map(([, event, data]) => String(event === 'Custom' ? data?.customEventName : event));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and its tag's calls after "Accept all" (the sample
 * event tracked before the choice held until then, after the page view), then on the next page.
 */
export const loadedOnceGranted = {
  global: 'rdt',
  accepted: [
    ['init', e2eEnv.VITE_REDDIT_PIXEL_ID],
    ['track', 'PageVisit'],
    ['track', 'Custom', { source: 'lab', currentPage: '/', customEventName: 'Sample Event' }],
  ],
  nextPage: [['track', 'PageVisit']],
};
