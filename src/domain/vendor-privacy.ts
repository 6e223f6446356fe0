/**
 * What a vendor receives and how, as facts: each catalog (src/i18n/messages) phrases each fact once and
 * the privacy page joins them, so a new vendor picks facts and touches no catalog. A proper name (the
 * network an ad is measured on) is data, never translated.
 */

/** What it receives: the sentence's first fact. */
export type VendorReceives =
  | 'page-views-and-named-events'
  /** Page views only (Cloudflare Web Analytics' beacon: it takes no named events). */
  | 'page-views'
  | 'same-named-events'
  | 'named-events-and-conversions'
  | 'page-views-and-counted-conversions'
  | 'scrolls-and-clicks'
  /** A session replay: a recording of the pages as shown and what the visitor does on them. */
  | 'session-recordings'
  | 'errors-and-traces'
  /** Errors alone, with no performance traces (an error monitor without tracing). */
  | 'errors'
  | 'nothing-leaves-the-page'
  /** A chat widget, once the visitor opens it: what they write, with their IP address, browser and page. */
  | 'chat-messages';

/** What else is true of what it receives, in the order the sentence says it. */
export type VendorPrivacyFact =
  | 'each-with-its-page'
  | 'without-cookies'
  /** A sampled replay: one session in ten, and every session in which an error happens. */
  | 'sampled-session-recordings'
  | 'loaded-after-page-load'
  /** A vendor that records clicks and form use on its own (an autocapture SDK). */
  | 'clicks-and-form-use'
  | 'through-site-address'
  | 'measures-advertising'
  | 'measures-and-targets-advertising'
  | { readonly measuresAdvertisingOn: string }
  /** The network's advertising storage (e.g. click-id cookies), only once marketing is accepted. */
  | { readonly advertisingStorageOf: string };

/** The privacy page's sentence about a vendor: what it receives, then the facts about it. */
export type VendorPrivacy = readonly [VendorReceives, ...VendorPrivacyFact[]];

/** A part of a vendor that serves another purpose than its own (the preferences view names it beside the vendor). */
export type VendorPart = 'advertising-storage' | 'session-replay' | 'google-tag-measurement-storage';
