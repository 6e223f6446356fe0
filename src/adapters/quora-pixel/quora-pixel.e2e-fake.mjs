// The Quora Pixel in the end-to-end tests and the bench: a pixel id of no real pixel, and "Sample Event"
// mapped to Quora's `Generic` event, since Quora counts only its own events.
export const e2eEnv = { VITE_QUORA_PIXEL_ID: '0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e', VITE_QUORA_EVENTS: 'Sample Event=Generic' };

/**
 * a.quora.com/qevents.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): like the real one it sets `qp.qp` and replays the queue, reporting every call.
 */
export const answeredTag = {
  script: 'https://a.quora.com/qevents.js',
  beacon: 'https://q.quora.com/e2e',
  fakeTag: `
      const qp = window.qp;
      qp.qp = (...args) => report(args);
      for (const call of qp.queue.splice(0)) report(Array.from(call));`,
};

/** The Quora events e2eEnv maps the shell's events to, by Quora event. */
const eventOf = new Map(
  e2eEnv.VITE_QUORA_EVENTS.split(',').map((pair) => {
    const [event, quoraEvent] = pair.split('=');
    return [quoraEvent, event];
  }),
);

/** The named events among the calls its tag received, for the full tag set's spec: each `qp('track', event)` e2eEnv maps. */
export const namedEvents = (calls) =>
  calls.flatMap(([method, quoraEvent]) => {
    const event = method === 'track' ? eventOf.get(quoraEvent) : undefined;
    return event === undefined ? [] : [event];
  });

/** No consent call: loaded only once marketing is granted (tests/e2e/vendors/loaded-once-granted.spec.ts). */
export const loadedOnceGranted = {
  global: 'qp',
  // The page accepted on, then the event clicked before the choice, held until then.
  accepted: [
    ['init', e2eEnv.VITE_QUORA_PIXEL_ID],
    ['track', 'ViewContent'],
    ['track', 'Generic'],
  ],
  nextPage: [['track', 'ViewContent']],
};
