/**
 * What a stored item is for, as a closed set of roles: each catalog (src/i18n/messages) phrases each role
 * once, so a new vendor picks roles and touches no catalog. The roles are the ones today's declarations
 * need; a vendor whose key fits none adds one here and its phrase to every catalog (a type error until then).
 */
export type StoredItemRole =
  // The shell's own keys (SHELL_STORED_ITEMS).
  | 'consent-flag'
  | 'consent-detail'
  | 'scroll-positions'
  | 'language-choice'
  | 'unsent-calls'
  | 'consent-outbox'
  | 'consent-receipt'
  // A vendor's keys: the phrase may name the vendor (`{service}`).
  | 'visitor-id'
  | 'visitor-id-and-settings'
  | 'visitor-id-for-ads'
  | 'referring-site'
  | 'own-keys-index'
  | 'visitor-id-and-session'
  | 'visitor-and-user-ids'
  | 'visitor-id-and-event-properties'
  | 'current-visit'
  | 'arrival-source'
  | 'visit-end'
  | 'visitor-id-end'
  | 'visit-recording'
  | 'returning-visitor'
  | 'tab-recording'
  | 'working-data'
  | 'tab-id'
  | 'open-tabs'
  | 'tracking-allowed'
  | 'cookies-allowed'
  | 'retry-queue'
  // A chat widget's conversation (the chat port: loaded only when the visitor opens the chat).
  | 'chat-conversation';

/** What a stored item is for: a role, or the ad click that brought the visitor, on a network named as it calls itself. */
export type StoredItemPurpose = StoredItemRole | { readonly role: 'ad-click'; readonly network: string };

/** How long an item stays that has no fixed span: each catalog phrases each one. */
export type StoredItemStay =
  | 'tab-session'
  | 'at-most-session'
  | 'until-removed'
  | 'until-cleared'
  | 'until-sent'
  | 'until-sent-at-most-a-week'
  | 'until-confirmed'
  | 'until-next-choice';

/** A fixed span, as the vendor's documentation gives it: each catalog phrases it with its language's plural rules. */
export type StoredItemSpan =
  { readonly minutes: number } | { readonly days: number } | { readonly months: number } | { readonly years: number };

/** How long an item stays on the device. */
export type StoredItemLifetime = StoredItemSpan | StoredItemStay;

export const SPAN_UNITS = ['minutes', 'days', 'months', 'years'] as const;

export type SpanUnit = (typeof SPAN_UNITS)[number];

/** The span's unit and count (`{ days: 90 }` is `['days', 90]`). */
export function spanOf(span: StoredItemSpan): readonly [SpanUnit, number] {
  const unit = SPAN_UNITS.find((candidate) => candidate in span) as SpanUnit;
  return [unit, (span as Readonly<Record<SpanUnit, number>>)[unit]];
}
