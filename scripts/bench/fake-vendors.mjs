// Every vendor host the "vendors" build talks to, answered on this machine: one HTTPS server with a
// self-signed certificate, and Chromium told to resolve the vendor hosts to it (--host-resolver-rules)
// and to accept that one certificate (--ignore-certificate-errors-spki-list, its public key's hash).
// The answers mirror tests/e2e/fake-vendors.ts (Playwright routes, which Lighthouse cannot use):
// Segment's settings and API, small stand-ins for Meta's fbevents.js, Hotjar's and Clarity's scripts.
import { createHash, createPublicKey } from 'node:crypto';
import { createServer } from 'node:https';
import selfsigned from 'selfsigned';
import { FAKE_CLARITY, FAKE_FBEVENTS, FAKE_HOTJAR, PIXEL_GIF_BASE64, segmentSettings } from '../../tests/e2e/vendor-answers.mjs';
import { freePort } from './processes.mjs';

export const VENDOR_HOSTS = ['cdn.segment.com', 'api.segment.io', 'connect.facebook.net', 'www.facebook.com', 'static.hotjar.com', 'www.clarity.ms'];

const PIXEL_GIF = Buffer.from(PIXEL_GIF_BASE64, 'base64');

function answer(request) {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  const { pathname } = new URL(request.url, 'https://vendor.invalid');
  const script = (body) => ({ status: 200, type: 'text/javascript', body });
  switch (host) {
    case 'cdn.segment.com': {
      const match = /\/v1\/projects\/([^/]+)\/settings$/.exec(pathname);
      return match ? { status: 200, type: 'application/json', body: JSON.stringify(segmentSettings(decodeURIComponent(match[1]))) } : { status: 404, type: 'text/plain', body: '' };
    }
    case 'api.segment.io':
      return { status: 200, type: 'application/json', body: '{"success":true}' };
    case 'connect.facebook.net':
      return script(FAKE_FBEVENTS);
    case 'www.facebook.com':
      return { status: 200, type: 'image/gif', body: PIXEL_GIF };
    case 'static.hotjar.com':
      return script(FAKE_HOTJAR);
    case 'www.clarity.ms':
      return script(FAKE_CLARITY);
    default:
      return { status: 404, type: 'text/plain', body: '' };
  }
}

/**
 * Starts the fake vendor hosts. `hits[host]` counts requests per host (the bench waits on them);
 * `chromiumArgs` are the flags that send Chromium's vendor traffic here.
 */
export async function startFakeVendors() {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'shellkit-bench-vendors' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: VENDOR_HOSTS.map((value) => ({ type: 2, value })) }],
  });
  const spki = createHash('sha256').update(createPublicKey(pems.cert).export({ type: 'spki', format: 'der' })).digest('base64');
  const hits = Object.fromEntries(VENDOR_HOSTS.map((host) => [host, 0]));
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      if (host in hits) hits[host] += 1;
      // The SDKs read these answers with fetch from the page's origin.
      // Segment's API calls carry an Authorization header, so the browser asks first (a CORS preflight).
      const cors = { 'access-control-allow-origin': request.headers.origin ?? '*', 'access-control-allow-credentials': 'true' };
      if (request.method === 'OPTIONS') {
        response.writeHead(200, {
          ...cors,
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
          'access-control-max-age': '86400',
          'content-length': '0',
        });
        response.end();
        return;
      }
      const { status, type, body } = answer(request);
      // Scripts are cached as the vendors' CDNs cache them (a returning visitor has them); API answers never are.
      const caching = type === 'text/javascript' ? 'public, max-age=1200' : 'no-store';
      response.writeHead(status, { ...cors, 'content-type': type, 'cache-control': caching });
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
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
