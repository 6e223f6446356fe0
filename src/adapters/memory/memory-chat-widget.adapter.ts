import type { ChatWidget } from '../../ports/chat-widget.port';
import { CallLog } from './call-log';

/** Records each time the visitor opened the chat, and loads nothing: the chat port's default when no chat vendor is on. */
export class MemoryChatWidget implements ChatWidget {
  readonly log = new CallLog<'open', Record<never, never>>();

  open(): void {
    this.log.record('open', {});
  }

  get opens(): number {
    return this.log.calls.length;
  }
}
