/**
 * Issue 34 §2, customer messaging (docs/decisions/0003-chat-on-request.md): a chat widget is loaded only when the
 * visitor asks for it, from the shell's own launcher. Nothing of the vendor is requested before.
 */
export interface ChatWidget {
  /** Loads the vendor's widget (once) and opens it in the vendor's own API. Called only from the visitor's click. */
  open(): void;
}
