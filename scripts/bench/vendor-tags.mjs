// The rest of the vendor network for the full tag set: the shared fake network
// (tests/support/fake-vendors.mjs) answers every vendor's SDK, tag and API, each from its folder's
// e2e fake; every other host a page declares it reaches (a tag's second host, an image pixel) is
// answered here with an empty 204 by a second HTTPS server on this machine, so nothing leaves it,
// since Lighthouse cannot use Playwright routes. Which hosts: the origins in the served page's own
// config block (derived from the vendor registry, as the audit reads them), so no list of vendors is kept here.
import { createHash, createPublicKey } from 'node:crypto';
import { createServer } from 'node:https';
import { vendorsOf } from 'shellkit-audit/shellkit';
import { freePort, servedPage } from './processes.mjs';

/** Every host the page at `origin` declares (a `*.` wildcard kept as Chromium's resolver rules take it). */
async function declaredHosts(origin) {
  const html = await servedPage(origin);
  const block = /<script type="application\/json" id="shellkit-config">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error(`${origin}/ carries no shellkit-config block`);
  const sources = vendorsOf(JSON.parse(block[1])).flatMap((vendor) => Object.values(vendor.origins ?? {}).flat());
  return [...new Set(sources.map((source) => /^[a-z]+:\/\/((?:\*\.)?[^/:]+)/.exec(source)?.[1]).filter(Boolean))];
}

/** Answers the hosts the page at `pageOrigin` declares and `answeredHosts` does not cover, each with an empty 204. */
export async function startVendorTagServer(pageOrigin, answeredHosts) {
  const hosts = (await declaredHosts(pageOrigin)).filter((host) => !answeredHosts.includes(host));
  const { default: selfsigned } = await import('selfsigned');
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'shellkit-bench-vendor-tags' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: (hosts.length > 0 ? hosts : ['localhost']).map((value) => ({ type: 2, value })) }],
  });
  const spki = createHash('sha256')
    .update(createPublicKey(pems.cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(204, { 'access-control-allow-origin': request.headers.origin ?? '*', 'access-control-allow-credentials': 'true' });
      response.end();
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
