import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeCaptureBody, type CaptureBody, type PostHogEvent } from '../../../tests/e2e/posthog/capture-body';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import {
  describeAnalyticsSinkConformance,
  type AnalyticsSinkHarness,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../ports/analytics-sink.conformance';
import { PostHogAnalyticsSink, type PostHogModule, type PostHogSinkConfig } from './posthog-analytics-sink.adapter';

/**
 * The real posthog-js runs here; only the network is fake. The SDK sends every event with
 * `fetch` to `{apiHost}/e/`, one request per call (the adapter sends each at once), gzipped;
 * the fake decodes each body, so the tests read what PostHog would have received.
 */

interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly body: CaptureBody | undefined;
  /** False when the fake refused it or the "network" dropped it. */
  readonly accepted: boolean;
}

/** How the fake PostHog answers: as PostHog does, as an ad blocker does (no answer at all), or with an HTTP status. */
type Answer = 'ok' | 'blocked' | number;

class FakePostHogNetwork {
  readonly requests: RecordedRequest[] = [];
  answer: Answer = 'ok';

  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const answer = this.answer;
    this.requests.push({ url, method, body: init?.body ? decodeCaptureBody(bytesOf(init.body)) : undefined, accepted: answer === 'ok' });
    if (answer === 'blocked') throw new TypeError('Failed to fetch');
    if (typeof answer === 'number') return Response.json({ type: 'authentication_error', detail: 'Project API key invalid.' }, { status: answer });
    return Response.json({ status: 'Ok' });
  }

  /** Only one sink's requests: an SDK left over from an earlier test may still be sending through this fetch. */
  requestsFor(apiKey: string): RecordedRequest[] {
    return this.requests.filter((request) => request.body?.api_key === apiKey);
  }

  events(apiKey: string): PostHogEvent[] {
    return this.requestsFor(apiKey).flatMap((request) => (request.accepted ? (request.body?.batch ?? []) : []));
  }

  delivered(apiKey: string): DeliveredAnalyticsCall[] {
    return this.events(apiKey).map(toDelivered);
  }
}

function bytesOf(body: BodyInit): Uint8Array {
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError(`The fake PostHog cannot read a ${Object.prototype.toString.call(body)} body`);
}

/** Properties PostHog adds to every event by itself: its own `$…` names, and two plain ones. */
const addedByPostHog = (key: string) => key.startsWith('$') || key === 'token' || key === 'distinct_id';

function toDelivered({ event, properties }: PostHogEvent): DeliveredAnalyticsCall {
  if (event === '$pageview') {
    const { $pathname, search, $current_url, title } = properties as Record<string, string>;
    return { kind: 'page', view: { path: $pathname as string, search: search as string, url: $current_url as string, title: title as string } };
  }
  const own = Object.fromEntries(Object.entries(properties).filter(([key]) => !addedByPostHog(key)));
  return { kind: 'track', event: { name: event, properties: own } };
}

let network = new FakePostHogNetwork();
let keys = 0;
const webdriver = Object.getOwnPropertyDescriptor(navigator, 'webdriver');

beforeAll(() => {
  // The SDK keeps the fetch it finds when its module is evaluated, so one stub serves the whole file
  // and hands each request to the current test's network. Kept until the file ends, so a late retry
  // from an earlier sink never reaches the real network.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => network.fetch(input, init));
  // PostHog drops events from a browser it takes for a bot, and happy-dom says it is automated
  // (navigator.webdriver), as Playwright's Chromium does: here the visitor is a person.
  Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
});

afterAll(() => {
  vi.unstubAllGlobals();
  if (webdriver) Object.defineProperty(navigator, 'webdriver', webdriver);
  else delete (navigator as { webdriver?: boolean }).webdriver;
});

beforeEach(() => {
  network = new FakePostHogNetwork();
});

/** A project key per sink, so each test reads only its own sink's events. */
function config(overrides: Partial<PostHogSinkConfig> = {}): PostHogSinkConfig {
  keys += 1;
  return { adapter: 'posthog', apiKey: `phc_test${keys}`, apiHost: 'https://eu.i.posthog.com', ...overrides };
}

const importPostHog = (): Promise<PostHogModule> => import('posthog-js/dist/module.slim.no-external.js');

