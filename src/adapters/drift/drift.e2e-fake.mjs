// Drift in the end-to-end tests and the bench: an embed id of no real account.
export const e2eEnv = { VITE_DRIFT_EMBED_ID: 'e2edrift0001' };

/**
 * js.driftt.com/include/<time>/<embed id>.js as the end-to-end tests answer it on the machine (AnsweredTagFake; `{time}`
 * stands for the snippet's time bucket): it takes `drift` over, replays its snippet's queue and reports every call
 * (`['on', 'ready']`), fires `ready` with its API, whose `openChat` it reports too.
 */
export const answeredTag = {
  script: 'https://js.driftt.com/include/{time}/e2edrift0001.js',
  beacon: 'https://js.driftt.com/e2e',
  fakeTag: `
      const queued = window.drift;
      const api = { openChat: () => report(['openChat']) };
      const drift = {
        api,
        on: (event, callback) => {
          report(['on', event]);
          if (event === 'ready') callback(api, {});
        },
      };
      window.drift = window.driftt = drift;
      for (const [method, ...args] of queued) {
        if (method === 'on') drift.on(...args);
        else report([method, ...args]);
      }`,
};

/** A chat receives no named events. */
export const namedEvents = () => [];

// A site runs one chat: the config refuses a second chat vendor, so the full tag set has Intercom's.
export const inFullTagSet = false;

/** The calls its widget receives when the visitor opens the chat (tests/e2e/chat/chat-launcher.spec.ts). */
export const chatOpened = [['on', 'ready'], ['openChat']];
