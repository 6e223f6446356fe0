// Tawk.to in the end-to-end tests and the bench: a property of no real account.
export const e2eEnv = { VITE_TAWK_PROPERTY_ID: '0123456789abcdef01234567' };

/**
 * embed.tawk.to/<property id>/default as the end-to-end tests answer it on the machine (AnsweredTagFake): as the real
 * widget does, it fills `Tawk_API` in and then calls its `onLoad`; it reports each call (`['maximize']`).
 */
export const answeredTag = {
  script: 'https://embed.tawk.to/0123456789abcdef01234567/default',
  beacon: 'https://va.tawk.to/e2e',
  fakeTag: `
      const api = window.Tawk_API;
      api.maximize = () => report(['maximize']);
      report(['loaded']);
      api.onLoad?.();`,
};

/** A chat receives no named events. */
export const namedEvents = () => [];

// A site runs one chat: the config refuses a second chat vendor, so the full tag set has Intercom's.
export const inFullTagSet = false;

/** The calls its widget receives when the visitor opens the chat (tests/e2e/chat/chat-launcher.spec.ts). */
export const chatOpened = [['loaded'], ['maximize']];