interface PostHogHarness extends AnalyticsSinkHarness {
  readonly adapter: PostHogAnalyticsSink;
  readonly apiKey: string;
  readonly importSdk: ReturnType<typeof vi.fn<() => Promise<PostHogModule>>>;
}

/**
 * The harness's sink counts the calls it passes on, so delivered() waits for that many requests
 * rather than guessing how long the SDK takes; a short pause after that catches any sent twice.
 * A blocked host is PostHog's way of failing to load: its SDK comes from this site, its events do not.
 */
function createPostHogHarness(load: VendorLoad, overrides: Partial<PostHogSinkConfig> = {}): PostHogHarness {
  if (load === 'blocked') network.answer = 'blocked';
  const settings = config(overrides);
  const importSdk = vi.fn(importPostHog);
  let release: (() => void) | undefined;
  const adapter = new PostHogAnalyticsSink(settings, {
    importSdk,
    startLoading: (start) => (load === 'held' ? (release = start) : start()),
  });
  let handed = 0;
  return {
    adapter,
    apiKey: settings.apiKey,
    importSdk,
    ...(release ? { release } : {}),
    sink: {
      page(view, timing) {
        handed += 1;
        adapter.page(view, timing);
      },
      track(event, timing) {
        handed += 1;
        adapter.track(event, timing);
      },
    },
    async delivered() {
      await vi
        .waitFor(
          () => {
            if (adapter.state === 'loading') throw new Error('PostHog is still loading');
            if (adapter.state === 'ready' && network.requestsFor(settings.apiKey).length < handed) throw new Error('PostHog is still sending');
          },
          { timeout: 3000, interval: 5 },
        )
        // Past the timeout the caller's assertion on what did arrive says what is missing.
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return network.delivered(settings.apiKey);
    },
  };
}

describeAnalyticsSinkConformance('PostHog', createPostHogHarness, { heldLoad: true, blockedLoad: true });

