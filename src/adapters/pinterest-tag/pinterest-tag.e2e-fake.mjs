// The Pinterest Tag in the end-to-end tests and the bench: a tag id of no real tag.
export const e2eEnv = { VITE_PINTEREST_TAG_ID: '2612345678901' };

/**
 * s.pinimg.com/ct/core.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it replays pintrk's queue and takes pintrk over, reporting every call.
 */
export const answeredTag = {
  script: 'https://s.pinimg.com/ct/core.js',
  beacon: 'https://ct.pinterest.com/e2e',
  fakeTag: `
      for (const call of window.pintrk.queue) report(call);
      window.pintrk = (...args) => report(args);`,
};

/** The named events among the calls its tag received, for the full tag set's spec: each `pintrk('track', name, …)`. */
export const namedEvents = (calls) => calls.filter(([method]) => method === 'track').map(([, name]) => String(name));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and its tag's calls after "Accept all" (the sample
 * event tracked before the choice held until then, after the page view), then on the next page.
 */
export const loadedOnceGranted = {
  global: 'pintrk',
  accepted: [['load', e2eEnv.VITE_PINTEREST_TAG_ID], ['page'], ['track', 'Sample Event', { source: 'lab', currentPage: '/' }]],
  nextPage: [['page']],
};
