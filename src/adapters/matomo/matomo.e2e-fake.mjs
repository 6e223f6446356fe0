// Matomo in the end-to-end tests and the bench: an instance and a site id of no real site.
export const e2eEnv = { VITE_MATOMO_URL: 'https://shellkit-e2e.matomo.cloud', VITE_MATOMO_SITE_ID: '7' };

/**
 * {url}/matomo.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts). Like the real tracker it runs what was queued on `_paq` (Matomo
 * applies `requireConsent` and the other setup commands first, then the rest in order) and takes
 * `_paq` over, reporting every command it receives. Like Matomo it honours its consent API: while
 * consent is required and not given it sets no cookie, and `forgetConsentGiven` deletes its cookies
 * and sets `mtm_consent_removed`; given consent, a tracked call sets `_pk_id` and `_pk_ses`.
 */
export const answeredTag = {
  script: 'https://shellkit-e2e.matomo.cloud/matomo.js',
  beacon: 'https://shellkit-e2e.matomo.cloud/e2e',
  fakeTag: `
      const FIRST = ['requireConsent', 'setTrackerUrl', 'setSiteId', 'setConsentGiven'];
      let required = false;
      let given = false;
      let siteId = '';
      const cookie = (name, value, seconds) => { document.cookie = name + '=' + value + '; path=/; max-age=' + seconds + '; SameSite=Lax'; };
      const run = (command) => {
        report(command);
        const [name, ...args] = command;
        if (name === 'requireConsent') required = true;
        else if (name === 'setSiteId') siteId = String(args[0]);
        else if (name === 'setConsentGiven') { given = true; cookie('mtm_consent_removed', '', 0); }
        else if (name === 'forgetConsentGiven') {
          given = false;
          required = true;
          for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0]).filter((name) => name.startsWith('_pk_'))) cookie(name, '', 0);
          cookie('mtm_consent_removed', String(Date.now()), 30 * 365 * 24 * 3600);
        } else if ((name === 'trackPageView' || name === 'trackEvent') && (given || !required)) {
          cookie('_pk_id.' + siteId + '.e2e0', 'e2evisitor.' + Math.floor(Date.now() / 1000), 13 * 30 * 24 * 3600);
          cookie('_pk_ses.' + siteId + '.e2e0', '1', 30 * 60);
        }
      };
      const queued = Array.isArray(window._paq) ? window._paq : [];
      for (const command of queued.filter(([name]) => FIRST.includes(name))) run(command);
      for (const command of queued.filter(([name]) => !FIRST.includes(name))) run(command);
      window._paq = { push: (...commands) => { for (const command of commands) run(command); return 0; } };`,
};

/** The named events among the commands its tracker received, for the full tag set's spec: each trackEvent's action. */
export const namedEvents = (calls) => calls.filter(([name]) => name === 'trackEvent').map(([, , action]) => String(action));
