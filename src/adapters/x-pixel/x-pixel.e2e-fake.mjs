// The X Pixel in the end-to-end tests and the bench: a pixel id of no real pixel, and "Sample Event"
// mapped to a conversion event, since X takes conversion events, not named events.
export const e2eEnv = { VITE_X_PIXEL_ID: 'o1e2e', VITE_X_EVENTS: 'Sample Event=tw-o1e2e-o1smp' };

/**
 * static.ads-twitter.com/uwt.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): like the real one it sets `twq.exe` and replays the queue, reporting every call.
 */
export const answeredTag = {
  script: 'https://static.ads-twitter.com/uwt.js',
  beacon: 'https://analytics.twitter.com/e2e',
  fakeTag: `
      const twq = window.twq;
      twq.exe = (...args) => report(args);
      for (const call of twq.queue.splice(0)) report(Array.from(call));`,
};

/** The events e2eEnv maps to event ids, by event id. */
const eventOfId = new Map(
  e2eEnv.VITE_X_EVENTS.split(',').map((pair) => {
    const [event, id] = pair.split('=');
    return [id, event];
  }),
);

/** The named events among the calls its tag received, for the full tag set's spec: each `twq('event', id, …)` of an id e2eEnv maps. */
export const namedEvents = (calls) =>
  calls.flatMap(([method, id]) => {
    const event = method === 'event' ? eventOfId.get(id) : undefined;
    return event === undefined ? [] : [event];
  });

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and its tag's calls after "Accept all" (the sample
 * event tracked before the choice held until then, as its mapped conversion event); uwt.js counts pages itself.
 */
export const loadedOnceGranted = {
  global: 'twq',
  accepted: [
    ['config', e2eEnv.VITE_X_PIXEL_ID],
    ['event', /Sample Event=([\w-]+)/.exec(e2eEnv.VITE_X_EVENTS)[1], { source: 'lab', currentPage: '/' }],
  ],
  nextPage: [],
};
