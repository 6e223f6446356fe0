import type { AnsweredTagFake } from './answered-tag';

/** A server's environment: variable name to value. */
type Env = Readonly<Record<string, string>>;

/** A vendor folder's e2e fake (`src/adapters/<vendor>/<vendor>.e2e-fake.mjs`). */
export interface VendorE2eFake {
  /** The variables that switch the vendor on in the end-to-end tests and the bench: fake ids. */
  readonly e2eEnv: Env;
  /** Its tag, answered on the machine, for a vendor that loads one. */
  readonly answeredTag?: AnsweredTagFake;
  /** For a vendor that only calls an API: its host, answered alike for every request by the fake network, its hits under the vendor's id. */
  readonly answeredApi?: { readonly host: string; readonly status: number; readonly contentType: string; readonly body: string };
  /**
   * The named events it received, for the full tag set's spec, from what its fake recorded: the calls
   * its answered tag received, or the hits its answered API received (`VendorHit`s).
   */
  readonly namedEvents?: (received: readonly unknown[]) => string[];
  /**
   * For a vendor with no consent call that loads a tag (tests/e2e/vendors/loaded-once-granted.spec.ts): the window
   * global its tag defines, and the calls its tag gets after "Accept all" on the home page (with the sample event
   * tracked before the choice), then on one page more; matched as a subset, so a payload may name only its own part.
   */
  readonly loadedOnceGranted?: {
    readonly global: string;
    readonly accepted: readonly unknown[];
    readonly nextPage: readonly unknown[];
  };
  /** For a chat vendor: the calls its answered tag receives when the visitor opens the chat, in order. */
  readonly chatOpened?: readonly unknown[][];
  /** False for a vendor left out of the full tag set (its file says why). */
  readonly inFullTagSet?: false;
  /**
   * For an SDK vendor (`loading.kind: 'sdk'`), required: by each lazy chunk its descriptor names, a pattern
   * only that SDK's own code matches. tests/vendor-chunks.test.ts finds it in that chunk alone, and in no
   * script of the first visit.
   */
  readonly sdkChunkMarkers?: Readonly<Record<string, RegExp>>;
  /** Vendor code that marks no single chunk (or is never bundled), by what it is: in no script of the first visit either. */
  readonly notInFirstVisit?: Readonly<Record<string, RegExp>>;
}

export declare const VENDOR_E2E_FAKES: Readonly<Record<string, VendorE2eFake>>;
export declare const VENDOR_E2E_ENV: Readonly<Record<string, Env>>;
export declare function e2eVariable(vendor: string, variable: string): string;
export declare const FULL_TAG_SET_VENDORS: readonly string[];
