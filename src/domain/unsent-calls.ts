import type { AnalyticsEvent } from './analytics-event';
import type { PageView } from './page-view';
import { isJsonObject, parseStoredJson } from './stored-json';

/**
 * A call the visitor permitted that never reached its vendor because the page was left before the
 * vendor's SDK had loaded (vendors start in idle time after load, so a quick visit can end first).
 * It is kept on the device and sent on the next visit, with its own time and page: the deferral
 * loses nothing. `vendor` is the config id it was meant for; another vendor on that port does not get it.
 */
export type UnsentCall =
  | { readonly port: 'analytics'; readonly vendor: string; readonly at: string; readonly kind: 'page'; readonly view: PageView }
  | {
      readonly port: 'analytics';
      readonly vendor: string;
      readonly at: string;
      readonly kind: 'track';
      readonly event: AnalyticsEvent;
      readonly page?: PageView;
    }
  | { readonly port: 'pixel'; readonly vendor: string; readonly at: string; readonly kind: 'track'; readonly event: AnalyticsEvent }
  | { readonly port: 'pixel'; readonly vendor: string; readonly at: string; readonly kind: 'page'; readonly view: PageView };

/** The key in localStorage (the site's own origin only, as the consent decision beside it); the privacy page names it. */
export const UNSENT_CALLS_STORAGE_KEY = 'shellkitUnsentCalls';

/** At most this many are kept across visits (the oldest go first): a page left over and over before its SDK loads must not grow storage. */
export const UNSENT_CALLS_LIMIT = 100;

/** Kept this long: a call from a visit weeks ago is no longer what the visitor did "on the next visit". */
export const UNSENT_CALLS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const isString = (value: unknown): value is string => typeof value === 'string';

function isPageView(value: unknown): value is PageView {
  return isJsonObject(value) && isString(value.path) && isString(value.search) && isString(value.url) && isString(value.title);
}

function isEvent(value: unknown): value is AnalyticsEvent {
  return isJsonObject(value) && isString(value.name) && isJsonObject(value.properties);
}

function isUnsentCall(value: unknown): value is UnsentCall {
  if (!isJsonObject(value) || !isString(value.vendor) || !isString(value.at) || Number.isNaN(Date.parse(value.at))) return false;
  if ((value.port === 'analytics' || value.port === 'pixel') && value.kind === 'page') return isPageView(value.view);
  if (value.port === 'analytics' && value.kind === 'track')
    return isEvent(value.event) && (value.page === undefined || isPageView(value.page));
  if (value.port === 'pixel' && value.kind === 'track') return isEvent(value.event);
  return false;
}

/**
 * What storage held, read strictly: anything else there (another script's value, an older shape) is
 * skipped rather than sent; calls older than the limit are dropped.
 */
export function unsentCallsFrom(stored: string | null, now: Date): UnsentCall[] {
  const parsed = parseStoredJson(stored);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isUnsentCall).filter((call) => now.getTime() - Date.parse(call.at) <= UNSENT_CALLS_MAX_AGE_MS);
}

/** Calls kept before and calls to add, within the limit (the newest kept). */
export function withUnsentCalls(kept: readonly UnsentCall[], added: readonly UnsentCall[]): UnsentCall[] {
  return [...kept, ...added].slice(-UNSENT_CALLS_LIMIT);
}
