// Fullstory in the end-to-end tests and the bench: an org id of no real org.
export const e2eEnv = { VITE_FULLSTORY_ORG_ID: 'o-E2E0FS-na1' };

/**
 * edge.fullstory.com/s/fs.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it reports the snippet's settings it found, then each operation
 * queued on FS before it ran, and takes FS over (`_api`, as fs.js does), reporting each later one.
 */
export const answeredTag = {
  script: 'https://edge.fullstory.com/s/fs.js',
  beacon: 'https://rs.fullstory.com/e2e',
  fakeTag: `
      const fs = window[window._fs_namespace];
      report(['settings', { org: window._fs_org, host: window._fs_host, captureOnStartup: window._fs_capture_on_startup }]);
      for (const [operation] of fs.q) report([operation]);
      fs.q = [];
      fs._api = (operation) => report([operation]);`,
};
