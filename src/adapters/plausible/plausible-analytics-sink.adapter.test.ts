import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { describeAnalyticsSinkConformance, type DeliveredAnalyticsCall } from '../../testing/conformance/analytics-sink.conformance';
import { PlausibleAnalyticsSink } from './plausible-analytics-sink.adapter';
import { plausible } from './plausible.vendor';

const options = { domain: 'shell.example.com', apiHost: 'https://stats.example.com' };

/** A fetch standing for Plausible's Events API: records each request's URL, init and parsed body. */
function eventsApi(status = 202) {
  const requests: { url: string; init: RequestInit; body: Record<string, unknown> }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    return new Response(null, { status });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, requests };
}

/** Plausible's flat properties back into the caller's: values the adapter sent as JSON text are parsed again. */
const unflatten = (props: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(props).map(([key, value]) => [
      key,
      typeof value === 'string' && /^[[{]/.test(value) ? (JSON.parse(value) as unknown) : value,
    ]),
  );

// The same suite as every analytics adapter. Plausible has nothing to load, so none of the loading cases apply.
describeAnalyticsSinkConformance('Plausible', () => {
  const api = eventsApi();
  const sink = new PlausibleAnalyticsSink(options, api.fetchImpl);
  return {
    vendor: plausible.label,
    make: () => sink,
    delivered: () =>
      api.requests.map(({ body }): DeliveredAnalyticsCall => {
        const props = (body['props'] ?? {}) as Record<string, unknown>;
        if (body['name'] !== 'pageview')
          return { kind: 'track', event: { name: String(body['name']), properties: unflatten(props) } as AnalyticsEvent };
        const url = new URL(String(body['url']));
        return { kind: 'page', view: { path: url.pathname, search: url.search, url: url.href, title: String(props['title']) } };
      }),
  };
});

describe('PlausibleAnalyticsSink (Events API, fetch only)', () => {
  it('sends a page view as its pageview event with the page URL, to {host}/api/event, as a simple keepalive request', async () => {
    const api = eventsApi();
    await new PlausibleAnalyticsSink(options, api.fetchImpl).page({
      path: '/pricing',
      search: '?plan=pro',
      url: 'https://shell.example.com/pricing?plan=pro',
      title: 'Pricing',
    });
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.url).toBe('https://stats.example.com/api/event');
    expect(request?.init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'text/plain' } });
    expect(request?.body).toMatchObject({
      name: 'pageview',
      url: 'https://shell.example.com/pricing?plan=pro',
      domain: 'shell.example.com',
      props: { title: 'Pricing' },
    });
  });

  it('sends a named event with its properties, currentPage included, at the page it happened on; non-scalar values as JSON text', async () => {
    const api = eventsApi();
    await new PlausibleAnalyticsSink(options, api.fetchImpl).track({
      name: 'Plan Chosen',
      properties: { currentPage: '/pricing', plan: 'Pro', seats: 3, annual: true, tags: ['a'] },
    });
    expect(api.requests[0]?.body).toMatchObject({
      name: 'Plan Chosen',
      url: `${location.origin}/pricing`,
      domain: 'shell.example.com',
      props: { currentPage: '/pricing', plan: 'Pro', seats: 3, annual: true, tags: '["a"]' },
    });
  });

  it('a refusal rejects the call, naming the status, for the pipeline to log once', async () => {
    const api = eventsApi(400);
    await expect(new PlausibleAnalyticsSink(options, api.fetchImpl).track({ name: 'Lead', properties: {} })).rejects.toThrow(
      'Plausible answered HTTP 400',
    );
  });
});
