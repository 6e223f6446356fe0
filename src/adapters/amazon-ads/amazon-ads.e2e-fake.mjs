// The Amazon Ads tag in the end-to-end tests and the bench: a tag id of no real tag, and a country for its consent signal.
export const e2eEnv = { VITE_AMAZON_ADS_TAG_ID: '0e2e0e2e-0e2e-4e2e-8e2e-0e2e0e2e0e2e', VITE_AMAZON_ADS_COUNTRY: 'FR' };

/**
 * c.amazon-adsystem.com/aat/amzn.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it reports the consent signals given before it ran and takes `amznConsent`
 * over to report later ones, as `['amznConsent', consent]`; then, like the real one, it replays `amzn`'s
 * queue and takes `amzn` over, reporting every call.
 */
export const answeredTag = {
  script: 'https://c.amazon-adsystem.com/aat/amzn.js',
  beacon: 'https://s.amazon-adsystem.com/e2e',
  fakeTag: `
      for (const consent of window.amznConsentGiven || []) report(['amznConsent', consent]);
      window.amznConsent = (consent) => report(['amznConsent', consent]);
      for (const [args] of window.amzn.q.splice(0)) report(Array.from(args));
      window.amzn = (...args) => report(args);`,
};

/**
 * Every other script on its host, that is its consent script (amzn-consent.js), answered alike: an
 * `amznConsent` that keeps what it is given for the tag above to report.
 */
export const answeredApi = {
  host: 'c.amazon-adsystem.com',
  status: 200,
  contentType: 'text/javascript',
  body: 'window.amznConsent = (consent) => { (window.amznConsentGiven = window.amznConsentGiven || []).push(consent); };',
};

/** The named events among the calls its tag received, for the full tag set's spec: each `trackEvent` but PageView. */
export const namedEvents = (calls) =>
  calls.filter(([method, name]) => method === 'trackEvent' && name !== 'PageView').map(([, name]) => String(name));