describe('PostHogAnalyticsSink, against the real SDK', () => {
  const home: PageView = { path: '/', search: '', url: 'https://shell.example/', title: 'Home' };
  const clicked: AnalyticsEvent = { name: 'Clicked', properties: { currentPage: '/', label: 'Start' } };

  it('posts each call, on its own and in order, to {apiHost}/e/ with the project key', async () => {
    const { sink, delivered, apiKey } = createPostHogHarness('loads');
    sink.page(home);
    sink.track(clicked);
    await delivered();

    const requests = network.requestsFor(apiKey);
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST https://eu.i.posthog.com/e/', 'POST https://eu.i.posthog.com/e/']);
    expect(requests.map((request) => request.body?.batch.map((event) => event.event))).toEqual([['$pageview'], ['Clicked']]);
  });

  it('sends to the configured host, a first-party proxy with a path included', async () => {
    const { sink, delivered, apiKey } = createPostHogHarness('loads', { apiHost: 'https://shell.example/ingest' });
    sink.track(clicked);
    await delivered();
    expect(network.requestsFor(apiKey).map((request) => request.url)).toEqual(['https://shell.example/ingest/e/']);
  });

  it('makes no request but the events: no feature flags, no remote config, no script, no cookie', async () => {
    const scripts = document.scripts.length;
    const { sink, delivered } = createPostHogHarness('loads');
    sink.page(home);
    sink.track(clicked);
    await delivered();

    expect(network.requests.map(({ method, url }) => `${method} ${new URL(url).pathname}`)).toEqual(['POST /e/', 'POST /e/']);
    expect(document.scripts.length).toBe(scripts);
    expect(document.cookie).toBe('');
  });

  it('describes a page view by the view it was given, not by the current document', async () => {
    document.title = 'The page the visitor is on now';
    const { sink, delivered, apiKey } = createPostHogHarness('loads');
    const view = { path: '/earlier', search: '?q=1', url: 'https://shell.example/earlier?q=1', title: 'Earlier' };
    sink.page(view);
    await delivered();

    expect(window.location.pathname).not.toBe(view.path);
    expect(network.events(apiKey)[0]).toMatchObject({
      event: '$pageview',
      properties: { $current_url: view.url, $pathname: view.path, search: view.search, title: view.title },
    });
  });

  it('sends a named event with its exact properties, currentPage included, beside what PostHog adds', async () => {
    const { sink, delivered, apiKey } = createPostHogHarness('loads');
    sink.track({ name: 'Signed Up', properties: { currentPage: '/pricing', plan: 'pro', seats: 3 } });
    await delivered();

    const [event] = network.events(apiKey);
    expect(event?.event).toBe('Signed Up');
    expect(event?.properties).toMatchObject({ currentPage: '/pricing', plan: 'pro', seats: 3, token: apiKey });
  });

  it('a call held for consent keeps the time it was made; others are stamped when sent', async () => {
    const { sink, delivered, apiKey } = createPostHogHarness('loads');
    const occurredAt = new Date('2026-01-02T03:04:05.678Z');
    sink.page(home, { occurredAt });
    sink.track(clicked, { occurredAt });
    sink.track(clicked);
    const before = Date.now();
    await delivered();

    const [page, held, now] = network.events(apiKey);
    expect(page?.timestamp).toBe(occurredAt.toISOString());
    expect(held?.timestamp).toBe(occurredAt.toISOString());
    expect(held?.properties['$event_time_override_provided']).toBe(true);
    expect(Date.parse(now?.timestamp ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('loads nothing and sends nothing until told to start loading', async () => {
    const { sink, delivered, adapter, release, importSdk } = createPostHogHarness('held');
    sink.track(clicked);
    expect(await delivered()).toEqual([]);
    expect(adapter.state).toBe('idle');
    expect(importSdk).not.toHaveBeenCalled();
    expect(network.requests).toEqual([]);

    release?.();
    expect(await delivered()).toEqual([{ kind: 'track', event: clicked }]);
    expect(importSdk).toHaveBeenCalledOnce();
  });

  it('a failed import of the SDK chunk is logged once; the calls waiting for it are dropped', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const adapter = new PostHogAnalyticsSink(config(), {
      importSdk: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      startLoading: (start) => start(),
    });
    adapter.page(home);
    await vi.waitFor(() => expect(adapter.state).toBe('failed'));
    adapter.track(clicked);

    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/PostHog could not be loaded/);
    expect(network.requests).toEqual([]);
  });

  it('an HTTP refusal (an unknown project key) is logged once, and later calls are still sent', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.answer = 401;
    const { sink, delivered, apiKey } = createPostHogHarness('loads');
    sink.page(home);
    sink.track(clicked);
    await delivered();

    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/PostHog rejected a call/);
    expect(String(consoleError.mock.calls[0]?.[1])).toContain('HTTP 401');
    network.answer = 'ok';
    sink.track(clicked);
    await delivered();
    expect(network.delivered(apiKey)).toEqual([{ kind: 'track', event: clicked }]);
  });

  it('a blocked host: the calls never throw and reach nothing; PostHog retries quietly, so nothing is logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sink, delivered, adapter, apiKey } = createPostHogHarness('blocked');
    expect(() => sink.track(clicked)).not.toThrow();
    expect(await delivered()).toEqual([]);

    expect(adapter.state).toBe('ready');
    expect(network.requestsFor(apiKey)).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('decodeCaptureBody (the fake PostHog of these tests and of the end-to-end tests)', () => {
  const body: CaptureBody = {
    api_key: 'phc_test',
    batch: [{ uuid: '0190a5b0-0000-7000-8000-000000000000', event: 'Clicked', properties: { currentPage: '/é' }, timestamp: '2026-01-02T03:04:05.678Z' }],
    sent_at: '2026-01-02T03:04:06.000Z',
  };
  const json = JSON.stringify(body);

  it('reads gzip (what fetch sends), a base64 form field (a beacon whose gzip failed) and plain JSON', () => {
    expect(decodeCaptureBody(gzipSync(json))).toEqual(body);
    expect(decodeCaptureBody(new TextEncoder().encode(`data=${encodeURIComponent(Buffer.from(json).toString('base64'))}`))).toEqual(body);
    expect(decodeCaptureBody(new TextEncoder().encode(json))).toEqual(body);
  });

  it('refuses what is not a capture body, rather than reading it as no events', () => {
    expect(() => decodeCaptureBody(new TextEncoder().encode('{"flags":{}}'))).toThrow(/Not a PostHog capture body/);
  });
});
