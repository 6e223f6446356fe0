import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeCaptureBody, type CaptureBody, type PostHogEvent } from '../../../tests/support/posthog-capture-body';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import {
  describeAnalyticsSinkConformance,
  type AnalyticsSinkHarness,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../testing/conformance/analytics-sink.conformance';
import { behindPipeline, settle } from '../../testing/conformance/behind-pipeline';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { startPostHog, type PostHogAnalyticsSink, type PostHogModule } from './posthog-analytics-sink.adapter';
import { posthog, type PostHogOptions } from './posthog.vendor';

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
  /** How many answers the SDK has read to the end: it reports an HTTP refusal once it has. */
  answersRead = 0;
  /** The answers not yet read by the SDK: a send is over once its answer has settled. */
  readonly #inFlight: Promise<unknown>[] = [];

  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = input instanceof Request ? input.url : String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const answer = this.answer;
    this.requests.push({ url, method, body: init?.body ? decodeCaptureBody(bytesOf(init.body)) : undefined, accepted: answer === 'ok' });
    const response =
      answer === 'blocked'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(
            this.#counted(
              typeof answer === 'number'
                ? Response.json({ type: 'authentication_error', detail: 'Project API key invalid.' }, { status: answer })
                : Response.json({ status: 'Ok' }),
            ),
          );
    this.#inFlight.push(response.catch(() => undefined));
    return response;
  }

  #counted(response: Response): Response {
    const text = response.text.bind(response);
    response.text = async () => {
      const body = await text();
      this.answersRead += 1;
      return body;
    };
    return response;
  }

  /** Settles once every request made so far has its answer. */
  async idle(): Promise<void> {
    await Promise.all(this.#inFlight);
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
    return {
      kind: 'page',
      view: { path: $pathname as string, search: search as string, url: $current_url as string, title: title as string },
    };
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
function options(overrides: Partial<PostHogOptions> = {}): PostHogOptions {
  keys += 1;
  return { apiKey: `phc_test${keys}`, apiHost: 'https://eu.i.posthog.com', ...overrides };
}

const importPostHog = (): Promise<PostHogModule> => import('posthog-js/dist/module.slim.no-external.js');

/** What an ad blocker does to the lazy chunk: the dynamic import rejects. */
const blockedChunk = (): Promise<PostHogModule> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/sdk-insights.js'));

interface PostHogHarness extends AnalyticsSinkHarness {
  readonly apiKey: string;
  readonly make: (reportFailure?: (error: unknown) => void) => Promise<PostHogAnalyticsSink>;
  /** The visitor's choices as the sink reads them: analytics granted unless the test changes it. */
  readonly visitor: FakeAdapterContext;
}

/**
 * startPostHog as the descriptor calls it, with the SDK chunk held or blocked as the test asks and
 * the network faked. PostHog sends each call with fetch as it is made, so delivered() waits for the
 * load, then for every answer to have arrived.
 */
function createPostHogHarness(load: VendorLoad, overrides: Partial<PostHogOptions> = {}): PostHogHarness {
  const settings = options(overrides);
  let releaseChunk: (() => void) | undefined;
  const chunkArrives = new Promise<void>((resolve) => (releaseChunk = resolve));
  const importSdk = {
    loads: importPostHog,
    held: () => chunkArrives.then(importPostHog),
    blocked: blockedChunk,
  }[load];
  let loading: Promise<PostHogAnalyticsSink> | undefined;
  let released = load !== 'held';
  const visitor = fakeAdapterContext({ analytics: 'granted' });
  const make = (reportFailure: (error: unknown) => void = () => undefined) =>
    (loading ??= startPostHog(settings, { ...visitor.context, reportFailure }, importSdk));
  return {
    vendor: posthog.label,
    apiKey: settings.apiKey,
    make,
    visitor,
    release() {
      released = true;
      releaseChunk?.();
    },
    async delivered() {
      if (released) await loading?.catch(() => undefined);
      await network.idle();
      return network.delivered(settings.apiKey);
    },
  };
}

describeAnalyticsSinkConformance('PostHog', createPostHogHarness, { heldLoad: true, blockedLoad: true });

describe('startPostHog and its sink, against the real SDK', () => {
  const home: PageView = { path: '/', search: '', url: 'https://shell.example/', title: 'Home' };
  const clicked: AnalyticsEvent = { name: 'Clicked', properties: { currentPage: '/', label: 'Start' } };

  it('posts each call, on its own and in order, to {apiHost}/e/ with the project key', async () => {
    const { make, delivered, apiKey } = createPostHogHarness('loads');
    const sink = await make();
    sink.page(home);
    sink.track(clicked);
    await delivered();

    const requests = network.requestsFor(apiKey);
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST https://eu.i.posthog.com/e/',
      'POST https://eu.i.posthog.com/e/',
    ]);
    expect(requests.map((request) => request.body?.batch.map((event) => event.event))).toEqual([['$pageview'], ['Clicked']]);
  });

  it('sends to the configured host, a first-party proxy with a path included', async () => {
    const { make, delivered, apiKey } = createPostHogHarness('loads', { apiHost: 'https://shell.example/ingest' });
    const sink = await make();
    sink.track(clicked);
    await delivered();
    expect(network.requestsFor(apiKey).map((request) => request.url)).toEqual(['https://shell.example/ingest/e/']);
  });

  it('makes no request but the events: no feature flags, no remote config, no script, no cookie', async () => {
    const scripts = document.scripts.length;
    const { make, delivered } = createPostHogHarness('loads');
    const sink = await make();
    sink.page(home);
    sink.track(clicked);
    await delivered();

    expect(network.requests.map(({ method, url }) => `${method} ${new URL(url).pathname}`)).toEqual(['POST /e/', 'POST /e/']);
    expect(document.scripts.length).toBe(scripts);
    expect(document.cookie).toBe('');
  });

  it('describes a page view by the view it was given, not by the current document', async () => {
    document.title = 'The page the visitor is on now';
    const { make, delivered, apiKey } = createPostHogHarness('loads');
    const sink = await make();
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
    const { make, delivered, apiKey } = createPostHogHarness('loads');
    const sink = await make();
    sink.track({ name: 'Signed Up', properties: { currentPage: '/pricing', plan: 'pro', seats: 3 } });
    await delivered();

    const [event] = network.events(apiKey);
    expect(event?.event).toBe('Signed Up');
    expect(event?.properties).toMatchObject({ currentPage: '/pricing', plan: 'pro', seats: 3, token: apiKey });
  });

  it('a call held for consent keeps the time it was made; others are stamped when sent', async () => {
    const { make, delivered, apiKey } = createPostHogHarness('loads');
    const sink = await make();
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

  it('startPostHog takes the SDK from its chunk once, sends nothing of its own, and resolves with a sink that sends', async () => {
    const importSdk = vi.fn(importPostHog);
    const settings = options();
    const sink = await startPostHog(settings, fakeAdapterContext({ analytics: 'granted' }).context, importSdk);
    expect(importSdk).toHaveBeenCalledOnce();
    expect(network.requests).toEqual([]);

    sink.track(clicked);
    await network.idle();
    expect(network.delivered(settings.apiKey)).toEqual([{ kind: 'track', event: clicked }]);
  });

  it('rejects, logging nothing itself, when the SDK chunk cannot be had; nothing is sent', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(startPostHog(options(), fakeAdapterContext({ analytics: 'granted' }).context, blockedChunk)).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(consoleError).not.toHaveBeenCalled();
    expect(network.requests).toEqual([]);
  });

  it('an HTTP refusal (an unknown project key) is reported to the shell, which logs it once for PostHog; later calls are still sent', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.answer = 401;
    const { make, delivered, apiKey } = createPostHogHarness('loads');
    const pipeline = behindPipeline(posthog.label, make);
    pipeline.deliver((sink) => sink.page(home));
    pipeline.deliver((sink) => sink.track(clicked));
    await delivered();
    // Both refusals read by the SDK (and so reported to the adapter), and what came of them run.
    await vi.waitFor(() => expect(network.answersRead).toBe(2));
    await settle();

    expect(consoleError.mock.calls).toEqual([
      ['[shellkit] PostHog reported a failure; the shell carries on without it.', new Error("PostHog's API answered HTTP 401")],
    ]);
    network.answer = 'ok';
    pipeline.deliver((sink) => sink.track(clicked));
    await delivered();
    expect(network.delivered(apiKey)).toEqual([{ kind: 'track', event: clicked }]);
  });

  it('under automation (navigator.webdriver, as under Playwright) PostHog takes the visitor for a bot and drops what it was handed, with no error: why the inspector says "handed to the SDK", never "sent" (docs/product/vendors.md)', async () => {
    const { make, delivered, apiKey } = createPostHogHarness('loads');
    const sink = await make();
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(() => sink.track(clicked)).not.toThrow();
      await delivered();
      expect(network.requestsFor(apiKey)).toEqual([]);
    } finally {
      Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
      warn.mockRestore();
    }
    // A person's browser, the same sink: sent.
    sink.track(clicked);
    expect(await delivered()).toEqual([{ kind: 'track', event: clicked }]);
    expect(posthog.confirmsDelivery).toBeUndefined();
  });

  it('a blocked host: the calls never throw and reach nothing; PostHog retries quietly, so nothing is logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network.answer = 'blocked';
    const { make, delivered, apiKey } = createPostHogHarness('loads');
    const sink = await make();
    expect(() => sink.track(clicked)).not.toThrow();
    expect(await delivered()).toEqual([]);
    await settle();

    expect(network.requestsFor(apiKey)).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe("PostHog's own consent: opt_in_capturing and opt_out_capturing following `analytics`", () => {
  const clicked: AnalyticsEvent = { name: 'Clicked', properties: { currentPage: '/' } };
  /** PostHog's stored choice for a project key (localStorage, as the sink asks). */
  const storedChoice = (apiKey: string) => localStorage.getItem(`__ph_opt_in_out_${apiKey}`);

  it('granted at start: opted in, without a $opt_in event of its own, and says so', async () => {
    const { make, delivered, apiKey, visitor } = createPostHogHarness('loads');
    const sink = await make();
    sink.track(clicked);
    await delivered();

    expect(network.events(apiKey).map((event) => event.event)).toEqual(['Clicked']);
    expect(storedChoice(apiKey)).toBe('1');
    expect(visitor.consentSent).toEqual(['opt_in_capturing']);
  });

  it('withdrawn: opted out, so PostHog itself captures nothing more and forgets its anonymous id; granted again: opted in', async () => {
    const { make, delivered, apiKey, visitor } = createPostHogHarness('loads');
    const sink = await make();
    sink.track(clicked);
    await delivered();
    const idKey = Object.keys(localStorage).find((key) => key.startsWith(`ph_${apiKey}`));
    expect(idKey).toBeDefined();

    visitor.set('analytics', 'denied');
    // Only the pipeline stops the shell's calls; were one to reach the sink, PostHog would drop it.
    sink.track({ name: 'After Withdrawal', properties: { currentPage: '/' } });
    await delivered();
    expect(network.events(apiKey).map((event) => event.event)).toEqual(['Clicked']);
    // Reset takes PostHog's stored choice with it: opted out by default, nothing of it is left on the device.
    expect(storedChoice(apiKey)).toBeNull();
    expect(localStorage.getItem(idKey as string)).toBeNull();

    visitor.set('analytics', 'granted');
    sink.track({ name: 'Granted Again', properties: { currentPage: '/' } });
    await delivered();
    expect(network.events(apiKey).map((event) => event.event)).toEqual(['Clicked', 'Granted Again']);
    expect(visitor.consentSent).toEqual(['opt_in_capturing', 'opt_out_capturing and reset', 'opt_in_capturing']);
  });

  it('granted again after a withdrawal: PostHog starts clean, with a new anonymous id and nothing of the old one', async () => {
    const { make, delivered, apiKey, visitor } = createPostHogHarness('loads');
    const sink = await make();
    sink.track(clicked);
    await delivered();
    visitor.set('analytics', 'denied');
    visitor.set('analytics', 'granted');
    sink.track({ name: 'Granted Again', properties: { currentPage: '/' } });
    await delivered();

    const [before, after] = network.events(apiKey).map((event) => event.properties['distinct_id']);
    expect(before).toEqual(expect.any(String));
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
    expect(visitor.consentSent).toEqual(['opt_in_capturing', 'opt_out_capturing and reset', 'opt_in_capturing']);
  });

  it('a choice PostHog stored earlier (opted out) is overridden by the shell’s at start', async () => {
    const settings = options();
    localStorage.setItem(`__ph_opt_in_out_${settings.apiKey}`, '0');
    const sink = await startPostHog(settings, fakeAdapterContext({ analytics: 'granted' }).context, importPostHog);
    sink.track(clicked);
    await network.idle();
    expect(network.delivered(settings.apiKey)).toEqual([{ kind: 'track', event: clicked }]);
  });

  it('denied by the time the SDK has loaded: starts opted out and sends nothing', async () => {
    const settings = options();
    const visitor = fakeAdapterContext({ analytics: 'denied' });
    const sink = await startPostHog(settings, visitor.context, importPostHog);
    sink.track(clicked);
    await network.idle();
    expect(network.requests).toEqual([]);
    expect(visitor.consentSent).toEqual(['opt_out_capturing and reset']);
  });
});

describe('decodeCaptureBody (the fake PostHog of these tests and of the end-to-end tests)', () => {
  const body: CaptureBody = {
    api_key: 'phc_test',
    batch: [
      {
        uuid: '0190a5b0-0000-7000-8000-000000000000',
        event: 'Clicked',
        properties: { currentPage: '/é' },
        timestamp: '2026-01-02T03:04:05.678Z',
      },
    ],
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
