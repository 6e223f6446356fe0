// Google Tag Manager in the end-to-end tests and the bench: a container id of no real container.
export const e2eEnv = { VITE_GTM_CONTAINER_ID: 'GTM-E2E0TEST' };

/**
 * gtm.js as the end-to-end tests answer it on the machine (AnsweredTagFake, tests/support/answered-tag.ts):
 * like the container, it reads what is on the dataLayer when it runs, then each entry pushed later,
 * reporting each: a gtag command (an `arguments` object, Consent Mode's) as `['gtag', command, …args]`,
 * a data-layer message (the start event, the shell's events) as `['message', message]`. A real
 * container's tags would read Consent Mode from the same entries; this one runs none.
 */
export const answeredTag = {
  script: 'https://www.googletagmanager.com/gtm.js',
  beacon: 'https://www.googletagmanager.com/e2e-gtm',
  fakeTag: `
      const dataLayer = (window.dataLayer = window.dataLayer || []);
      const handle = (entry) =>
        report(Object.prototype.toString.call(entry) === '[object Arguments]' ? ['gtag', ...Array.from(entry)] : ['message', entry]);
      for (const entry of dataLayer.slice()) handle(entry);
      const push = dataLayer.push.bind(dataLayer);
      dataLayer.push = (...entries) => {
        entries.forEach(handle);
        return push(...entries);
      };`,
};

/** The named events among what the container received, for the full tag set's spec: each message but the start event and page views. */
export const namedEvents = (calls) =>
  calls
    .filter(([kind, message]) => kind === 'message' && !['gtm.js', 'page_view'].includes(message?.event))
    .map(([, message]) => String(message.event));
