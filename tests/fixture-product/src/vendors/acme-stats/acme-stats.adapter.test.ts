import { describeAnalyticsSinkConformance, type DeliveredAnalyticsCall } from 'shellkit/testing';
import type { AnalyticsEvent } from 'shellkit/vendors';
import { AcmeStatsSink } from './acme-stats.adapter';
import { acmeStats } from './acme-stats.vendor';

// The product's own vendor runs the shell's conformance suite for its port, from shellkit/testing, as the shell's
// own adapters do: what reached the endpoint is read back from the requests its fetch made.
describeAnalyticsSinkConformance('Acme Stats', () => {
  const bodies: Record<string, unknown>[] = [];
  const fetchImpl = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return new Response(null, { status: 202 });
  }) as typeof fetch;
  const sink = new AcmeStatsSink({ site: 'fixture-site', endpoint: 'https://stats.acme.example' }, fetchImpl);
  return {
    vendor: acmeStats.label,
    make: () => sink,
    delivered: () =>
      bodies.map((body): DeliveredAnalyticsCall => {
        if (body['kind'] === 'event')
          return { kind: 'track', event: { name: body['name'], properties: body['properties'] } as AnalyticsEvent };
        const view = { path: String(body['path']), search: String(body['search']), url: String(body['url']), title: String(body['title']) };
        return { kind: 'page', view };
      }),
  };
});
