// What a page does to the visitor's device and network, as the audit sees it: every request it makes, and
// every cookie and web-storage write from its first script on, with the script that made it (so a key no
// one declares can still be traced to a vendor's script), and what the device holds at a given moment.

const WROTE_BINDING = '__shellkitAuditWrote';

/** The first script URL in a stack that is not the audit's own hook: who made the write. */
function writerOf(stack) {
  const urls = [...String(stack).matchAll(/(https?:\/\/[^\s)]+?):\d+:\d+/g)].map((match) => match[1]);
  return urls[0];
}

/**
 * Starts recording on the page (call before its first navigation): requests as `{ url, method, at, body }`,
 * writes as `{ kind, name, at, writer }`. Both lists grow as the page runs, across navigations and reloads.
 */
export async function watchDevice(page) {
  const requests = [];
  const writes = [];
  page.on('request', (request) => {
    const body = request.postDataBuffer();
    requests.push({ url: request.url(), method: request.method(), at: Date.now(), body: body ? body.toString('latin1') : '' });
  });
  await page.exposeBinding(WROTE_BINDING, (_source, kind, name, stack) => {
    writes.push({ kind, name, at: Date.now(), writer: writerOf(stack) });
  });
  await page.addInitScript((binding) => {
    const wrote = (kind, name) => window[binding]?.(kind, name, new Error().stack ?? '');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      wrote(this === window.sessionStorage ? 'sessionStorage' : 'localStorage', String(key));
      return setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return cookie.get.call(this);
      },
      set(value) {
        // A deletion (an expiry in the past, or Max-Age=0) is not a write.
        const removes = /;\s*max-age=(0|-\d+)/i.test(value) || /;\s*expires=[^;]*19[0-9]{2}/i.test(value);
        if (!removes) wrote('cookie', String(value).split('=')[0].trim());
        cookie.set.call(this, value);
      },
    });
  }, WROTE_BINDING);
  return { requests, writes };
}

/** Every cookie the browser holds for the site (set by script or by a response) and every web-storage key of the page. */
export async function deviceKeys(page, siteOrigin) {
  const cookies = (await page.context().cookies(siteOrigin)).map((cookie) => ({ kind: 'cookie', name: cookie.name }));
  const storage = await page.evaluate(() => [
    ...Object.keys(window.localStorage).map((name) => ({ kind: 'localStorage', name })),
    ...Object.keys(window.sessionStorage).map((name) => ({ kind: 'sessionStorage', name })),
  ]);
  const seen = new Set();
  return [...cookies, ...storage].filter((key) => !seen.has(`${key.kind} ${key.name}`) && seen.add(`${key.kind} ${key.name}`));
}

/** deviceKeys, retried while the page is between two documents (a reload after a withdrawal). */
export async function deviceKeysWhenSettled(page, siteOrigin) {
  for (;;) {
    try {
      await page.waitForLoadState('domcontentloaded');
      return await deviceKeys(page, siteOrigin);
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}
