import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeVendorAnswer, VENDOR_HOSTS } from '../../support/fake-vendors.mjs';

/** The fake vendor network on plain HTTP, for a browser the test does not drive (the audit's own). */
export interface FakeVendorProxy {
  /** `--route-map` arguments sending every vendor host here. */
  readonly routeMap: readonly string[];
  /** The hosts asked for, in order, as `host path`. */
  readonly hits: readonly string[];
  close(): Promise<void>;
}

/**
 * Answers as tests/support/fake-vendors.mjs does, for the host the audit's `--route-map` passes along in
 * X-Forwarded-Host; `scripts` replaces what a host answers with a script of the test's (a vendor made to misbehave).
 */
export async function startFakeVendorProxy(scripts: Readonly<Record<string, string>> = {}): Promise<FakeVendorProxy> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const host = String(request.headers['x-forwarded-host']);
      hits.push(`${host} ${request.url}`);
      const answer = fakeVendorAnswer(`https://${host}${request.url}`, request.headers.origin);
      const script = scripts[host];
      response.writeHead(
        script === undefined ? answer.status : 200,
        script === undefined ? answer.headers : { ...answer.headers, 'content-type': 'text/javascript' },
      );
      response.end(script ?? answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    routeMap: VENDOR_HOSTS.map((host) => `${host}=${origin}`),
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
