// Intercom in the end-to-end tests and the bench: an app id of no real workspace.
export const e2eEnv = { VITE_INTERCOM_APP_ID: 'e2echat1' };

/**
 * widget.intercom.io/widget/<app id> as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it replays the queue of the snippet's `Intercom` and takes it over, reporting
 * every call (`['boot', { app_id, api_base }]`, `['show']`).
 */
export const answeredTag = {
  script: 'https://widget.intercom.io/widget/e2echat1',
  beacon: 'https://js.intercomcdn.com/e2e',
  fakeTag: `
      for (const call of window.Intercom.q ?? []) report(call);
      window.Intercom = (...args) => report(args);`,
};

/** A chat receives no named events. */
export const namedEvents = () => [];

/** The calls its widget receives when the visitor opens the chat (tests/e2e/chat/chat-launcher.spec.ts). */
export const chatOpened = [['boot', { api_base: 'https://api-iam.intercom.io', app_id: 'e2echat1' }], ['show']];
