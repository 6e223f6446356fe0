import { injectScript } from '../../platform/inject-script';
import { chatOnRequest, type ChatContext } from '../../ports/chat-on-request';
import type { ZendeskOptions } from './zendesk.vendor';

declare global {
  interface Window {
    /** Zendesk's Web Widget API, defined by its snippet.js (which queues calls until the messenger is up). */
    zE?: (...args: unknown[]) => unknown;
  }
}

export const zendeskSnippetUrl = ({ key }: ZendeskOptions) => `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(key)}`;

/**
 * Zendesk's messaging Web Widget, on the visitor's request: its snippet.js (script id `ze-snippet`, as Zendesk's own tag
 * has it), then `zE('messenger', 'open')`.
 */
export function zendeskChat(options: ZendeskOptions, context: ChatContext, target: Window = window) {
  return chatOnRequest(context, {
    async install() {
      // A page that already runs Zendesk's widget (its own snippet) is left as it is: the open goes to that one.
      if (target.zE || target.document.getElementById('ze-snippet')) return;
      await injectScript(zendeskSnippetUrl(options), target.document, { id: 'ze-snippet' });
    },
    show() {
      target.zE?.('messenger', 'open');
      return "zE('messenger', 'open')";
    },
  });
}
