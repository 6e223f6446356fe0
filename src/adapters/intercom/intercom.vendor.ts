import { madeOnFirstOpen } from '../../ports/chat-on-request';
import { defineVendor } from '../../ports/vendor-descriptor';

/** Where Intercom hosts a workspace (its "regional data hosting"): the US, Europe or Australia. */
export type IntercomRegion = 'US' | 'EU' | 'AU';

export interface IntercomOptions {
  /** The workspace's app id (Settings › Installation): public, it names the Messenger to load. */
  readonly appId: string;
  /** The region the workspace is hosted in: its Messenger talks to that region's API and websockets only. */
  readonly region: IntercomRegion;
}

/**
 * Each region's own hosts, from Intercom's "Using Intercom with Content Security Policy" (intercom.com/help,
 * article 3894), which lists every region's together; which host is which region's is read from its name.
 * `apiBase` is the Messenger's `api_base` (`api-iam.<region>.intercom.io`).
 */
export const INTERCOM_REGIONS: Readonly<
  Record<IntercomRegion, { readonly apiBase: string; readonly websockets: readonly string[]; readonly uploads: readonly string[] }>
> = {
  US: {
    apiBase: 'https://api-iam.intercom.io',
    websockets: ['nexus-websocket-a.intercom.io', 'nexus-websocket-b.intercom.io'],
    uploads: ['https://uploads.intercomcdn.com'],
  },
  EU: {
    apiBase: 'https://api-iam.eu.intercom.io',
    websockets: ['nexus-europe-websocket.intercom.io'],
    uploads: ['https://uploads.intercomcdn.eu', 'https://uploads.eu.intercomcdn.com'],
  },
  AU: {
    apiBase: 'https://api-iam.au.intercom.io',
    websockets: ['nexus-australia-websocket.intercom.io'],
    uploads: ['https://uploads.au.intercomcdn.com'],
  },
};

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
    "nothing: it is loaded only when the visitor opens the chat from the shell’s launcher (their own request, under no banner purpose), then `Intercom('boot', { api_base, app_id })` and `Intercom('show')`",
  variables: (z) => ({
    VITE_INTERCOM_APP_ID: z.string().regex(/^[a-z0-9]{8}$/, 'must be an Intercom app id: 8 lower-case letters or digits, e.g. hgve3glw'),
    VITE_INTERCOM_REGION: z.enum(['US', 'EU', 'AU'], {
      error: 'must be US, EU or AU, the region the Intercom workspace is hosted in (EU: app.eu.intercom.com)',
    }),
  }),
  switchedOnBy: 'VITE_INTERCOM_APP_ID',
  variableDocs: {
    VITE_INTERCOM_APP_ID:
      'Intercom: the workspace’s app id; the shell shows its own “Chat with us” launcher and loads the Messenger only when the visitor opens it.',
    VITE_INTERCOM_REGION:
      'Where Intercom hosts the workspace, optional: US (the default), EU or AU, as its address shows (app.eu.intercom.com is EU). Only with VITE_INTERCOM_APP_ID.',
  },
  options: (env): IntercomOptions | undefined =>
    env.VITE_INTERCOM_APP_ID ? { appId: env.VITE_INTERCOM_APP_ID, region: env.VITE_INTERCOM_REGION ?? 'US' } : undefined,
  problems: (env) =>
    env.VITE_INTERCOM_REGION && !env.VITE_INTERCOM_APP_ID
      ? [{ variable: 'VITE_INTERCOM_REGION', message: 'is set but VITE_INTERCOM_APP_ID is not, so Intercom is off' }]
      : [],
  // Intercom's "Using Intercom with Content Security Policy": its widget and assets hosts, and the workspace's
  // region's API, websockets and uploads (INTERCOM_REGIONS), no other region's.
  origins: ({ region }) => ({
    scriptSrc: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connectSrc: [
      INTERCOM_REGIONS[region].apiBase,
      'https://api-ping.intercom.io',
      ...INTERCOM_REGIONS[region].websockets.flatMap((host) => [`https://${host}`, `wss://${host}`]),
      ...INTERCOM_REGIONS[region].uploads,
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
