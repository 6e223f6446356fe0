// The one fake vendor network: what every vendor host the shell talks to answers, on this machine.
// The end-to-end tests serve it through Playwright routes (tests/support/fake-vendor-routes.ts), the
// bench through a local HTTPS server Chromium is pointed at (startFakeVendorServer, below; Lighthouse
// cannot use Playwright routes). Plain JavaScript, so the bench runs it under Node as it is.
//
// Meta's, Hotjar's, Clarity's and Google's scripts cannot be fetched here, so small stand-ins take
// their place (they take over the queue the shell's snippet code built, as the real ones do). A
// vendor whose folder's e2e fake has `answeredTag` (TikTok, LinkedIn, UET) or `answeredApi`
// (Plausible, Mixpanel) is answered from there, so a new vendor of either kind adds nothing to this file.
import { createHash, createPublicKey } from 'node:crypto';
import { createServer } from 'node:https';
import { freePort } from './free-port.mjs';
import { VENDOR_E2E_FAKES } from './vendor-e2e-fakes.mjs';

/** Segment's settings for a project with only its own destination: no device-mode scripts to fetch, no metrics beacons. */
export const segmentSettings = (writeKey) => ({
  integrations: { 'Segment.io': { apiKey: writeKey, apiHost: 'api.segment.io/v1', unbundledIntegrations: [], addBundledMetadata: true } },
  plan: {
    track: { __default: { enabled: true, integrations: {} } },
    identify: { __default: { enabled: true } },
    group: { __default: { enabled: true } },
  },
  edgeFunction: {},
  analyticsNextEnabled: true,
  middlewareSettings: {},
  enabledMiddleware: {},
  metrics: { sampleRate: 0 },
  legacyVideoPluginsEnabled: false,
  remotePlugins: [],
});

// Stands in for connect.facebook.net's fbevents.js: it takes over the queueing fbq the shell
// installed (as the real script does) and reports each call with an image beacon to
// www.facebook.com/tr, the way the real pixel reports. Each beacon carries a sequence number (the
// real one carries a timestamp and more), so two identical events are two requests. Every command is
// reported, consent calls included (`command=consent&ev=grant`), so tests see them in order with the
// events, as the pixel receives them.
export const FAKE_FBEVENTS = `(() => {
  const fbq = window.fbq;
  let sequence = 0;
  const send = (args) => {
    const [command, name, properties] = args;
    sequence += 1;
    const query = new URLSearchParams({ command: String(command), ev: String(name ?? ''), cd: JSON.stringify(properties ?? {}), n: String(sequence) });
    new Image().src = 'https://www.facebook.com/tr/?' + query;
  };
  fbq.callMethod = (...args) => send(args);
  for (const args of fbq.queue.splice(0)) send(Array.from(args));
})();`;

export const FAKE_HOTJAR = 'window.__hotjarRan = { settings: window._hjSettings, readyState: document.readyState };';

// Stands in for Clarity's tag: it takes over the queueing clarity (as the real tag does), and keeps
// every call it receives, queued or later, in window.__clarityCalls, so tests read consentv2 calls as
// Clarity sees them.
export const FAKE_CLARITY = `(() => {
  const queued = (window.clarity && window.clarity.q) || [];
  const calls = [];
  window.__clarityRan = { queued: queued.length, readyState: document.readyState };
  window.__clarityCalls = calls;
  window.clarity = (...args) => { calls.push(args); };
  for (const args of queued) calls.push(Array.from(args));
})();`;

// Stands in for www.googletagmanager.com/gtag/js: like gtag.js, it handles the commands already on
// window.dataLayer, then each one pushed later, and only `arguments` objects count as commands (an
// array pushed there is a data-layer message to gtag.js, not a command). It reports each command with
// an image beacon to www.google-analytics.com/g/collect carrying the command (c), its arguments as
// JSON (a), whether it was queued before the tag ran (q=1) and a sequence number (n), so tests see
// what Google's tag received, in order.
export const FAKE_GTAG = `(() => {
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  let sequence = 0;
  const handle = (entry, queued) => {
    if (Object.prototype.toString.call(entry) !== '[object Arguments]') return;
    const [command, ...rest] = Array.from(entry);
    sequence += 1;
    const query = new URLSearchParams({ c: String(command), a: JSON.stringify(rest), q: queued ? '1' : '0', n: String(sequence) });
    new Image().src = 'https://www.google-analytics.com/g/collect?' + query;
  };
  for (const entry of dataLayer.slice()) handle(entry, true);
  const push = dataLayer.push.bind(dataLayer);
  dataLayer.push = (...entries) => {
    for (const entry of entries) handle(entry, false);
    return push(...entries);
  };
})();`;
/** A 1x1 GIF, as the pixel's beacon endpoint answers. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

/** Every vendor folder's answered API (`answeredApi` in its e2e fake): a host answered alike for every request, counted under the vendor's id. */
const ANSWERED_APIS = Object.entries(VENDOR_E2E_FAKES).flatMap(([vendor, fake]) =>
  fake.answeredApi ? [{ vendor, ...fake.answeredApi }] : [],
);

