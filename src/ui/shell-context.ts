import type { ConsentMode } from '../domain/consent';
import type { EmbedChoice } from '../domain/embed-facts';
import type { StoredItem } from '../domain/stored-item';
import type { Purpose } from '../domain/purpose';
import type { VendorPort } from '../domain/vendor-facts';
import type { VendorPart, VendorPrivacy } from '../domain/vendor-privacy';
import type { VisitorLanguage } from '../i18n/catalogs';
import type { ConsentReceipts } from '../ports/consent-receipts.port';
import type { ShellPorts } from '../ports/shell-ports';
import type { InspectorFeed } from './inspector/inspector-feed';

/** A service this site's config uses, as the privacy page names it (from the vendor's descriptor). */
export interface PrivacyService {
  readonly port: VendorPort;
  /** The descriptor's id. */
  readonly vendor: string;
  readonly name: string;
  readonly purpose: Purpose;
  /** Parts of it that serve another purpose (session replay for experience). */
  readonly otherPurposes: Readonly<Partial<Record<Purpose, VendorPart>>>;
  /** What it receives, as facts (its descriptor's): the page phrases them in the visitor's language. */
  readonly receives: VendorPrivacy;
  /** What it stores on the visitor's device (its descriptor's declarations). */
  readonly storage: readonly StoredItem[];
  /** Named only once this global is on the page (a pixel the page brings itself): see usePrivacyServices. */
  readonly namedOncePresent?: string;
}

/** What the router hands every route: the ports and the few facts the UI renders by (never the DI container). */
export interface ShellContext {
  readonly ports: ShellPorts;
  /** The visitor's language: the page renders in it (useLanguage), and consent records name it. */
  readonly language: VisitorLanguage;
  /** The languages this site offers (VITE_LANGUAGES): the language choice lists them. */
  readonly offeredLanguages: readonly string[];
  /** The page's server answers the language choice's form post (`languageChoiceServed`): it then works without JavaScript. */
  readonly languageChoiceServed: boolean;
  /** Notice (SPEC) or opt-in: whether the banner tells ("I Understand") or asks ("Accept all", "Reject all", "Choose cookies"). */
  readonly consentMode: ConsentMode;
  /** How long an opt-in decision holds, for the privacy page's words. */
  readonly reconsentAfterMonths: number;
  /** The vendors this config runs, for the privacy page and the preferences view. */
  readonly privacyServices: readonly PrivacyService[];
  /** The embed services this config lets its pages show (VITE_EMBEDS): `<Embed>` and the privacy page read them. */
  readonly embeds?: readonly EmbedChoice[];
  /**
   * The page's server keeps a consent ledger (`consentLedger`): the privacy page lists the keys it stores. A fact of the config,
   * so the server's render and the browser's agree, and nothing on the page moves when the app takes it over.
   */
  readonly consentLedger: boolean;
  /** Present in the browser where there is a ledger: what has been recorded, for the privacy page. */
  readonly consentReceipts?: ConsentReceipts;
  /** Present when the config enables the shell inspector. */
  readonly inspector?: InspectorFeed;
}
