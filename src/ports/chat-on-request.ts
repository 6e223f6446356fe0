import type { ChatWidget } from './chat-widget.port';
import type { AdapterContext } from './vendor-descriptor';
import { VendorUnavailable } from './vendor-unavailable';

/** What a chat vendor's adapter needs of the shell: where to say what the vendor was told. */
export type ChatContext = Pick<AdapterContext, 'consentSent'>;

/** A chat vendor in its own terms: how its widget is put on the page, and how it is opened in its own API. */
export interface ChatVendorWidget {
  /** Its snippet as code (its global, its settings), then its script: settles once the script has run, rejects when blocked. */
  install(): Promise<void>;
  /** Opens the widget in the vendor's own API (e.g. a `show` command); returns what it called, for the inspector. */
  show(): string;
}

/**
 * A chat vendor made on request only (docs/decisions/0003-chat-on-request.md): making the adapter loads nothing; the
 * visitor's first `open()` (from the shell's launcher) installs the vendor's widget, once, then each opens it. The
 * request is the visitor's own, for that service: no banner purpose governs it, and it is said so to the inspector.
 * A blocked script rejects with VendorUnavailable: the pipeline logs once that the vendor could not be loaded.
 */
export function chatOnRequest(context: ChatContext, vendor: ChatVendorWidget): ChatWidget & { open(): Promise<void> } {
  let installing: Promise<void> | undefined;
  return {
    async open() {
      if (!installing) {
        context.consentSent('loaded on the visitor’s request (they opened the chat): no banner purpose, no consent call');
        installing = vendor.install().catch((error: unknown) => {
          throw VendorUnavailable.from(error);
        });
      }
      await installing;
      context.consentSent(`opened on the visitor’s request: ${vendor.show()}`);
    },
  };
}

/**
 * The chat port's adapter as a descriptor's `create` returns it: the adapter's own module is imported on the first
 * `open()` (the visitor's click), so a page whose visitor never opens the chat fetches none of its code either.
 */
export function madeOnFirstOpen(load: () => Promise<{ open(): Promise<void> }>): ChatWidget & { open(): Promise<void> } {
  let made: Promise<{ open(): Promise<void> }> | undefined;
  return {
    async open() {
      await (await (made ??= load())).open();
    },
  };
}
