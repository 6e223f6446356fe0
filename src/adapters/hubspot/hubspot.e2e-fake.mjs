// HubSpot in the end-to-end tests and the bench: a hub id of no real account, and "Sample Event" mapped to a
// custom behavioral event's internal name, since the tracking code takes those by internal name only.
export const e2eEnv = { VITE_HUBSPOT_HUB_ID: '98765432', VITE_HUBSPOT_EVENTS: 'Sample Event=pe98765432_sample_event' };

/**
 * js.hs-scripts.com/<hub id>.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): first it reports whether HubSpot's own banner was switched off before it ran
 * (`disableHubSpotCookieBanner`), then, like the real loader, it replays `_hsq` and takes its `push` over,
 * reporting every call.
 */
export const answeredTag = {
  script: `https://js.hs-scripts.com/${e2eEnv.VITE_HUBSPOT_HUB_ID}.js`,
  beacon: 'https://track.hubspot.com/e2e',
  fakeTag: `
      report(['disableHubSpotCookieBanner', window.disableHubSpotCookieBanner === true]);
      const hsq = window._hsq;
      for (const call of hsq.splice(0)) report(call);
      hsq.push = (call) => report(call);`,
};

/** The events e2eEnv maps to internal names, by internal name. */
const eventOfName = new Map(
  e2eEnv.VITE_HUBSPOT_EVENTS.split(',').map((pair) => {
    const [event, name] = pair.split('=');
    return [name, event];
  }),
);

/** The named events among the calls its tag received, for the full tag set's spec: each `trackCustomBehavioralEvent` of a name e2eEnv maps. */
export const namedEvents = (calls) =>
  calls.flatMap(([method, payload]) => {
    const event = method === 'trackCustomBehavioralEvent' ? eventOfName.get(payload?.name) : undefined;
    return event === undefined ? [] : [event];
  });

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and its calls after "Accept all": its banner
 * switched off before it ran, and the sample event tracked before the choice (held until then), as its custom
 * behavioral event. No page view for the home page: the tracking code counts the page it loads on itself. The
 * next page is `setPath` then `trackPageView`.
 */
export const loadedOnceGranted = {
  global: '_hsq',
  accepted: [
    ['disableHubSpotCookieBanner', true],
    [
      'trackCustomBehavioralEvent',
      { name: /Sample Event=(\w+)/.exec(e2eEnv.VITE_HUBSPOT_EVENTS)[1], properties: { source: 'lab', currentPage: '/' } },
    ],
  ],
  nextPage: [['setPath', '/privacy'], ['trackPageView']],
};