/** Every vendor folder's tag fake (`answeredTag` in src/adapters/<vendor>/<vendor>.e2e-fake.mjs). */
const ANSWERED_TAGS = Object.values(VENDOR_E2E_FAKES).flatMap((fake) => (fake.answeredTag ? [fake.answeredTag] : []));

/**
 * Whether a URL is the script a tag fake answers: its URL, whatever the query; a `{time}` in it stands for any number
 * (Drift's snippet puts the time, rounded to five minutes, in its script's path).
 */
export const isAnsweredTagScript = (tag, url) => {
  const { origin, pathname } = new URL(url);
  if (!tag.script.includes('{time}')) return origin + pathname === tag.script;
  const [before, after] = tag.script.split('{time}');
  const address = origin + pathname;
  return address.startsWith(before) && address.endsWith(after) && /^\d+$/.test(address.slice(before.length, address.length - after.length));
};

/** The beacon each fake tag sends per call: `?n=<order>&c=<the call as JSON>`. Prepended to the tag's `fakeTag`. */
const reporter = (beacon) => `
  let sequence = 0;
  const report = (call) => {
    sequence += 1;
    new Image().src = ${JSON.stringify(beacon)} + '?' + new URLSearchParams({ n: String(sequence), c: JSON.stringify(call) });
  };`;

/** The script a tag fake is answered with: its `fakeTag`, with `report(call)` beside it. */
export const answeredTagScript = ({ beacon, fakeTag }) => `(() => {${reporter(beacon)}\n${fakeTag}\n})();`;

/**
 * The frames of the embed services the test product's /embeds page shows (tests/fixture-product/src/page-texts.ts), by
 * host and the path their frames are under: each answered with a page of its own once the visitor allows it.
 */
const EMBED_FRAMES = [
  { host: 'www.youtube-nocookie.com', path: '/embed/' },
  { host: 'www.google.com', path: '/maps/embed' },
  { host: 'platform.twitter.com', path: '/embed/' },
  { host: 'player.vimeo.com', path: '/video/' },
  { host: 'www.instagram.com', path: '/p/' },
  { host: 'open.spotify.com', path: '/embed/' },
  { host: 'calendly.com', path: '/' },
  { host: 'share.hsforms.com', path: '/' },
  { host: 'forms.example.org', path: '/' },
];

/** What an embed's frame is answered with: a page that says it is the fake, in the page's language. */
const EMBED_FRAME_PAGE = '<!doctype html><html lang="en"><title>Embedded content</title><p>Embedded content (the fake network)</p></html>';

/** Every host the fake network answers (PostHog's US and EU clouds included), the tag fakes' and the embeds' frames too. */
export const VENDOR_HOSTS = [
  'cdn.segment.com',
  'api.segment.io',
  'connect.facebook.net',
  'www.facebook.com',
  'static.hotjar.com',
  'www.clarity.ms',
  'us.i.posthog.com',
  'eu.i.posthog.com',
  'www.googletagmanager.com',
  'www.google-analytics.com',
  ...ANSWERED_APIS.map(({ host }) => host),
  ...new Set(ANSWERED_TAGS.flatMap(({ script, beacon }) => [new URL(script).hostname, new URL(beacon).hostname])),
  ...EMBED_FRAMES.map(({ host }) => host),
];

/**
 * Which fake answers a URL (the name tests count hits under: a vendor folder's answered API under the
 * vendor's id), or undefined for a URL the network does not answer: to the tests, a request that left the machine.
 */
