import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import {
  describeAnalyticsSinkConformance,
  type AnalyticsSinkHarness,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../ports/analytics-sink.conformance';
import { SegmentAnalyticsSink, type SegmentConfig } from './segment-analytics-sink.adapter';

/**
 * The real @segment/analytics-next runs here; only the network is fake. Every request goes to
 * `globalThis.fetch`, which answers the settings request and records the event POSTs, so nothing
 * leaves the machine and the tests read what Segment would have received.
 */

interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
}

type SettingsAnswer = 'ok' | 'blocked' | number;

class FakeSegmentNetwork {
  readonly requests: RecordedRequest[] = [];
  settings: SettingsAnswer = 'ok';

  readonly fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    this.requests.push({ url, method, body });

    const settings = /\/v1\/projects\/([^/]+)\/settings$/.exec(url);
    if (method === 'GET' && settings) {
      // An ad blocker makes the request fail outright, as a network error.
      if (this.settings === 'blocked') throw new TypeError('Failed to fetch');
      if (typeof this.settings === 'number') return new Response('Invalid write key', { status: this.settings });
      return Response.json(projectSettings(settings[1] as string));
    }
    if (method === 'POST') return Response.json({ success: true });
    throw new TypeError(`Unexpected request in a test: ${method} ${url}`);
  });

  get settingsRequests(): RecordedRequest[] {
    return this.requests.filter((request) => request.url.endsWith('/settings'));
  }

  /** Page and track POSTs: Segment's standard dispatcher sends one per event to {apiHost}/p and /t. */
  get eventPosts(): RecordedRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && /\/[pt]$/.test(request.url));
  }

  /** Only one sink's events: an SDK left over from an earlier test may still be sending through this fetch. */
  delivered(writeKey: string): DeliveredAnalyticsCall[] {
    return this.eventPosts
      .map(({ body }) => body as SegmentPayload)
      .filter((payload) => payload.writeKey === writeKey)
      .map(toDelivered);
  }
}

/** The shape of a real answer from cdn.segment.com, trimmed to what the SDK reads. */
function projectSettings(writeKey: string) {
  return {
    integrations: { 'Segment.io': { apiKey: writeKey, apiHost: 'api.segment.io/v1', unbundledIntegrations: [], addBundledMetadata: true } },
    plan: { track: { __default: { enabled: true, integrations: {} } } },
    metrics: { sampleRate: 0.1, host: 'api.segment.io/v1' },
    edgeFunction: {},
    remotePlugins: [],
  };
}

interface SegmentPayload {
  readonly type: string;
  readonly event?: string;
  readonly writeKey?: string;
  readonly properties: Record<string, unknown>;
  readonly context: { readonly page?: Record<string, unknown> };
}

function toDelivered(payload: SegmentPayload): DeliveredAnalyticsCall {
  if (payload.type === 'page') {
    const { path, search, url, title } = payload.properties as unknown as PageView;
    return { kind: 'page', view: { path, search, url, title } };
  }
  const event: AnalyticsEvent = { name: payload.event as string, properties: payload.properties };
  return { kind: 'track', event };
}

let network: FakeSegmentNetwork;
let keys = 0;

beforeEach(() => {
  network = new FakeSegmentNetwork();
  vi.stubGlobal('fetch', network.fetch);
});

// Kept stubbed until the file ends, so a late send from an SDK instance never reaches the real network.
afterAll(() => vi.unstubAllGlobals());

/** A write key per sink: the SDK keeps a retry queue in localStorage under it. */
function config(overrides: Partial<SegmentConfig> = {}): SegmentConfig {
  keys += 1;
  return { adapter: 'segment', writeKey: `test_write_key_${keys}`, cdnUrl: undefined, apiHost: undefined, ...overrides };
}

interface SegmentHarness extends AnalyticsSinkHarness {
  readonly adapter: SegmentAnalyticsSink;
  readonly writeKey: string;
}

/**
 * The harness's sink counts the calls it passes on, so delivered() can wait for that many POSTs
 * rather than guess how long the SDK takes; a short pause after that catches any sent twice.
 */
