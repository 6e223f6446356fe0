// Crisp in the end-to-end tests and the bench: a website id of no real chatbox.
export const e2eEnv = { VITE_CRISP_WEBSITE_ID: '00000000-0000-4000-8000-00000000c415' };

/**
 * client.crisp.chat/l.js as the end-to-end tests answer it on the machine (AnsweredTagFake): it replays `$crisp`'s
 * queue and takes it over, reporting every command (`['do', 'chat:open']`), with the website id it found.
 */
export const answeredTag = {
  script: 'https://client.crisp.chat/l.js',
  beacon: 'https://image.crisp.chat/e2e',
  fakeTag: `
      report(['website', window.CRISP_WEBSITE_ID]);
      const queued = window.$crisp;
      window.$crisp = { push: (command) => report(command) };
      for (const command of queued) report(command);`,
};

/** A chat receives no named events. */
export const namedEvents = () => [];

// A site runs one chat: the config refuses a second chat vendor, so the full tag set has Intercom's.
export const inFullTagSet = false;

/** The calls its loader receives when the visitor opens the chat (tests/e2e/chat/chat-launcher.spec.ts). */
export const chatOpened = [
  ['website', '00000000-0000-4000-8000-00000000c415'],
  ['do', 'chat:open'],
];
