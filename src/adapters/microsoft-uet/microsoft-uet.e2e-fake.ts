/**
 * bat.js as the end-to-end tests answer it on the machine (tests/e2e/vendors/answered-tag.ts): it
 * defines UET, whose instance reports the tag id, replays the queue (three entries a command) and
 * reports each push. Beside the adapter so that a vendor's fake lives in its folder.
 */
export const answeredTag = {
  script: (url: URL) => url.href === 'https://bat.bing.com/bat.js',
  beacon: 'https://bat.bing.com/action/e2e',
  fakeTag: `
      window.UET = class {
        constructor({ ti, q }) {
          report(['new UET', ti]);
          for (let i = 0; i < q.length; i += 3) report(q.slice(i, i + 3));
        }
        push(...command) { report(command); }
      };`,
};
