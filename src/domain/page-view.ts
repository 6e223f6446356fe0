/** Where the visitor is, as the router reports it. The hash is deliberately absent: it never makes a page view. */
export interface PageLocation {
  readonly pathname: string;
  /** The serialised search string, with its leading "?" or empty. */
  readonly search: string;
}

export interface PageView {
  readonly path: string;
  readonly search: string;
  readonly url: string;
  readonly title: string;
}

/** SPEC §2: a page view is owed whenever the pathname or the search changes; this is what "changes" compares. */
export function pageViewKey(location: PageLocation): string {
  return `${location.pathname}${normaliseSearch(location.search)}`;
}

function normaliseSearch(search: string): string {
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

export interface PageViewRule {
  /** The page view to send for this location, or null when the last one sent already covers it. */
  next(location: PageLocation & { readonly url: string; readonly title: string }): PageView | null;
}

/**
 * One page view on first load, one per change of pathname or search (one only when both change
 * at once), none on a hash-only change, and none twice for the same location: React StrictMode
 * runs effects twice, and this rule is what keeps that from doubling a page view.
 */
export function createPageViewRule(): PageViewRule {
  let lastKey: string | undefined;
  return {
    next(location) {
      const key = pageViewKey(location);
      if (key === lastKey) return null;
      lastKey = key;
      return {
        path: location.pathname,
        search: normaliseSearch(location.search),
        url: location.url,
        title: location.title,
      };
    },
  };
}
