// The Snap Pixel in the end-to-end tests and the bench: a pixel id of no real pixel.
export const e2eEnv = { VITE_SNAP_PIXEL_ID: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d' };

/**
 * sc-static.net/scevent.min.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): like the real one it sets `snaptr.handleRequest` and replays the queue, reporting every call.
 */
export const answeredTag = {
  script: 'https://sc-static.net/scevent.min.js',
  beacon: 'https://tr.snapchat.com/e2e',
  fakeTag: `
      const snaptr = window.snaptr;
      snaptr.handleRequest = (...args) => report(args);
      for (const call of snaptr.queue.splice(0)) report(Array.from(call));`,
};

/** The named events among the calls its tag received, for the full tag set's spec: each `snaptr('track', name, …)` but page views. */
export const namedEvents = (calls) =>
  calls.filter(([method, name]) => method === 'track' && name !== 'PAGE_VIEW').map(([, name]) => String(name));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and its tag's calls after "Accept all" (the sample
 * event tracked before the choice held until then, after the page view), then on the next page.
 */
export const loadedOnceGranted = {
  global: 'snaptr',
  accepted: [
    ['init', e2eEnv.VITE_SNAP_PIXEL_ID, {}],
    ['track', 'PAGE_VIEW'],
    ['track', 'Sample Event', { source: 'lab', currentPage: '/' }],
  ],
  nextPage: [['track', 'PAGE_VIEW']],
};
