import { isDeclaredAs, STORAGE_KINDS, type PresentItem, type StorageKind, type StoredItem } from '../domain/stored-item';
import { cookieNames, keysOf, storageOf, type StoragePage } from './device-storage';

/**
 * Removes every cookie and storage key on this page that one of `items` declares, and says what it
 * removed. The one place the shell deletes what vendors left behind (issue 25).
 *
 * A cookie can only be deleted with the domain and path it was set with, which `document.cookie`
 * does not tell: vendors set theirs on the site's top domain (many tags: "the highest level
 * domain it can") or on the host, on `/` or on the page's path. So each is expired as host-only
 * and on the host and every parent domain (a.b.example.com: a.b.example.com, .b.example.com,
 * .example.com), on `/` and every prefix of the current path. Only those paths matter: a cookie
 * set on any other is not visible here, and is not sent from here either.
 */
export function clearStoredItems(items: readonly StoredItem[], page: StoragePage = window): readonly PresentItem[] {
  if (items.length === 0) return [];
  const removed: PresentItem[] = [];
  for (const name of cookieNames(page.document)) {
    if (!items.some((item) => isDeclaredAs(item, 'cookie', name))) continue;
    expireCookie(page, name);
    removed.push({ kind: 'cookie', name });
  }
  for (const kind of STORAGE_KINDS.filter((kind): kind is Exclude<StorageKind, 'cookie'> => kind !== 'cookie')) {
    const storage = storageOf(page, kind);
    if (!storage) continue;
    for (const name of keysOf(storage)) {
      if (!items.some((item) => isDeclaredAs(item, kind, name))) continue;
      storage.removeItem(name);
      removed.push({ kind, name });
    }
  }
  return removed;
}

/** The host and each of its parent domains, longest first; an IP address has none. */
export function cookieDomains(hostname: string): readonly string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return [hostname];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** `/` and every prefix of the path, with and without its trailing slash (`/shop` and `/shop/` are two cookie paths). */
export function cookiePaths(pathname: string): readonly string[] {
  const parts = pathname.split('/').filter((part) => part !== '');
  const paths = new Set(['/']);
  for (let end = 1; end <= parts.length; end++) {
    const path = `/${parts.slice(0, end).join('/')}`;
    paths.add(path);
    paths.add(`${path}/`);
  }
  return [...paths];
}

function expireCookie(page: StoragePage, name: string): void {
  const expired = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  // A single-label host (localhost) takes no Domain attribute: host-only covers it.
  const domains = page.location.hostname.includes('.') ? cookieDomains(page.location.hostname) : [];
  for (const path of cookiePaths(page.location.pathname)) {
    page.document.cookie = `${expired}; Path=${path}`;
    for (const domain of domains) page.document.cookie = `${expired}; Path=${path}; Domain=${domain}`;
  }
}
