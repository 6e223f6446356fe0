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
