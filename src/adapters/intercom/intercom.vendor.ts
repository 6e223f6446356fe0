import { madeOnFirstOpen } from '../../ports/chat-on-request';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface IntercomOptions {
  /** The workspace's app id (Settings › Installation): public, it names the Messenger to load. */
  readonly appId: string;
}

/**
 * Intercom's Messenger, as a chat on request (docs/decisions/0003-chat-on-request.md): nothing of it is on the page
 * until the visitor opens the chat from the shell's launcher; then its widget loads, boots and is shown.
 */
export const intercom = defineVendor({
  id: 'intercom',
  label: 'Intercom',
  port: 'chat',
  // Necessary on request: the visitor asked for the service (the chat port's rule); no banner purpose names it.
  purpose: 'necessary',
  toldConsent:
    "nothing: it is loaded only when the visitor opens the chat from the shell’s launcher (their own request, under no banner purpose), then `Intercom('boot', { app_id })` and `Intercom('show')`",
  variables: (z) => ({
    VITE_INTERCOM_APP_ID: z.string().regex(/^[a-z0-9]{8}$/, 'must be an Intercom app id: 8 lower-case letters or digits, e.g. hgve3glw'),
  }),
  switchedOnBy: 'VITE_INTERCOM_APP_ID',
  variableDocs: {
    VITE_INTERCOM_APP_ID:
      'Intercom: the workspace’s app id; the shell shows its own “Chat with us” launcher and loads the Messenger only when the visitor opens it.',
  },
  options: (env): IntercomOptions | undefined => (env.VITE_INTERCOM_APP_ID ? { appId: env.VITE_INTERCOM_APP_ID } : undefined),
  // Intercom's "Using Intercom with Content Security Policy" (the US-hosted workspace's hosts).
  origins: () => ({
    scriptSrc: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connectSrc: [
      'https://api-iam.intercom.io',
      'https://api-ping.intercom.io',
      'https://nexus-websocket-a.intercom.io',
      'wss://nexus-websocket-a.intercom.io',
      'https://nexus-websocket-b.intercom.io',
      'wss://nexus-websocket-b.intercom.io',
      'https://uploads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
    ],
    imgSrc: [
      'https://js.intercomcdn.com',
      'https://static.intercomassets.com',
      'https://downloads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
      'https://gifs.intercomcdn.com',
    ],
    fontSrc: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    frameSrc: ['https://intercom-sheets.com'],
  }),
  loading: { kind: 'script', source: 'widget.intercom.io/widget/<app id>, on the visitor’s click' },
  starts: 'at-once',
  // Intercom's "Intercom Messenger Cookies" (help article 2361922): first-party cookies, named after the app id.
  storage: [
    { name: 'intercom-id-<app id>', kind: 'cookie', purpose: 'visitor-id', lifetime: { months: 9 } },
    { name: 'intercom-session-<app id>', kind: 'cookie', purpose: 'chat-conversation', lifetime: { days: 7 } },
    { name: 'intercom-device-id-<app id>', kind: 'cookie', purpose: 'visitor-id', lifetime: { months: 9 } },
  ],
  privacy: ['chat-messages'],
  create: (options, context) =>
    madeOnFirstOpen(async () => (await import('./intercom-chat-widget.adapter')).intercomChat(options, context)),
});