function createSegmentHarness(load: VendorLoad, overrides: Partial<SegmentConfig> = {}): SegmentHarness {
  if (load === 'blocked') network.settings = 'blocked';
  const settings = config(overrides);
  let release: (() => void) | undefined;
  const adapter = new SegmentAnalyticsSink(settings, {
    startLoading: (start) => (load === 'held' ? (release = start) : start()),
  });
  let handed = 0;
  const arrived = () => network.delivered(settings.writeKey);
  return {
    adapter,
    writeKey: settings.writeKey,
    ...(release ? { release } : {}),
    sink: {
      page(view) {
        handed += 1;
        adapter.page(view);
      },
      track(event) {
        handed += 1;
        adapter.track(event);
      },
    },
    async delivered() {
      await vi
        .waitFor(
          () => {
            if (adapter.state === 'loading') throw new Error('Segment is still loading');
            if (adapter.state === 'ready' && arrived().length < handed) throw new Error('Segment is still sending');
          },
          { timeout: 3000, interval: 5 },
        )
        // Past the timeout the caller's assertion on what did arrive says what is missing.
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return arrived();
    },
  };
}

describeAnalyticsSinkConformance('Segment', createSegmentHarness, { heldLoad: true, blockedLoad: true });

describe('SegmentAnalyticsSink, against the real SDK', () => {
  const home: PageView = { path: '/', search: '', url: 'https://shell.example/', title: 'Home' };
  const clicked: AnalyticsEvent = { name: 'Clicked', properties: { currentPage: '/' } };
  const payloads = (writeKey: string) =>
    network.eventPosts.filter((post) => (post.body as SegmentPayload).writeKey === writeKey);

  it('loads the project settings from cdn.segment.com with the write key, and posts each event to api.segment.io/v1', async () => {
    const { sink, delivered, writeKey } = createSegmentHarness('loads');
    sink.page(home);
    sink.track(clicked);
    await delivered();

    expect(network.settingsRequests.map((request) => request.url)).toEqual([`https://cdn.segment.com/v1/projects/${writeKey}/settings`]);
    expect(payloads(writeKey).map((post) => post.url)).toEqual(['https://api.segment.io/v1/p', 'https://api.segment.io/v1/t']);
  });

  it('uses cdnUrl for the settings and apiHost for the events: a first-party proxy', async () => {
    const { sink, delivered, writeKey } = createSegmentHarness('loads', {
      cdnUrl: 'https://cdn.shell.example/segment',
      apiHost: 'events.shell.example/segment/v1',
    });
    sink.page(home);
    sink.track(clicked);
    await delivered();

    expect(network.settingsRequests.map((request) => request.url)).toEqual([
      `https://cdn.shell.example/segment/v1/projects/${writeKey}/settings`,
    ]);
    expect(payloads(writeKey).map((post) => post.url)).toEqual([
      'https://events.shell.example/segment/v1/p',
      'https://events.shell.example/segment/v1/t',
    ]);
  });

  it('describes a page view by the view it was given, in properties and context.page, not by the current document', async () => {
    const { sink, delivered, writeKey } = createSegmentHarness('loads');
    const view = { path: '/earlier', search: '?q=1', url: 'https://shell.example/earlier?q=1', title: 'Earlier' };
    sink.page(view);
    await delivered();

    expect(window.location.pathname).not.toBe(view.path);
    expect(payloads(writeKey)[0]?.body).toMatchObject({ type: 'page', properties: view, context: { page: view } });
  });

  it('touches nothing, not even the settings, until told to start loading', async () => {
    const { sink, delivered, adapter, release } = createSegmentHarness('held');
    sink.track(clicked);
    expect(await delivered()).toEqual([]);
    expect(adapter.state).toBe('idle');
    expect(network.requests).toEqual([]);

    release?.();
    expect(await delivered()).toEqual([{ kind: 'track', event: clicked }]);
    expect(adapter.state).toBe('ready');
  });

  it('fails, logging once, when the settings request is refused (an unknown write key)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.settings = 404;
    const { sink, delivered, adapter } = createSegmentHarness('loads');
    sink.page(home);
    expect(await delivered()).toEqual([]);

    expect(adapter.state).toBe('failed');
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/Segment could not be loaded/);
  });

  it('a blocked settings request leaves the sink failed after one log line, having sent nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sink, delivered, adapter } = createSegmentHarness('blocked');
    sink.track(clicked);
    await delivered();

    expect(adapter.state).toBe('failed');
    expect(consoleError).toHaveBeenCalledOnce();
    expect(network.requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('logs a call the SDK rejects once, with no unhandled rejection, and keeps sending the others', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sink, delivered, adapter } = createSegmentHarness('loads');
    // The domain never sends an empty name; here it stands in for any call the SDK refuses.
    // Straight to the adapter: the harness would wait for these to arrive.
    adapter.track({ name: '', properties: {} });
    adapter.track({ name: '', properties: {} });
    sink.track(clicked);

    expect(await delivered()).toEqual([{ kind: 'track', event: clicked }]);
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/Segment rejected a call/);
  });
});
