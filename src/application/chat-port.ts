import type { ChatWidget } from '../ports/chat-widget.port';
import type { VendorPipeline } from './vendor-pipeline';

/** The chat the visitor asked for (a site runs one chat vendor): opening it is the visitor's own request, never held for a purpose. */
export function chatPort(chats: readonly VendorPipeline<'chat'>[]): ChatWidget {
  return {
    open() {
      for (const { delivery } of chats)
        delivery.deliver((adapter) => adapter.open(), { described: { summary: 'open', detail: undefined } });
    },
  };
}
