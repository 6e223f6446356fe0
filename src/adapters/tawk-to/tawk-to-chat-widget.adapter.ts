import { injectScript } from '../../platform/inject-script';
import { chatOnRequest, type ChatContext } from '../../ports/chat-on-request';
import type { TawkToOptions } from './tawk-to.vendor';

/** Tawk.to's JavaScript API: `maximize` once its widget has loaded, `onLoad` called then. */
export interface TawkApi {
  maximize?: () => void;
  onLoad?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

export const tawkEmbedUrl = ({ propertyId, widgetId }: TawkToOptions) => `https://embed.tawk.to/${propertyId}/${widgetId}`;

/**
 * Tawk.to's widget, on the visitor's request: its snippet as code (`Tawk_API`, `Tawk_LoadStart`), its embed script,
 * then `Tawk_API.maximize()`, at once when the widget is up, otherwise from its `onLoad` (its API has no queue).
 */
export function tawkToChat(options: TawkToOptions, context: ChatContext, target: Window = window) {
  return chatOnRequest(context, {
    async install() {
      // A page that already runs Tawk.to (its own snippet) is left as it is: the maximize goes to that one.
      if (target.Tawk_API) return;
      target.Tawk_API = {};
      target.Tawk_LoadStart = new Date();
      await injectScript(tawkEmbedUrl(options), target.document);
    },
    show() {
      const api = target.Tawk_API;
      if (api?.maximize) api.maximize();
      else if (api) {
        const before = api.onLoad;
        api.onLoad = () => {
          before?.();
          api.maximize?.();
        };
      }
      return 'Tawk_API.maximize()';
    },
  });
}
