import type { z } from 'zod';
import type { Purpose } from './purpose';
import type { StoredItem } from './stored-item';
import type { VendorPart, VendorPrivacy } from './vendor-privacy';

/**
 * The ports a vendor can serve (the consent store is the shell's own, never a vendor's). `chat` is made on request
 * only: its vendor loads when the visitor opens the chat (docs/decisions/0003-chat-on-request.md).
 */
export type VendorPort = 'analytics' | 'pixel' | 'heatmap' | 'errors' | 'chat';

export const VENDOR_PORTS = ['analytics', 'pixel', 'heatmap', 'errors', 'chat'] as const satisfies readonly VendorPort[];

/**
 * Ports whose vendors run only at the visitor's own request (ePrivacy art. 5(3): strictly necessary for a service the
 * user explicitly asked for): their descriptors' purpose is `necessary`, no banner purpose names them, and the privacy
 * page lists them in a section of their own. A site runs one vendor of such a port: the config refuses two.
 */
export const ON_REQUEST_PORTS = ['chat'] as const satisfies readonly VendorPort[];

export type OnRequestPort = (typeof ON_REQUEST_PORTS)[number];

export const isOnRequestPort = (port: VendorPort): port is OnRequestPort => (ON_REQUEST_PORTS as readonly VendorPort[]).includes(port);

/** Settings of the shell's own that a vendor's options may depend on. */
export interface ShellSettings {
  /** SPEC §7: where the browser sends error and replay data, on the site's own origin. */
  readonly tunnelPath: string;
}

/** The origins a vendor needs in the Content-Security-Policy, per directive (frameSrc: an embed service's frames). */
export type VendorOrigins = Partial<Record<'scriptSrc' | 'imgSrc' | 'fontSrc' | 'connectSrc' | 'frameSrc', readonly string[]>>;

/** How a vendor's code reaches the page, so the build can name its chunks and the docs can say so. */
export type VendorLoading =
  /**
   * An SDK from npm, bundled into lazy chunks of its own; `modules` says which files each chunk takes.
   * `packages` are what a product installs to switch it on (optional peer dependencies of shellkit: the build
   * fails naming them when the vendor is on and one is missing, and stubs them when it is off).
   * `buildFlags` are the SDK's documented compile-time constants (tree-shaking flags), set by the build.
   */
  | {
      readonly kind: 'sdk';
      readonly packages: readonly string[];
      readonly chunks: readonly { readonly name: string; readonly modules: RegExp }[];
      readonly buildFlags?: Readonly<Record<string, string>>;
    }
  /** The vendor's own script, injected into the page; `source` names it for the docs. */
  | { readonly kind: 'script'; readonly source: string }
  /** Nothing to load: the adapter talks to the vendor with fetch, or to something the page brings. */
  | { readonly kind: 'nothing' };

/**
 * When the shell makes the adapter (and so starts loading the vendor), once consent permits:
 * `at-once`, or in its turn (one vendor at a time, each in an idle moment after load); of those
 * asked for at the same moment, `after-first-paint` vendors are the ones a page asks for first.
 */
export type VendorStart = 'at-once' | 'after-first-paint' | 'when-idle';

/** zod, handed in by whoever validates: a vendor's folder imports its types only, so no zod reaches the browser. */
export type Zod = typeof z;

export type VariableShape = Record<string, z.ZodType>;

/** A vendor's validated variables: each may be unset. */
export type VariablesOf<Shape extends VariableShape> = { readonly [Name in keyof Shape]?: z.output<Shape[Name]> | undefined };

export interface ConfigProblem<Variable extends string = string> {
  readonly variable: Variable;
  readonly message: string;
}

/**
 * Everything about a vendor that is plain data: its variables, what they make of it, why it runs,
 * what it needs from the CSP, how it loads and what the privacy page says. The config schema, the
 * CSP, the build's chunk names, the privacy page and the docs are derived from these.
 */
