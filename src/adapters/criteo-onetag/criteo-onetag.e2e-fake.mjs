// Criteo OneTag in the end-to-end tests and the bench: an account id of no real account, and "Sample Event"
// mapped to Criteo's `addToCart`, since Criteo counts only its own events.
export const e2eEnv = { VITE_CRITEO_ACCOUNT_ID: '424242', VITE_CRITEO_EVENTS: 'Sample Event=addToCart' };

/**
 * dynamic.criteo.com/js/ld/ld.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): like the real one it takes `criteo_q` over with an object of its own whose
 * `push` handles each event, and replays what was queued, reporting every event as a call `[event]`.
 */
export const answeredTag = {
  script: 'https://dynamic.criteo.com/js/ld/ld.js',
  beacon: 'https://sslwidget.criteo.com/e2e',
  fakeTag: `
      const queued = window.criteo_q;
      window.criteo_q = { push: (...events) => { for (const event of events) report([event]); } };
      for (const event of queued) report([event]);`,
};

/** The shell's events e2eEnv maps to Criteo's, by Criteo event. */
const eventOf = new Map(
  e2eEnv.VITE_CRITEO_EVENTS.split(',').map((pair) => {
    const [event, criteoEvent] = pair.split('=');
    return [criteoEvent, event];
  }),
);

/** The named events among the calls its tag received, for the full tag set's spec: each OneTag event e2eEnv maps. */
export const namedEvents = (calls) =>
  calls.flatMap(([pushed]) => {
    const event = eventOf.get(pushed?.event);
    return event === undefined ? [] : [event];
  });

/** No consent call: loaded only once marketing is granted (tests/e2e/vendors/loaded-once-granted.spec.ts). */
export const loadedOnceGranted = {
  global: 'criteo_q',
  // The page accepted on (the home page), then the event clicked before the choice, held until then.
  accepted: [
    [{ event: 'setAccount', account: Number(e2eEnv.VITE_CRITEO_ACCOUNT_ID) }],
    [{ event: 'setSiteType', type: 'd' }],
    [{ event: 'viewHome' }],
    [{ source: 'lab', currentPage: '/', event: 'addToCart' }],
  ],
  nextPage: [[{ event: 'viewPage' }]],
};
