// Zendesk in the end-to-end tests and the bench: a Web Widget key of no real account.
export const e2eEnv = { VITE_ZENDESK_KEY: '00000000-0000-4000-8000-00000000e2e0' };

/**
 * static.zdassets.com/ekr/snippet.js as the end-to-end tests answer it on the machine (AnsweredTagFake): it reports the
 * id and key of its own tag (`ze-snippet`, `?key=`), then defines `zE`, reporting every call (`['messenger', 'open']`).
 */
export const answeredTag = {
  script: 'https://static.zdassets.com/ekr/snippet.js',
  beacon: 'https://static.zdassets.com/e2e',
  fakeTag: `
      const tag = document.getElementById('ze-snippet');
      report(['snippet', tag ? tag.id : null, tag ? new URL(tag.src).searchParams.get('key') : null]);
      window.zE = (...args) => report(args);`,
};

/** A chat receives no named events. */
export const namedEvents = () => [];

// A site runs one chat: the config refuses a second chat vendor, so the full tag set has Intercom's.
export const inFullTagSet = false;

/** The calls its widget receives when the visitor opens the chat (tests/e2e/chat/chat-launcher.spec.ts). */
export const chatOpened = [
  ['snippet', 'ze-snippet', '00000000-0000-4000-8000-00000000e2e0'],
  ['messenger', 'open'],
];
