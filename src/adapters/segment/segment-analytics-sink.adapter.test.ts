import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import {
  describeAnalyticsSinkConformance,
  type AnalyticsSinkHarness,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../testing/conformance/analytics-sink.conformance';
import { behindPipeline, couldNotBeLoaded } from '../../testing/conformance/behind-pipeline';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { startSegment, type SegmentAnalyticsSink } from './segment-analytics-sink.adapter';
import { segment, type SegmentOptions } from './segment.vendor';

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

/** How the fake CDN answers the settings request: at once, only once released, as an ad blocker does, or with an HTTP status. */
type SettingsAnswer = 'ok' | 'held' | 'blocked' | number;

class FakeSegmentNetwork {
  readonly requests: RecordedRequest[] = [];
  settings: SettingsAnswer = 'ok';
  readonly #held: (() => void)[] = [];

  readonly fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    this.requests.push({ url, method, body });

    const settings = /\/v1\/projects\/([^/]+)\/settings$/.exec(url);
    if (method === 'GET' && settings) {
      if (this.settings === 'held') await new Promise<void>((answer) => this.#held.push(answer));
      // An ad blocker makes the request fail outright, as a network error.
      if (this.settings === 'blocked') throw new TypeError('Failed to fetch');
      if (typeof this.settings === 'number') return new Response('Invalid write key', { status: this.settings });
      return Response.json(projectSettings(settings[1] as string));
    }
    if (method === 'POST') return Response.json({ success: true });
    throw new TypeError(`Unexpected request in a test: ${method} ${url}`);
  });

  /** Answers the settings requests that were held. */
  releaseSettings(): void {
    this.settings = 'ok';
    for (const answer of this.#held.splice(0)) answer();
  }

  get settingsRequests(): RecordedRequest[] {
    return this.requests.filter((request) => request.url.endsWith('/settings'));
  }

  /** Page and track POSTs: Segment's standard dispatcher sends one per event to {apiHost}/p and /t. */
  get eventPosts(): RecordedRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && /\/[pt]$/.test(request.url));
  }

  /** Only one sink's events: an SDK left over from an earlier test may still be sending through this fetch. */
  posts(writeKey: string): RecordedRequest[] {
    return this.eventPosts.filter(({ body }) => (body as SegmentPayload).writeKey === writeKey);
  }

  delivered(writeKey: string): DeliveredAnalyticsCall[] {
    return this.posts(writeKey).map(({ body }) => toDelivered(body as SegmentPayload));
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
  readonly timestamp?: string;
  readonly properties: Record<string, unknown>;
  readonly context: {
    readonly page?: Record<string, unknown>;
    readonly consent?: { readonly categoryPreferences: Record<string, boolean> };
  };
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
function options(overrides: Partial<SegmentOptions> = {}): SegmentOptions {
  keys += 1;
  return { writeKey: `test_write_key_${keys}`, cdnUrl: undefined, apiHost: undefined, ...overrides };
}

/** The sink's calls, each returning Segment's own promise. */
type Sink = Pick<SegmentAnalyticsSink, 'page' | 'track'>;

interface SegmentHarness extends AnalyticsSinkHarness {
  readonly writeKey: string;
  readonly make: () => Promise<Sink>;
  /** The visitor's choices as the sink reads them; everything granted unless the test changes it. */
  readonly visitor: FakeAdapterContext;
}

/**
 * startSegment as the descriptor calls it, with the network faked. Each call the sink is handed
 * returns Segment's own promise, which settles once the event has been POSTed (or has failed), so
 * delivered() awaits exactly those rather than guessing how long the SDK takes.
 */
function createSegmentHarness(load: VendorLoad, overrides: Partial<SegmentOptions> = {}): SegmentHarness {
  if (load === 'held') network.settings = 'held';
  if (load === 'blocked') network.settings = 'blocked';
  const settings = options(overrides);
  const sends: Promise<unknown>[] = [];
  const remember = (send: Promise<unknown>) => {
    sends.push(send);
    return send;
  };
  let loading: Promise<Sink> | undefined;
  let released = load !== 'held';
  const visitor = fakeAdapterContext({ analytics: 'granted', marketing: 'granted', experience: 'granted' });
  const make = () => {
    loading ??= startSegment(settings, visitor.context).then((sink): Sink => ({
      page: (view, timing) => remember(sink.page(view, timing)),
      track: (event, timing) => remember(sink.track(event, timing)),
    }));
    return loading;
  };
  return {
    vendor: segment.label,
    writeKey: settings.writeKey,
    make,
    visitor,
    release() {
      released = true;
      network.releaseSettings();
    },
    async delivered() {
      if (released) await loading?.catch(() => undefined);
      await Promise.allSettled(sends);
      return network.delivered(settings.writeKey);
    },
  };
}

describeAnalyticsSinkConformance('Segment', createSegmentHarness, { heldLoad: true, blockedLoad: true });

describe('startSegment and its sink, against the real SDK', () => {
  const home: PageView = { path: '/', search: '', url: 'https://shell.example/', title: 'Home' };
  const clicked: AnalyticsEvent = { name: 'Clicked', properties: { currentPage: '/' } };

  it('loads the project settings from cdn.segment.com with the write key, and posts each event to api.segment.io/v1', async () => {
    const { make, delivered, writeKey } = createSegmentHarness('loads');
    const sink = await make();
    sink.page(home);
    sink.track(clicked);
    await delivered();

    expect(network.settingsRequests.map((request) => request.url)).toEqual([`https://cdn.segment.com/v1/projects/${writeKey}/settings`]);
    expect(network.posts(writeKey).map((post) => post.url)).toEqual(['https://api.segment.io/v1/p', 'https://api.segment.io/v1/t']);
  });

  it('uses cdnUrl for the settings and apiHost for the events: a first-party proxy', async () => {
    const { make, delivered, writeKey } = createSegmentHarness('loads', {
      cdnUrl: 'https://cdn.shell.example/segment',
      apiHost: 'events.shell.example/segment/v1',
    });
    const sink = await make();
    sink.page(home);
    sink.track(clicked);
    await delivered();

    expect(network.settingsRequests.map((request) => request.url)).toEqual([
      `https://cdn.shell.example/segment/v1/projects/${writeKey}/settings`,
    ]);
    expect(network.posts(writeKey).map((post) => post.url)).toEqual([
      'https://events.shell.example/segment/v1/p',
      'https://events.shell.example/segment/v1/t',
    ]);
  });

  it('describes a page view by the view it was given, in properties and context.page, not by the current document', async () => {
    const { make, delivered, writeKey } = createSegmentHarness('loads');
    const view = { path: '/earlier', search: '?q=1', url: 'https://shell.example/earlier?q=1', title: 'Earlier' };
    (await make()).page(view);
    await delivered();

    expect(window.location.pathname).not.toBe(view.path);
    expect(network.posts(writeKey)[0]?.body).toMatchObject({ type: 'page', properties: view, context: { page: view } });
  });

  it('a call held for consent keeps its own time, and an event the page it happened on; others are stamped when sent', async () => {
    const { make, delivered, writeKey } = createSegmentHarness('loads');
    const sink = await make();
    const occurredAt = new Date('2026-01-02T03:04:05.678Z');
    const earlier = { path: '/earlier', search: '?q=1', url: 'https://shell.example/earlier?q=1', title: 'Earlier' };
    sink.page(home, { occurredAt });
    sink.track(clicked, { occurredAt, page: earlier });
    const before = Date.now();
    sink.track(clicked);
    await delivered();

    const [page, held, now] = network.posts(writeKey).map((post) => post.body as SegmentPayload);
    expect(page?.timestamp).toBe(occurredAt.toISOString());
    expect(held?.timestamp).toBe(occurredAt.toISOString());
    expect(held?.context.page).toMatchObject(earlier);
    expect(Date.parse(now?.timestamp ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(now?.context.page).not.toMatchObject(earlier);
  });

  it('keeps the anonymous id in localStorage, not in a cookie: the same id on every event and for the next page load', async () => {
    const { make, delivered, writeKey } = createSegmentHarness('loads');
    const sink = await make();
    sink.page(home);
    sink.track(clicked);
    await delivered();

    const ids = network.posts(writeKey).map(({ body }) => (body as { anonymousId?: string }).anonymousId);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toEqual(expect.any(String));
    expect(JSON.parse(window.localStorage.getItem('ajs_anonymous_id') ?? 'null')).toBe(ids[0]);
    expect(document.cookie).not.toContain('ajs_');
  });

  it('analytics withdrawn: Segment forgets the anonymous id at once; granted again, events go with a new one', async () => {
    const { make, delivered, writeKey, visitor } = createSegmentHarness('loads');
    const sink = await make();
    sink.track(clicked);
    await delivered();
    const [before] = network.posts(writeKey).map(({ body }) => (body as { anonymousId?: string }).anonymousId);

    visitor.set('analytics', 'denied');
    expect(window.localStorage.getItem('ajs_anonymous_id')).toBeNull();
    expect(visitor.consentSent.at(-1)).toBe('reset');

    visitor.set('analytics', 'granted');
    sink.track(clicked);
    await delivered();
    const after = network.posts(writeKey).at(-1)?.body as { anonymousId?: string };
    expect(after.anonymousId).toEqual(expect.any(String));
    expect(after.anonymousId).not.toBe(before);
  });

  it('rejects, logging nothing itself, when the settings request is refused (an unknown write key); nothing is sent', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.settings = 404;
    await expect(startSegment(options(), fakeAdapterContext().context)).rejects.toThrow(/settings request answered 404/);
    expect(consoleError).not.toHaveBeenCalled();
    expect(network.requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('rejects, logging nothing itself, when the settings request is blocked; nothing is sent', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.settings = 'blocked';
    await expect(startSegment(options(), fakeAdapterContext().context)).rejects.toThrow('Failed to fetch');
    expect(consoleError).not.toHaveBeenCalled();
    expect(network.requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('an unknown write key, behind the shell’s pipeline: one log line naming Segment, the calls dropped', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.settings = 401;
    const { make, delivered } = createSegmentHarness('loads');
    const pipeline = behindPipeline(segment.label, make);
    pipeline.deliver((sink, timing) => sink.page(home, timing));
    pipeline.deliver((sink, timing) => sink.track(clicked, timing));
    expect(await delivered()).toEqual([]);

    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe(couldNotBeLoaded('Segment'));
  });

  it('hands back the promise of a call the SDK rejects, so the shell logs it once; the other calls are still sent', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { make, delivered } = createSegmentHarness('loads');
    const sink = await make();
    // The domain never sends an empty name; here it stands in for any call the SDK refuses.
    await expect(sink.track({ name: '', properties: {} })).rejects.toBeDefined();

    const pipeline = behindPipeline(segment.label, () => sink);
    pipeline.deliver((made) => made.track({ name: '', properties: {} }));
    pipeline.deliver((made) => made.track({ name: '', properties: {} }));
    pipeline.deliver((made) => made.track(clicked));

    expect(await delivered()).toEqual([{ kind: 'track', event: clicked }]);
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe('[shellkit] Segment rejected a call; the shell carries on without it.');
  });
});

describe("Segment's consent object on every event", () => {
  const home: PageView = { path: '/', search: '', url: 'https://shell.example/', title: 'Home' };
  const clicked: AnalyticsEvent = { name: 'Clicked', properties: { currentPage: '/' } };
  const preferencesOf = (writeKey: string) =>
    network.posts(writeKey).map((post) => (post.body as SegmentPayload).context.consent?.categoryPreferences);

  it('page and track carry context.consent.categoryPreferences, one boolean per purpose, necessary true', async () => {
    const { make, delivered, writeKey, visitor } = createSegmentHarness('loads');
    visitor.set('experience', 'denied');
    const sink = await make();
    sink.page(home);
    sink.track(clicked);
    await delivered();

    const expected = { necessary: true, analytics: true, marketing: true, experience: false };
    expect(preferencesOf(writeKey)).toEqual([expected, expected]);
    expect(visitor.consentSent).toEqual([
      'categoryPreferences analytics:true marketing:true experience:false',
      'categoryPreferences analytics:true marketing:true experience:false',
    ]);
  });

  it('reflects the choice at the time of each call: marketing withdrawn while analytics stays granted changes the next events only', async () => {
    const { make, delivered, writeKey, visitor } = createSegmentHarness('loads');
    const sink = await make();
    sink.track(clicked);
    visitor.set('marketing', 'denied');
    sink.track(clicked);
    sink.page(home);
    visitor.set('marketing', 'granted');
    sink.track(clicked);
    await delivered();

    expect(preferencesOf(writeKey).map((preferences) => preferences?.marketing)).toEqual([true, false, false, true]);
    expect(preferencesOf(writeKey).every((preferences) => preferences?.analytics === true && preferences.necessary === true)).toBe(true);
    expect(visitor.consentSent.at(-1)).toBe('categoryPreferences analytics:true marketing:true experience:true');
  });

  it('a call held for consent keeps its own time and page beside the consent object', async () => {
    const { make, delivered, writeKey } = createSegmentHarness('loads');
    const earlier = { path: '/earlier', search: '', url: 'https://shell.example/earlier', title: 'Earlier' };
    (await make()).track(clicked, { occurredAt: new Date('2026-01-02T03:04:05.678Z'), page: earlier });
    await delivered();

    expect(network.posts(writeKey)[0]?.body).toMatchObject({
      timestamp: '2026-01-02T03:04:05.678Z',
      context: { page: earlier, consent: { categoryPreferences: { necessary: true, analytics: true, marketing: true, experience: true } } },
    });
  });
});