export interface VendorFacts<Options = unknown, Shape extends VariableShape = VariableShape> {
  /** The config value and folder name, in kebab case. */
  readonly id: string;
  /** The name people know it by, as the privacy page, the logs and the inspector show it. */
  readonly label: string;
  readonly port: VendorPort;
  readonly purpose: Purpose;
  /**
   * Parts of it that serve another purpose, which its adapter follows with `consentFor` (an error
   * monitor's session replay: experience). The preferences view names it there too, in the catalog's words.
   */
  readonly otherPurposes?: Readonly<Partial<Record<Purpose, VendorPart>>>;
  /** Its environment variables, each with its zod schema (unset is always allowed). */
  readonly variables: (z: Zod) => Shape;
  /** The variable that switches it on, as the docs' vendor table names it; none for the in-memory defaults. */
  readonly switchedOnBy?: keyof Shape & string;
  /**
   * What each of its variables is, one sentence each: `.env.example`'s vendor section is generated from
   * these (`npm run docs:vendors`), so a new vendor describes its variables here and edits no list.
   * Required of every vendor with a switch; none for the in-memory defaults.
   */
  readonly variableDocs?: { readonly [Name in keyof Shape & string]: string };
  /** The adapter's options from the validated variables, or undefined when it is not switched on. */
  readonly options: (variables: VariablesOf<Shape>, shell: ShellSettings) => Options | undefined;
  /** Rules across its own variables, each naming the variable to fix. */
  readonly problems?: (variables: VariablesOf<Shape>) => readonly ConfigProblem<keyof Shape & string>[];
  readonly origins: (options: Options) => VendorOrigins;
  readonly loading: VendorLoading;
  readonly starts: VendorStart | ((options: Options) => VendorStart);
  /** What it receives, as facts each catalog phrases: the privacy page's sentence about it. */
  readonly privacy: VendorPrivacy;
  /** What it is told of the visitor's choice, in its own API's terms: the docs' consent table is made from it. */
  readonly toldConsent?: string;
  /**
   * 'none' for a vendor with no consent call of its own (a script that sends one fetch per call). It is told
   * nothing; the shell's pipeline alone holds and drops its calls, and the inspector says so.
   */
  readonly consentCall?: 'none';
  /**
   * A pixel that counts page views (its adapter has `page`): every page view goes to it as to the
   * analytics vendors (issue 23). A pixel without it counts none (docs/product/vendors.md).
   */
  readonly countsPageViews?: true;
  /**
   * An analytics vendor that counts its page views itself (on load and on each client-side navigation) and has no
   * page-view call: the shell sends it no page view, as it sends none to a pixel without `countsPageViews`
   * (one that only measures conversions), and its adapter's `page` is never called. It still counts the pages viewed, so the privacy
   * page's "the pages you view" stays true.
   */
  readonly countsOwnPageViews?: true;
  /**
   * Its adapter knows when a call arrived (issue 36): each call it returns a promise for settles once the vendor accepted it
   * (a vendor called by one HTTP request: its answer), and one it takes without a promise has arrived as it returns (the in-memory adapter, which
   * records it). The inspector says "sent" only for these; a vendor without it (an SDK that queues, batches, or drops
   * what it takes for a bot's) shows "handed to the SDK".
   */
  readonly confirmsDelivery?: true;
  /**
   * Every cookie and storage key it writes on the visitor's device, from its own documentation
   * (docs/privacy/stored-on-device.md): the privacy page lists them, a withdrawal clears them, the
   * storage scan fails on any other. Required: a vendor that stores nothing (fetch only) says `[]`.
   */
  readonly storage: readonly StoredItem[];
  /**
   * The window globals its tag takes as its own (a command queue it creates and its script replaces). Two vendors
   * switched on together may not name the same one: each tag would run the other's commands, with the other's ids,
   * so the config refuses the pair, naming both variables.
   */
  readonly pageGlobals?: readonly string[];
  /**
   * A vendor the page may bring itself (a tag manager's pixel), by the global it defines there: the privacy page
   * and the preferences view name it only once that global is on the page, so a site without one never tells its
   * visitors it runs it (issue 36). Undefined (named always) when the shell loads it or the product says its pages bring one.
   */
  readonly namedOncePresent?: (options: Options) => string | undefined;
}
