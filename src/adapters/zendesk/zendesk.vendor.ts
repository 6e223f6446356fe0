import { madeOnFirstOpen } from '../../ports/chat-on-request';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface ZendeskOptions {
  /** The messaging Web Widget's key (Admin Center › Channels › Messaging › Installation), a UUID: public, it names the widget. */
  readonly key: string;
}

/**
 * Zendesk's messaging Web Widget, as a chat on request (docs/decisions/0003-chat-on-request.md): nothing of it is on the
 * page until the visitor opens the chat from the shell's launcher; then its snippet loads and the messenger is opened.
 */
export const zendesk = defineVendor({
  id: 'zendesk',
  label: 'Zendesk',
  port: 'chat',
  // Necessary on request: the visitor asked for the service (the chat port's rule); no banner purpose names it.
  purpose: 'necessary',
  toldConsent:
    "nothing: it is loaded only when the visitor opens the chat from the shell’s launcher (their own request, under no banner purpose), then `zE('messenger', 'open')`",
  variables: (z) => ({
    VITE_ZENDESK_KEY: z
      .string()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        'must be a Zendesk Web Widget key: a UUID in lower case, e.g. 2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901',
      ),
  }),
  switchedOnBy: 'VITE_ZENDESK_KEY',
  variableDocs: {
    VITE_ZENDESK_KEY:
      'Zendesk: the messaging Web Widget’s key (a UUID); the shell shows its own “Chat with us” launcher and loads the widget only when the visitor opens it.',
  },
  options: (env): ZendeskOptions | undefined => (env.VITE_ZENDESK_KEY ? { key: env.VITE_ZENDESK_KEY } : undefined),
  // Zendesk's "Content Security Policy (CSP) support" for the messaging Web Widget (developer.zendesk.com,
  // zendesk-web-widget-sdks/sdks/web/csp): its custom-setup directives, less Sentry's and Twilio's (voice) hosts.
  origins: () => ({
    scriptSrc: ['https://*.zdassets.com'],
    connectSrc: ['https://*.zdassets.com', 'https://*.zendesk.com', 'https://*.smooch.io', 'wss://*.zendesk.com', 'wss://api.smooch.io'],
    imgSrc: ['https://static.zdassets.com', 'https://*.zendesk.com', 'https://media.smooch.io', 'https://*.zdusercontent.com'],
    fontSrc: ['https://*.zdassets.com'],
    frameSrc: ['https://*.zdassets.com', 'https://*.zendesk.com'],
  }),
  loading: { kind: 'script', source: 'static.zdassets.com/ekr/snippet.js?key=<key>, on the visitor’s click' },
  starts: 'at-once',
  // ZD-suid (a session id) and ZD-buid (a device id): named for the Web Widget in Zendesk's "Japan Telecommunications
  // Business Act Cookies Information" (support.zendesk.com, article 5742080105626), which gives no lifetimes. They and
  // ZD-store (the widget's state) are localStorage keys, which never expire on their own (ZD-suid holds its own expiry
  // inside): seen in public code that clears them, not in a Zendesk page; ZD-store's role is from memory.
  storage: [
    { name: 'ZD-suid', kind: 'localStorage', purpose: 'current-visit', lifetime: 'until-removed' },
    { name: 'ZD-buid', kind: 'localStorage', purpose: 'visitor-id', lifetime: 'until-removed' },
    { name: 'ZD-store', kind: 'localStorage', purpose: 'chat-conversation', lifetime: 'until-removed' },
  ],
  privacy: ['chat-messages'],
  create: (options, context) => madeOnFirstOpen(async () => (await import('./zendesk-chat-widget.adapter')).zendeskChat(options, context)),
});
