import { madeOnFirstOpen } from '../../ports/chat-on-request';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface CrispOptions {
  /** The website's id in Crisp (Settings › Website Settings › Setup instructions), a UUID: public, it names the chatbox. */
  readonly websiteId: string;
}

/**
 * Crisp's chatbox, as a chat on request (docs/decisions/0003-chat-on-request.md): nothing of it is on the page until
 * the visitor opens the chat from the shell's launcher; then its loader runs and the chatbox is opened.
 */
export const crisp = defineVendor({
  id: 'crisp',
  label: 'Crisp',
  port: 'chat',
  // Necessary on request: the visitor asked for the service (the chat port's rule); no banner purpose names it.
  purpose: 'necessary',
  toldConsent:
    "nothing: it is loaded only when the visitor opens the chat from the shell’s launcher (their own request, under no banner purpose), then `$crisp.push(['do', 'chat:open'])`",
  variables: (z) => ({
    VITE_CRISP_WEBSITE_ID: z
      .string()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        'must be a Crisp website id: a UUID in lower case, e.g. 7598bf86-9ebb-46bc-8d61-be8929bbf93d',
      ),
  }),
  switchedOnBy: 'VITE_CRISP_WEBSITE_ID',
  variableDocs: {
    VITE_CRISP_WEBSITE_ID:
      'Crisp: the website id (a UUID); the shell shows its own “Chat with us” launcher and loads the chatbox only when the visitor opens it.',
  },
  options: (env): CrispOptions | undefined => (env.VITE_CRISP_WEBSITE_ID ? { websiteId: env.VITE_CRISP_WEBSITE_ID } : undefined),
  // Crisp's "Crisp Domain Names" (docs.crisp.chat, whitelisting our systems): the required hosts.
  origins: () => ({
    scriptSrc: ['https://client.crisp.chat'],
    connectSrc: ['https://client.crisp.chat', 'wss://client.relay.crisp.chat', 'https://storage.crisp.chat'],
    imgSrc: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
    fontSrc: ['https://client.crisp.chat'],
  }),
  loading: { kind: 'script', source: 'client.crisp.chat/l.js, on the visitor’s click' },
  starts: 'at-once',
  // Its session cookie: six months by default, renewed when the visitor comes back and loads the chatbox (Crisp's
  // "Crisp Cookie Policy", help.crisp.chat, and "Cookie Policies", docs.crisp.chat: CRISP_COOKIE_EXPIRE changes it).
  // Neither page names it: the name (URL-encoded "crisp-client/session/<website id>") is as requests to sites running
  // Crisp carry it.
  storage: [{ name: 'crisp-client%2Fsession%2F<website id>', kind: 'cookie', purpose: 'chat-conversation', lifetime: { months: 6 } }],
  privacy: ['chat-messages'],
  create: (options, context) => madeOnFirstOpen(async () => (await import('./crisp-chat-widget.adapter')).crispChat(options, context)),
});
