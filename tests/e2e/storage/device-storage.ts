import type { Page } from '@playwright/test';
import { isDeclaredAs, type StorageKind, type StoredItem } from '../../../src/domain/stored-item';
import { fakeVendorAnswer } from '../../support/fake-vendors.mjs';

/**
 * Every cookie (of the browser context, whatever its domain or path) and every local and session
 * storage key of the page, as "kind name", sorted: what a visitor's device holds for this site.
 */
export async function deviceKeys(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((cookie) => `cookie ${cookie.name}`);
  const storage = await page.evaluate(() => [
    ...Object.keys(window.localStorage).map((key) => `localStorage ${key}`),
    ...Object.keys(window.sessionStorage).map((key) => `sessionStorage ${key}`),
  ]);
  return [...new Set([...cookies, ...storage])].sort();
}

/** Whether a key as `deviceKeys` names it ("cookie _fbp") is one of the declared items. */
export function declaredBy(items: readonly StoredItem[], key: string): boolean {
  const [kind, ...name] = key.split(' ');
  return items.some((item) => isDeclaredAs(item, kind as StorageKind, name.join(' ')));
}

/**
 * The faked scripts of the vendors whose real code is not from npm (Meta's fbevents.js, Hotjar's
 * tag), made to write what each vendor documents it writes, on top of what tests/support/fake-vendors
 * answers: Meta's _fbp (and _fbc when the page came from an ad click, ?fbclid=), Hotjar's two site
 * cookies and its viewport keys. Routes registered in a test take precedence over the fixture's;
 * the requests each received are counted here.
 */
export async function fakeScriptsThatStore(page: Page, hotjarSiteId: string): Promise<{ readonly requests: string[] }> {
  const requests: string[] = [];
  const writes: Record<string, string> = {
    'connect.facebook.net': `
      document.cookie = '_fbp=fb.1.' + Date.now() + '.1234567890; Path=/; Max-Age=7776000; SameSite=Lax';
      if (new URLSearchParams(location.search).has('fbclid'))
        document.cookie = '_fbc=fb.1.' + Date.now() + '.' + new URLSearchParams(location.search).get('fbclid') + '; Path=/; Max-Age=7776000; SameSite=Lax';`,
    'static.hotjar.com': `
      document.cookie = '_hjSessionUser_${hotjarSiteId}=eyJpZCI6ImUyZSJ9; Path=/; Max-Age=31536000; SameSite=Lax';
      document.cookie = '_hjSession_${hotjarSiteId}=eyJpZCI6ImUyZSJ9; Path=/; Max-Age=1800; SameSite=Lax';
      sessionStorage.setItem('hjViewportId', 'e2e-viewport');
      localStorage.setItem('hjActiveViewportIds', '["e2e-viewport"]');`,
  };
  await page.route(
    (url) => url.hostname in writes,
    async (route) => {
      const url = route.request().url();
      requests.push(url);
      const { status, headers, body } = fakeVendorAnswer(url, route.request().headers()['origin']);
      await route.fulfill({ status, headers, body: `${writes[new URL(url).hostname]}\n${String(body)}` });
    },
  );
  return { requests };
}
