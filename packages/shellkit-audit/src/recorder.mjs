// Everything a site does to the visitor's network and device, by any means: every request attempt (fetch, XHR,
// sendBeacon, images, scripts, iframes, prefetch and preload, CSS url(), WebSockets), failed ones too, and every
// store: cookies (HttpOnly ones too, from the browser's own jar), localStorage, sessionStorage, IndexedDB
// databases and Cache Storage, with the script that wrote a key when a script did.

const BINDING = '__shellkitAuditWrote';

/** The first script URL in a stack: who made the write. */
function writerOf(stack) {
  const urls = [...String(stack).matchAll(/(https?:\/\/[^\s)]+?):\d+:\d+/g)].map((match) => match[1]);
  return urls[0];
}

/**
 * Records on every page of `context` from its first script on: `requests` as `{ url, type, at, page }`
 * (`at` is Date.now() when the browser attempted it) and `writes` as `{ store, key, at, writer, page }`.
 */
export async function recordContext(context) {
  const requests = [];
  const writes = [];
  const pageOf = (frame) => {
    try {
      return frame?.page().url() ?? '';
    } catch {
      return '';
    }
  };
  context.on('request', (request) => {
    let frame;
    try {
      frame = request.frame();
    } catch {
      frame = undefined;
    }
    requests.push({ url: request.url(), type: request.resourceType(), at: Date.now(), page: pageOf(frame) });
  });
  const watchSockets = (page) =>
    page.on('websocket', (socket) => requests.push({ url: socket.url(), type: 'websocket', at: Date.now(), page: page.url() }));
  context.on('page', watchSockets);
  for (const page of context.pages()) watchSockets(page);
  await context.exposeBinding(BINDING, ({ page }, store, key, stack) => {
    writes.push({ store, key, at: Date.now(), writer: writerOf(stack), page: page?.url() ?? '' });
  });
  await context.addInitScript((binding) => {
    const wrote = (store, key) => window[binding]?.(store, String(key), new Error().stack ?? '');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      wrote(this === window.sessionStorage ? 'sessionStorage' : 'localStorage', key);
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
        const removes = /;\s*max-age=(0|-\d+)/i.test(value) || /;\s*expires=[^;]*(19[0-9]{2}|1970)/i.test(value);
        if (!removes) wrote('cookie', String(value).split('=')[0].trim());
        cookie.set.call(this, value);
      },
    });
    if (window.indexedDB) {
      const open = IDBFactory.prototype.open;
      IDBFactory.prototype.open = function (name, ...rest) {
        wrote('indexedDB', name);
        return open.call(this, name, ...rest);
      };
    }
    if (window.caches) {
      const openCache = CacheStorage.prototype.open;
      CacheStorage.prototype.open = function (name) {
        wrote('cacheStorage', name);
        return openCache.call(this, name);
      };
    }
  }, BINDING);
  return { requests, writes };
}

/** What the device holds now for the page's origin and in the browser's cookie jar: `{ store, key, domain? }`, each once. */
export async function deviceSnapshot(page) {
  const cookies = (await page.context().cookies()).map((cookie) => ({
    store: 'cookie',
    key: cookie.name,
    domain: cookie.domain,
    httpOnly: cookie.httpOnly,
  }));
  let stores = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await page.waitForLoadState('domcontentloaded');
      stores = await page.evaluate(async () => {
        const keys = (store, storage) => {
          try {
            return Object.keys(storage).map((key) => ({ store, key }));
          } catch {
            return [];
          }
        };
        const databases = await (indexedDB.databases?.() ?? Promise.resolve([])).catch(() => []);
        const cacheNames = await (self.caches?.keys() ?? Promise.resolve([])).catch(() => []);
        return [
          ...keys('localStorage', window.localStorage),
          ...keys('sessionStorage', window.sessionStorage),
          ...databases.map((database) => ({ store: 'indexedDB', key: database.name })),
          ...cacheNames.map((name) => ({ store: 'cacheStorage', key: name })),
        ];
      });
      break;
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
  const seen = new Set();
  return [...cookies, ...stores].filter((item) => !seen.has(`${item.store} ${item.key}`) && seen.add(`${item.store} ${item.key}`));
}
