// Microsoft Advertising UET in the end-to-end tests and the bench: a tag id of no real account.
export const e2eEnv = { VITE_UET_TAG_ID: '12345678' };

/**
 * bat.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it defines UET, whose instance reports the tag id, replays the
 * queue (three entries a command) and reports each push.
 */
export const answeredTag = {
  script: 'https://bat.bing.com/bat.js',
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

/** The named events among the commands its tag received, for the full tag set's spec: each event but the page views. */
export const namedEvents = (calls) =>
  calls.filter(([command, name]) => command === 'event' && name !== 'page_view').map(([, name]) => String(name));
