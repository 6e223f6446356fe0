import type { ConsentMode } from './consent';
import type { ModeByCountry } from './consent-region';
import type { EmbedChoice } from './embed-facts';
import type { Purpose } from './purpose';
import type { StoredItem } from './stored-item';
import type { VendorOrigins, VendorPort } from './vendor-facts';
import type { VendorPart, VendorPrivacy } from './vendor-privacy';

/**
 * One vendor serving a port: each switched-on vendor is one, and "memory" (the in-memory default)
 * serves a port none is switched on for. Its name and purpose come along from its descriptor, so the
 * page can apply consent before any vendor code loads.
 */
export interface VendorChoice {
  readonly id: string;
  readonly label: string;
  readonly purpose: Purpose;
  /** Parts of it that serve another purpose (its descriptor's `otherPurposes`). */
  readonly otherPurposes?: Readonly<Partial<Record<Purpose, VendorPart>>>;
  /** What it receives, as facts the privacy page phrases in the visitor's language. */
  readonly privacy: VendorPrivacy;
  /** Its descriptor's `consentCall`: 'none' for a vendor told nothing of consent (it only ever gets what the shell lets through). */
  readonly consentCall?: 'none';
  /** Its descriptor's `countsPageViews`: a pixel that is sent every page view. */
  readonly countsPageViews?: true;
  /** Its descriptor's `countsOwnPageViews`: an analytics vendor that counts page views itself, sent none. */
  readonly countsOwnPageViews?: true;
  /** Its descriptor's `confirmsDelivery`: the inspector says "sent" once the vendor accepted a call, rather than "handed to the SDK". */
  readonly confirmsDelivery?: true;
  /** What it stores on the device (its descriptor's `storage`): the privacy page lists it, a withdrawal clears it. */
  readonly storage: readonly StoredItem[];
  /** Its descriptor's `namedOncePresent` for these options: the global that, once on the page, makes the privacy page name it. */
  readonly namedOncePresent?: string;
  /**
   * The origins it reaches (its descriptor's, for these options): the CSP is made of them, and the audit
   * (packages/shellkit-audit) names the vendor a request went to by them. Absent for the in-memory defaults.
   */
  readonly origins?: VendorOrigins;
  readonly options: unknown;
}

/** The in-memory adapter's id: every port's default, recording calls and sending nothing anywhere. */
export const MEMORY_VENDOR_ID = 'memory';

/**
 * The validated shell config, public by design: the server hands it to the browser in index.html
 * (and the build bakes one in as the default for static hosting). Plain data, so no zod is shipped.
 */
export interface ShellConfig {
  /** Where the consent decision lives: local storage (SPEC §3) or this page's memory. */
  readonly consentStore: 'local-storage' | 'memory';
  /**
   * Notice (SPEC, the default): vendors run from the first page. Opt-in: nothing runs before
   * acceptance. Opt-out (US state laws): vendors run until the visitor opts out of sale, sharing and
   * targeted advertising. In `auto` mode, the mode for a visitor whose country is unknown (opt-in) until the
   * server picks it per page (`configForVisitor`).
   */
  readonly consentMode: ConsentMode;
  /** `auto` mode's rule, on the server only: `configForVisitor` resolves it before a page is served. */
  readonly modeByCountry?: ModeByCountry;
  /** In `auto` mode, the visitor's country as the server's trusted header gave it, when known. */
  readonly visitorCountry?: string;
  /** In `auto` mode, a US visitor's state (USPS code) as the CDN's region header gave it, when known. */
  readonly visitorRegion?: string;
  /**
   * The request this page answers carried `Sec-GPC: 1` (Global Privacy Control): the page is rendered with
   * advertising off from the first byte, whatever the browser's `navigator.globalPrivacyControl` says.
   */
  readonly globalPrivacyControl?: true;
  /**
   * Re-consent (opt-in mode): a decision made under another revision of the policy, or older than
   * `maxAgeMonths`, counts as no decision and the banner asks again.
   */
  readonly consentPolicy: ConsentPolicy;
  /**
   * The server keeps proof of each decision (`CONSENT_RECORDS_PATH`): true in the pages the shell's
   * Node server serves once its ledger is open; absent on static hosting and in `npm run dev`.
   */
  readonly consentLedger?: boolean;
  /**
   * The server answers the language choice's form (`LANGUAGE_CHOICE_PATH`), so the choice works without
   * JavaScript: true in the pages the shell's Node server serves; absent on static hosting and in
   * `npm run dev`, where nothing answers the post and the choice is the app's alone.
   */
  readonly languageChoiceServed?: boolean;
  /** The shell inspector (`?shell-inspect` or Alt+Shift+I): on by default; off leaves its code unloaded and records nothing. */
  readonly inspector: boolean;
  /** SPEC §7: where the browser sends error and replay data, on the site's own origin. */
  readonly monitoring: { readonly tunnelPath: string };
  /**
   * Every vendor switched on, by port, each with a pipeline of its own, in the registry's order; a
   * port none is switched on for has its in-memory default alone. Never empty.
   */
  readonly vendors: Readonly<Record<VendorPort, readonly VendorChoice[]>>;
  /**
   * What the shell itself stores on the device (SHELL_STORED_ITEMS), all necessary: carried with the vendors'
   * declarations so the audit (packages/shellkit-audit), plain JavaScript run against any built site, reads every declaration from the page.
   */
  readonly shellStorage?: readonly StoredItem[];
  /** The languages the site offers and its fallback (VITE_LANGUAGES, VITE_DEFAULT_LANGUAGE); absent, every shipped one and `en`. */
  readonly languages?: SiteLanguages;
  /** The embed services its pages use (VITE_EMBEDS): the CSP's frame-src and the privacy page; absent, none. */
  readonly embeds?: readonly EmbedChoice[];
}

export interface SiteLanguages {
  /** The codes a visitor may get, each with a shipped catalog (src/i18n/catalogs.ts). */
  readonly offered: readonly string[];
  /** The language of a visitor whose browser asks for none of them. */
  readonly fallback: string;
}

export interface ConsentPolicy {
  /** The privacy policy's version (VITE_CONSENT_REVISION): raise it when the policy or the vendors change. */
  readonly revision: string;
  /** How long an opt-in decision holds, in calendar months (VITE_CONSENT_MAX_AGE_MONTHS). */
  readonly maxAgeMonths: number;
}

export type ConfigResult<T> = { readonly ok: true; readonly config: T } | { readonly ok: false; readonly error: string };