export function fakeVendorOf(url) {
  const { protocol, hostname, pathname } = new URL(url);
  if (protocol !== 'https:') return undefined;
  const api = ANSWERED_APIS.find(({ host }) => host === hostname);
  if (api) return api.vendor;
  if (EMBED_FRAMES.some(({ host, path }) => host === hostname && pathname.startsWith(path))) return 'embed-frame';
  switch (hostname) {
    case 'cdn.segment.com':
      return 'segment-settings';
    case 'api.segment.io':
      return 'segment-api';
    case 'connect.facebook.net':
      return 'meta-script';
    case 'www.facebook.com':
      return pathname === '/tr' || pathname.startsWith('/tr/') ? 'meta-beacon' : undefined;
    case 'static.hotjar.com':
      return 'hotjar';
    case 'www.clarity.ms':
      return 'clarity';
    case 'www.googletagmanager.com':
      return pathname === '/gtag/js' ? 'ga4-script' : undefined;
    case 'www.google-analytics.com':
      return pathname === '/g/collect' ? 'ga4-collect' : undefined;
    default:
      return /^[a-z]+\.i\.posthog\.com$/.test(hostname) ? 'posthog' : undefined;
  }
}

/**
 * What the fake network answers a request: `{ status, headers, body }`. `origin` is the page's, for
 * the CORS headers the SDKs' fetches need. Scripts are cacheable as the vendors' CDNs make them (a
 * returning visitor has them); API answers never are.
 */
export function fakeVendorAnswer(url, origin) {
  const cors = { 'access-control-allow-origin': origin ?? '*', 'access-control-allow-credentials': 'true' };
  const answer = (status, type, body) => ({
    status,
    headers: { ...cors, 'content-type': type, 'cache-control': type === 'text/javascript' ? 'public, max-age=1200' : 'no-store' },
    body,
  });
  const json = (value) => answer(200, 'application/json', JSON.stringify(value));
  const notFound = () => answer(404, 'text/plain', '');
  // A tag fake's script and beacon (the end-to-end tests answer these through Playwright routes of their own, answered-tag.ts).
  const tag = ANSWERED_TAGS.find((fake) => isAnsweredTagScript(fake, url));
  if (tag) return answer(200, 'text/javascript', answeredTagScript(tag));
  if (ANSWERED_TAGS.some(({ beacon }) => String(url).startsWith(`${beacon}?`))) return answer(200, 'image/gif', PIXEL_GIF);
  const name = fakeVendorOf(url);
  const api = ANSWERED_APIS.find(({ vendor }) => vendor === name);
  if (api) return answer(api.status, api.contentType, api.body);
  switch (name) {
    case 'segment-settings': {
      const match = /\/v1\/projects\/([^/]+)\/settings$/.exec(new URL(url).pathname);
      return match ? json(segmentSettings(decodeURIComponent(match[1]))) : notFound();
    }
    case 'segment-api':
      return json({ success: true });
    case 'meta-script':
      return answer(200, 'text/javascript', FAKE_FBEVENTS);
    case 'meta-beacon':
      return answer(200, 'image/gif', PIXEL_GIF);
    case 'hotjar':
      return answer(200, 'text/javascript', FAKE_HOTJAR);
    case 'clarity':
      return answer(200, 'text/javascript', FAKE_CLARITY);
    case 'posthog':
      return json({ status: 'Ok' });
    case 'ga4-script':
      return answer(200, 'text/javascript', FAKE_GTAG);
    case 'ga4-collect':
      return answer(200, 'image/gif', PIXEL_GIF);
    case 'embed-frame':
      return answer(200, 'text/html', EMBED_FRAME_PAGE);
    default:
      return notFound();
  }
}

/**
 * The fake network as one HTTPS server with a self-signed certificate, for a browser that cannot
 * use Playwright routes: `chromiumArgs` resolve every vendor host to it (--host-resolver-rules) and
 * accept that one certificate (--ignore-certificate-errors-spki-list, its public key's hash).
 * `hits[host]` counts the requests each host received.
 */
export async function startFakeVendorServer() {
  const { default: selfsigned } = await import('selfsigned');
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'shellkit-fake-vendors' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: VENDOR_HOSTS.map((value) => ({ type: 2, value })) }],
  });
  const spki = createHash('sha256')
    .update(createPublicKey(pems.cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const hits = Object.fromEntries(VENDOR_HOSTS.map((host) => [host, 0]));
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      if (host in hits) hits[host] += 1;
      // Segment's API calls carry an Authorization header, so the browser asks first (a CORS preflight).
      if (request.method === 'OPTIONS') {
        response.writeHead(200, {
          'access-control-allow-origin': request.headers.origin ?? '*',
          'access-control-allow-credentials': 'true',
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
          'access-control-max-age': '86400',
          'content-length': '0',
        });
        response.end();
        return;
      }
      const { status, headers, body } = fakeVendorAnswer(`https://${host}${request.url}`, request.headers.origin);
      response.writeHead(status, headers);
      response.end(body);
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    hits,
    chromiumArgs: [
      `--host-resolver-rules=${VENDOR_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')}`,
      `--ignore-certificate-errors-spki-list=${spki}`,
    ],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
