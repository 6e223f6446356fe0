import { Window } from 'happy-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { StoredItem } from '../domain/stored-item';
import { clearStoredItems, cookieDomains, cookiePaths } from './clear-stored-items';
import { presentItems } from './device-storage';

/** A page of its own at `url`, with happy-dom's cookie jar (domains and paths as a browser keeps them). */
function pageAt(url: string) {
  const window = new Window({ url });
  onTestFinished(() => window.happyDOM.close());
  return window as unknown as globalThis.Window;
}

const cookie = (name: string): StoredItem => ({ name, kind: 'cookie', purpose: 'visitor-id', lifetime: 'until-removed' });
const key = (name: string, kind: 'localStorage' | 'sessionStorage'): StoredItem => ({
  name,
  kind,
  purpose: 'visitor-id',
  lifetime: 'until-removed',
});

describe('clearing what a vendor declared', () => {
  it('deletes its cookies whichever domain and path they were set on, and leaves every other cookie', () => {
    const page = pageAt('https://a.b.example.com/shop/cart/item');
    page.document.cookie = '_ga=GA1.1.1; Domain=.example.com; Path=/';
    page.document.cookie = '_ga_2X4B6D8F0H=GS1; Domain=b.example.com; Path=/';
    page.document.cookie = '_fbp=fb.1; Path=/shop';
    page.document.cookie = '_gcl_au=1.1; Path=/shop/cart/';
    page.document.cookie = 'site_session=abc; Path=/';
    expect(page.document.cookie).toContain('_ga=');

    const removed = clearStoredItems([cookie('_ga'), cookie('_ga_<id>'), cookie('_fbp'), cookie('_gcl_*')], page);

    expect(page.document.cookie).toBe('site_session=abc');
    expect(removed.map(({ name }) => name).toSorted()).toEqual(['_fbp', '_ga', '_ga_2X4B6D8F0H', '_gcl_au']);
  });

  it('deletes a cookie set on the host alone, on localhost too', () => {
    const page = pageAt('http://localhost:4173/pricing');
    page.document.cookie = '_clck=abc; Path=/';
    page.document.cookie = '_clsk=def; Path=/pricing';
    clearStoredItems([cookie('_cl*')], page);
    expect(page.document.cookie).toBe('');
  });

  it('removes its keys and patterns from local and session storage, each from its own', () => {
    const page = pageAt('https://example.com/');
    page.localStorage.setItem('ajs_anonymous_id', '"x"');
    page.localStorage.setItem('ajs_user_traits', '{}');
    page.localStorage.setItem('cookieAccepted', 'false');
    page.sessionStorage.setItem('sentryReplaySession', '{}');
    page.sessionStorage.setItem('ajs_anonymous_id', 'kept: declared for localStorage only');

    const removed = clearStoredItems([key('ajs_*', 'localStorage'), key('sentryReplaySession', 'sessionStorage')], page);

    expect(Object.keys(page.localStorage)).toEqual(['cookieAccepted']);
    expect(Object.keys(page.sessionStorage)).toEqual(['ajs_anonymous_id']);
    expect(removed).toEqual([
      { kind: 'localStorage', name: 'ajs_anonymous_id' },
      { kind: 'localStorage', name: 'ajs_user_traits' },
      { kind: 'sessionStorage', name: 'sentryReplaySession' },
    ]);
  });

  it('says it removed nothing when nothing declared was there', () => {
    const page = pageAt('https://example.com/');
    page.document.cookie = 'other=1';
    expect(clearStoredItems([cookie('_fbp')], page)).toEqual([]);
    expect(clearStoredItems([], page)).toEqual([]);
  });

  it('tries the host and each parent domain, and / with every prefix of the path', () => {
    expect(cookieDomains('a.b.example.com')).toEqual(['a.b.example.com', 'b.example.com', 'example.com']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(cookiePaths('/shop/cart')).toEqual(['/', '/shop', '/shop/', '/shop/cart', '/shop/cart/']);
    expect(cookiePaths('/')).toEqual(['/']);
  });
});

describe('what is on the device', () => {
  it('lists every cookie and local and session storage key this page can see', () => {
    const page = pageAt('https://example.com/pricing');
    page.document.cookie = '_fbp=fb.1; Path=/';
    page.localStorage.setItem('cookieAccepted', 'true');
    page.sessionStorage.setItem('hjViewportId', 'x');
    expect(presentItems(page)).toEqual([
      { kind: 'cookie', name: '_fbp' },
      { kind: 'localStorage', name: 'cookieAccepted' },
      { kind: 'sessionStorage', name: 'hjViewportId' },
    ]);
  });
});
