/** `?shell-inspect` anywhere in the URL opens the inspector on load. */
export const INSPECT_PARAM = 'shell-inspect';

/**
 * A search string ("?a=1&shell-inspect") without the inspector's parameter, the rest as written. The
 * parameter is a developer's switch, not where the visitor is: in a page view, vendors would count
 * "/?shell-inspect" as a page of its own, and its opening as a visit.
 */
export function withoutInspectParam(search: string): string {
  const pairs = search.replace(/^\?/, '').split('&');
  const kept = pairs.filter((pair) => pair !== '' && pair.split('=')[0] !== INSPECT_PARAM);
  if (kept.length === pairs.length) return search;
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}
