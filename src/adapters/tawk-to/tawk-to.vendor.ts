import { madeOnFirstOpen } from '../../ports/chat-on-request';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface TawkToOptions {
  /** The property id (Administration › Overview): public, 24 hexadecimal digits. */
  readonly propertyId: string;
  /** The widget id of the property's chat widget (Administration › Chat Widget): `default` unless another is set. */
  readonly widgetId: string;
}

/**
 * Tawk.to's chat widget, as a chat on request (docs/decisions/0003-chat-on-request.md): nothing of it is on the page
 * until the visitor opens the chat from the shell's launcher; then its embed script loads and the widget is maximized.
 */
export const tawkTo = defineVendor({
  id: 'tawk-to',
  label: 'Tawk.to',
  port: 'chat',
  // Necessary on request: the visitor asked for the service (the chat port's rule); no banner purpose names it.
  purpose: 'necessary',
  toldConsent:
    'nothing: it is loaded only when the visitor opens the chat from the shell’s launcher (their own request, under no banner purpose), then `Tawk_API.maximize()` once it has loaded (`Tawk_API.onLoad`)',
  variables: (z) => ({
    VITE_TAWK_PROPERTY_ID: z.string().regex(/^[0-9a-f]{24}$/, 'must be a Tawk.to property id: 24 hexadecimal digits in lower case'),
    VITE_TAWK_WIDGET_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{1,32}$/, 'must be a Tawk.to widget id: 1 to 32 letters or digits (default unless set)'),
  }),
  switchedOnBy: 'VITE_TAWK_PROPERTY_ID',
  variableDocs: {
    VITE_TAWK_PROPERTY_ID:
      'Tawk.to: the property id; the shell shows its own “Chat with us” launcher and loads the widget only when the visitor opens it.',
    VITE_TAWK_WIDGET_ID: 'Tawk.to: the widget id of the property’s chat widget (`default` unless set).',
  },
  options: (env): TawkToOptions | undefined =>
    env.VITE_TAWK_PROPERTY_ID ? { propertyId: env.VITE_TAWK_PROPERTY_ID, widgetId: env.VITE_TAWK_WIDGET_ID ?? 'default' } : undefined,
  problems: (env) =>
    env.VITE_TAWK_WIDGET_ID !== undefined && env.VITE_TAWK_PROPERTY_ID === undefined
      ? [{ variable: 'VITE_TAWK_WIDGET_ID', message: 'is read only with VITE_TAWK_PROPERTY_ID: set the property id too, or unset this' }]
      : [],
  // Its embed script and the widget's assets come from embed.tawk.to and other tawk.to hosts; it talks over wss.
  origins: () => ({
    scriptSrc: ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
    connectSrc: ['https://*.tawk.to', 'wss://*.tawk.to'],
    imgSrc: ['https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link'],
    fontSrc: ['https://*.tawk.to'],
    frameSrc: ['https://*.tawk.to'],
  }),
  loading: { kind: 'script', source: 'embed.tawk.to/<property id>/<widget id>, on the visitor’s click' },
  starts: 'at-once',
  // Tawk.to's "What are tawk.to cookies and what do they do?" (help.tawk.to).
  storage: [
    { name: 'tawk_uuid_<property id>', kind: 'cookie', purpose: 'visitor-id', lifetime: { months: 6 } },
    { name: 'twk_idm_key', kind: 'cookie', purpose: 'chat-conversation', lifetime: 'at-most-session' },
    { name: 'TawkConnectionTime', kind: 'cookie', purpose: 'open-tabs', lifetime: 'at-most-session' },
    { name: 'twk_token_*', kind: 'localStorage', purpose: 'chat-conversation', lifetime: 'until-removed' },
  ],
  privacy: ['chat-messages'],
  create: (options, context) => madeOnFirstOpen(async () => (await import('./tawk-to-chat-widget.adapter')).tawkToChat(options, context)),
});
