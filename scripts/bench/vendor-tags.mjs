// The rest of the vendor network for the full tag set: the tags the end-to-end tests answer from each
// vendor's own folder (src/adapters/<vendor>/<vendor>.e2e-fake.ts: TikTok, LinkedIn, UET), and every
// other host a page declares it reaches, answered by a second HTTPS server on this machine, since
// Lighthouse cannot use Playwright routes. Which hosts: the origins in the served page's own config
// block (derived from the vendor registry, as the audit reads them), so no list of vendors is kept here;
// the shared fake network (tests/support/fake-vendors.mjs) keeps the hosts it answers, its rules first.
import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:https';
import path from 'node:path';
import { runnerImport } from 'vite';
import { vendorsOf } from '../audit/page-declarations.mjs';
import { freePort, servedPage } from './processes.mjs';

const ADAPTERS = path.resolve('src/adapters');
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

/** Each vendor folder's e2e fake (`answeredTag`: script, beacon, fakeTag), loaded through Vite's module runner: they are TypeScript. */
async function folderFakes() {
  const files = readdirSync(ADAPTERS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(ADAPTERS, entry.name, `${entry.name}.e2e-fake.ts`))
    .filter((file) => existsSync(file));
  return Promise.all(files.map(async (file) => (await runnerImport(file)).module.answeredTag));
}

// As tests/support/answered-tag.ts wraps a fake: `report(call)` sends one image beacon per call, as a tag reports.
const tagScript = ({ beacon, fakeTag }) => `(() => {
  let sequence = 0;
  const report = (call) => {
    sequence += 1;
    new Image().src = ${JSON.stringify(beacon)} + '?' + new URLSearchParams({ n: String(sequence), c: JSON.stringify(call) });
  };
  ${fakeTag}
})();`;

/** Every host the page at `origin` declares (a `*.` wildcard kept as Chromium's resolver rules take it). */
async function declaredHosts(origin) {
  const html = await servedPage(origin);
  const block = /<script type="application\/json" id="shellkit-config">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error(`${origin}/ carries no shellkit-config block`);
  const sources = vendorsOf(JSON.parse(block[1])).flatMap((vendor) => Object.values(vendor.origins ?? {}).flat());
  return [...new Set(sources.map((source) => /^[a-z]+:\/\/((?:\*\.)?[^/:]+)/.exec(source)?.[1]).filter(Boolean))];
}

/**
 * Answers the hosts the page at `pageOrigin` declares and `answeredHosts` does not cover: a folder fake's
 * script where one matches the URL, a GIF for its beacons, an empty 204 for anything else.
 */
export async function startVendorTagServer(pageOrigin, answeredHosts) {
  const fakes = await folderFakes();
  const hosts = [...new Set([...(await declaredHosts(pageOrigin)), ...fakes.map((fake) => new URL(fake.beacon).hostname)])].filter(
    (host) => !answeredHosts.includes(host),
  );
  const { default: selfsigned } = await import('selfsigned');
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'shellkit-bench-vendor-tags' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: hosts.map((value) => ({ type: 2, value })) }],
  });
  const spki = createHash('sha256')
    .update(createPublicKey(pems.cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      const url = new URL(request.url ?? '/', `https://${(request.headers.host ?? '').replace(/:\d+$/, '')}`);
      const cors = { 'access-control-allow-origin': request.headers.origin ?? '*', 'access-control-allow-credentials': 'true' };
      const fake = fakes.find((candidate) => candidate.script(url));
      if (fake) {
        response.writeHead(200, { ...cors, 'content-type': 'text/javascript', 'cache-control': 'public, max-age=1200' });
        response.end(tagScript(fake));
      } else if (fakes.some((candidate) => url.href.startsWith(`${candidate.beacon}?`))) {
        response.writeHead(200, { ...cors, 'content-type': 'image/gif', 'cache-control': 'no-store' });
        response.end(GIF);
      } else {
        response.writeHead(204, cors);
        response.end();
      }
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    hosts,
    resolverRules: hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`),
    spki,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/**
 * Chromium's arguments for both servers: one --host-resolver-rules (the shared fake network's rules
 * first: Chromium takes the first rule that matches, so `*.hotjar.com` here leaves static.hotjar.com to
 * it) and one certificate list.
 */
export function chromiumArgsFor(fakeNetwork, tagServer) {
  const value = (name) => fakeNetwork.chromiumArgs.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? '';
  return [
    `--host-resolver-rules=${[value('host-resolver-rules'), ...tagServer.resolverRules].filter(Boolean).join(', ')}`,
    `--ignore-certificate-errors-spki-list=${[value('ignore-certificate-errors-spki-list'), tagServer.spki].filter(Boolean).join(',')}`,
  ];
}
