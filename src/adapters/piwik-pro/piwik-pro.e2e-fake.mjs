// Piwik PRO in the end-to-end tests and the bench: an account and a site id of no real site (a UUID, as the variable requires).
export const e2eEnv = { VITE_PIWIK_PRO_ACCOUNT: 'e2e-shellkit', VITE_PIWIK_PRO_SITE_ID: 'e2e9f0c0-4b11-4c0b-8e5d-5e11c1f7ab2f' };

/**
 * Its container, https://e2e-shellkit.containers.piwik.pro/{site id}.js, as the end-to-end tests answer it on the
 * machine (AnsweredTagFake, tests/support/answered-tag.ts). Like the real one it runs on the data layer its URL
 * names (`data_layer_name`, else `dataLayer`): it runs each Consent Manager command queued there as
 * `{ event: 'ppms.cm:<command>', parameters }`, then each pushed later, reported as
 * `['ppms.cm', command, ...parameters]` (callbacks left out); and it takes `_paq` over, reporting each tracking
 * command queued before it ran, then each pushed later, as it is (`['trackPageView']`).
 */
export const answeredTag = {
  script: `https://${e2eEnv.VITE_PIWIK_PRO_ACCOUNT}.containers.piwik.pro/${e2eEnv.VITE_PIWIK_PRO_SITE_ID}.js`,
  beacon: `https://${e2eEnv.VITE_PIWIK_PRO_ACCOUNT}.piwik.pro/ppms.php`,
  fakeTag: `
      const layerName = new URL(document.currentScript.src).searchParams.get('data_layer_name') || 'dataLayer';
      const layer = (window[layerName] = window[layerName] || []);
      const run = (entry) => {
        if (!entry || typeof entry.event !== 'string' || entry.event.indexOf('ppms.cm:') !== 0) return;
        const parameters = (entry.parameters || []).filter((parameter) => typeof parameter !== 'function');
        report(['ppms.cm', entry.event.slice('ppms.cm:'.length), ...parameters]);
      };
      for (const entry of layer) run(entry);
      const layerPush = layer.push.bind(layer);
      layer.push = (...entries) => {
        entries.forEach(run);
        return layerPush(...entries);
      };
      const queued = Array.isArray(window._paq) ? window._paq : [];
      window._paq = {
        push: (...commands) => {
          for (const command of commands) report(Array.from(command));
          return 0;
        },
      };
      for (const command of queued) report(Array.from(command));`,
};

/** The named events among the calls its container received, for the full tag set's spec: each `trackEvent`'s action. */
export const namedEvents = (calls) => calls.filter(([command]) => command === 'trackEvent').map(([, , action]) => String(action));

// Piwik PRO's tracker and Matomo's share the page's `_paq` (one lineage): a site runs one of the two, and the full tag
// set runs Matomo. Piwik PRO's own spec (tests/e2e/vendors/piwik-pro.spec.ts) and the script-vendor conformance run it alone.
export const inFullTagSet = false;
