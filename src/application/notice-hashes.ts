import { sha256Hex } from '../platform/sha256';

/**
 * The hash of each notice text a record carries, computed once per text. Hashing is asynchronous;
 * a page being left cannot wait for it, so the hashes already known are kept apart for that moment.
 */
export class NoticeHashes {
  readonly #hash: (text: string) => Promise<string>;
  readonly #pending = new Map<string, Promise<string>>();
  readonly #known = new Map<string, string>();

  constructor(hash: (text: string) => Promise<string> = sha256Hex) {
    this.#hash = hash;
  }

  /** Rejects without Web Crypto (a page not served over HTTPS); the sender says so. */
  hashOf(text: string): Promise<string> {
    let hash = this.#pending.get(text);
    if (!hash) {
      hash = this.#hash(text);
      this.#pending.set(text, hash);
      void hash.then(
        (hex) => this.#known.set(text, hex),
        () => undefined,
      );
    }
    return hash;
  }

  /** The hash, if it is already computed. */
  known(text: string): string | undefined {
    return this.#known.get(text);
  }
}
