/**
 * insight.min.js as the end-to-end tests answer it on the machine (tests/e2e/vendors/answered-tag.ts):
 * it reports the partner id it found, replays lintrk's queue and takes lintrk over. Beside the
 * adapter so that a vendor's fake lives in its folder.
 */
export const answeredTag = {
  script: (url: URL) => url.href === 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
  beacon: 'https://px.ads.linkedin.com/e2e',
  fakeTag: `
      report(['partner', window._linkedin_partner_id, window._linkedin_data_partner_ids]);
      for (const call of window.lintrk.q) report(call);
      window.lintrk = (action, data) => report([action, data]);`,
};
