import { injectScript } from '../../platform/inject-script';
import { chatOnRequest, type ChatContext } from '../../ports/chat-on-request';
import type { CrispOptions } from './crisp.vendor';

declare global {
  interface Window {
    /** Crisp's command queue: an array until its loader takes it over (then an object with `push`). */
    $crisp?: { push(command: unknown[]): unknown };
    CRISP_WEBSITE_ID?: string;
  }
}

export const CRISP_LOADER_URL = 'https://client.crisp.chat/l.js';

/**
 * Crisp's chatbox, on the visitor's request: its snippet as code (`$crisp = []`, `CRISP_WEBSITE_ID`), its loader,
 * then `$crisp.push(['do', 'chat:open'])` (queued for the chatbox if it is still starting).
 */
export function crispChat({ websiteId }: CrispOptions, context: ChatContext, target: Window = window) {
  return chatOnRequest(context, {
    async install() {
      // A page that already runs Crisp (its own snippet) is left as it is: the open goes to that one.
      if (target.$crisp) return;
      target.$crisp = [];
      target.CRISP_WEBSITE_ID = websiteId;
      await injectScript(CRISP_LOADER_URL, target.document);
    },
    show() {
      target.$crisp?.push(['do', 'chat:open']);
      return "$crisp.push(['do', 'chat:open'])";
    },
  });
}
