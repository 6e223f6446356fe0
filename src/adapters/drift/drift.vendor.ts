import { madeOnFirstOpen } from '../../ports/chat-on-request';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface DriftOptions {
  /** The embed id its snippet loads (`drift.load('<embed id>')`, Settings › App Settings › Install): public. */
  readonly embedId: string;
}

/**
 * Drift's chat widget, as a chat on request (docs/decisions/0003-chat-on-request.md): nothing of it is on the page
 * until the visitor opens the chat from the shell's launcher; then its snippet's script loads and the chat is opened.
 */
export const drift = defineVendor({
  id: 'drift',
  label: 'Drift',
  port: 'chat',
  // Necessary on request: the visitor asked for the service (the chat port's rule); no banner purpose names it.
  purpose: 'necessary',
  toldConsent:
    "nothing: it is loaded only when the visitor opens the chat from the shell’s launcher (their own request, under no banner purpose), then `drift.api.openChat()` once `drift.on('ready')`",
  variables: (z) => ({
    VITE_DRIFT_EMBED_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{6,32}$/, 'must be a Drift embed id: 6 to 32 letters or digits, as in drift.load(…)'),
  }),
  switchedOnBy: 'VITE_DRIFT_EMBED_ID',
  variableDocs: {
    VITE_DRIFT_EMBED_ID:
      'Drift: the embed id of its snippet (`drift.load(…)`); the shell shows its own “Chat with us” launcher and loads the widget only when the visitor opens it.',
  },
  options: (env): DriftOptions | undefined => (env.VITE_DRIFT_EMBED_ID ? { embedId: env.VITE_DRIFT_EMBED_ID } : undefined),
  // Its script from js.driftt.com (its snippet); the widget's frame, API and websocket on drift.com / driftt.com hosts.
  // From memory: Drift publishes no CSP list we could find.
  origins: () => ({
    scriptSrc: ['https://js.driftt.com'],
    connectSrc: ['https://*.drift.com', 'wss://*.drift.com', 'https://*.driftt.com'],
    imgSrc: ['https://*.driftt.com', 'https://*.drift.com'],
    fontSrc: ['https://js.driftt.com'],
    frameSrc: ['https://js.driftt.com', 'https://*.drift.com'],
  }),
  loading: { kind: 'script', source: 'js.driftt.com/include/<time>/<embed id>.js, on the visitor’s click' },
  starts: 'at-once',
  // Cookie names and lifetimes as sites' cookie tables quote Drift's (driftt_aid 2 years, driftt_sid 30 minutes), and as
  // consent tools list them (drift_aid 2 years, drift_campaign_refresh 30 minutes): not from a page of Drift's own.
  storage: [
    { name: 'driftt_aid', kind: 'cookie', purpose: 'visitor-id', lifetime: { years: 2 } },
    { name: 'drift_aid', kind: 'cookie', purpose: 'visitor-id', lifetime: { years: 2 } },
    { name: 'driftt_sid', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: 'drift_campaign_refresh', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
  ],
  privacy: ['chat-messages'],
  create: (options, context) => madeOnFirstOpen(async () => (await import('./drift-chat-widget.adapter')).driftChat(options, context)),
});
