// The LinkedIn Insight Tag in the end-to-end tests and the bench: a partner id of no real account,
// and "Sample Event" mapped to a conversion, since LinkedIn takes conversions, not named events.
export const e2eEnv = { VITE_LINKEDIN_PARTNER_ID: '1234567', VITE_LINKEDIN_CONVERSIONS: 'Sample Event=12345678' };

/**
 * insight.min.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it reports the partner id it found, replays lintrk's queue and
 * takes lintrk over.
 */
export const answeredTag = {
  script: 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
  beacon: 'https://px.ads.linkedin.com/e2e',
  fakeTag: `
      report(['partner', window._linkedin_partner_id, window._linkedin_data_partner_ids]);
      for (const call of window.lintrk.q) report(call);
      window.lintrk = (action, data) => report([action, data]);`,
};

/** The events e2eEnv maps to conversions, by conversion id. */
const eventOfConversion = new Map(
  e2eEnv.VITE_LINKEDIN_CONVERSIONS.split(',').map((pair) => {
    const [event, id] = pair.split('=');
    return [Number(id), event];
  }),
);

/**
 * The named events among the calls its tag received, for the full tag set's spec: LinkedIn takes
 * conversions, so each `lintrk('track', { conversion_id })` of a conversion e2eEnv maps, by its event's name.
 */
export const namedEvents = (calls) =>
  calls.flatMap(([action, data]) => {
    const event = action === 'track' ? eventOfConversion.get(data?.conversion_id) : undefined;
    return event === undefined ? [] : [event];
  });

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and its tag's calls after "Accept all": the
 * partner id it found, then the sample event tracked before the choice, as its mapped conversion. insight.min.js
 * counts pages itself, so the next page adds no call.
 */
export const loadedOnceGranted = {
  global: 'lintrk',
  accepted: [
    ['partner', e2eEnv.VITE_LINKEDIN_PARTNER_ID, [e2eEnv.VITE_LINKEDIN_PARTNER_ID]],
    ['track', { conversion_id: Number(/Sample Event=(\d+)/.exec(e2eEnv.VITE_LINKEDIN_CONVERSIONS)[1]) }],
  ],
  nextPage: [],
};
