// The Taboola Pixel in the end-to-end tests and the bench: an account id of no real account.
export const e2eEnv = { VITE_TABOOLA_ACCOUNT_ID: '4242424' };

/**
 * cdn.taboola.com/libtrc/unip/<account>/tfa.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): like the real one it takes `_tfa.push` over and handles what was queued, reporting
 * every command as a call `[command]`.
 */
export const answeredTag = {
  script: `https://cdn.taboola.com/libtrc/unip/${e2eEnv.VITE_TABOOLA_ACCOUNT_ID}/tfa.js`,
  beacon: 'https://trc.taboola.com/e2e',
  // A page view's `item-url` is reported without this page's origin: each worker's server has a port of its own.
  fakeTag: `
      const tfa = window._tfa;
      const reported = (command) =>
        typeof command['item-url'] === 'string' ? { ...command, 'item-url': command['item-url'].replace(location.origin, '') } : command;
      for (const command of tfa.splice(0)) report([reported(command)]);
      tfa.push = (...commands) => { for (const command of commands) report([reported(command)]); return tfa.length; };`,
};

/** The named events among the calls its tag received, for the full tag set's spec: every event but `page_view`. */
export const namedEvents = (calls) =>
  calls.filter(([command]) => command?.notify === 'event' && command.name !== 'page_view').map(([command]) => String(command.name));

const id = Number(e2eEnv.VITE_TABOOLA_ACCOUNT_ID);
const pageView = (path) => [{ notify: 'event', name: 'page_view', id, 'item-url': path }];

/** No consent call: loaded only once marketing is granted (tests/e2e/vendors/loaded-once-granted.spec.ts). */
export const loadedOnceGranted = {
  global: '_tfa',
  // The page accepted on, then the event clicked before the choice, held until then.
  accepted: [pageView('/'), [{ source: 'lab', currentPage: '/', notify: 'event', name: 'Sample Event', id }]],
  nextPage: [pageView('/privacy')],
};
