import { gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import {
  describeAnalyticsSinkConformance,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../testing/conformance/analytics-sink.conformance';
import { behindPipeline, couldNotBeLoaded, settle, watchConsoleError } from '../../testing/conformance/behind-pipeline';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { AMPLITUDE_PAGE_VIEW, startAmplitude, type AmplitudeAnalyticsSink, type AmplitudeModule } from './amplitude-analytics-sink.adapter';
import { amplitude } from './amplitude.vendor';

const OPTIONS = { apiKey: '0123456789abcdef0123456789abcdef', serverZone: 'EU' as const };

/** One event as Amplitude's HTTP V2 API reads it, from the request's `events`. */
interface ApiEvent {
  readonly event_type: string;
  readonly event_properties?: Record<string, unknown>;
  readonly time?: number;
  readonly device_id?: string;
}

/** One request the SDK made: its URL, the API key it carried, its events. */
interface ApiRequest {
  readonly url: string;
  readonly apiKey: string;
  readonly events: readonly ApiEvent[];
}

/**
 * The SDK's transport, faked: a `fetch` that records each request to Amplitude's HTTP API and answers
 * as the API does (200 with the count ingested, or a refusal with its code). Anything else is refused.
 */
const api = { requests: [] as ApiRequest[], code: 200, other: [] as string[] };
const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (!url.endsWith('/2/httpapi')) {
    api.other.push(url);
    return new Response('', { status: 404 });
  }
  // Amplitude gzips a body of 2 KiB or more on its way to its own hosts (Content-Encoding: gzip).
  const raw =
    init?.body instanceof ArrayBuffer || ArrayBuffer.isView(init?.body)
      ? gunzipSync(init.body as ArrayBuffer).toString('utf8')
      : String(init?.body);
  const body = JSON.parse(raw) as { api_key: string; events: ApiEvent[] };
  api.requests.push({ url, apiKey: body.api_key, events: body.events });
  const answer = api.code === 200 ? { code: 200, events_ingested: body.events.length } : { code: api.code, error: 'Invalid API key' };
  return new Response(JSON.stringify(answer), { status: api.code, headers: { 'content-type': 'application/json' } });
});

let sdk: AmplitudeModule;
beforeAll(async () => {
  vi.stubGlobal('fetch', fakeFetch);
  sdk = (await import('@amplitude/analytics-browser')) as unknown as AmplitudeModule;
});
afterEach(() => {
  api.requests.length = 0;
  api.other.length = 0;
  api.code = 200;
  localStorage.clear();
});

const analyticsGranted = () => fakeAdapterContext({ analytics: 'granted' });
const events = () => api.requests.flatMap((request) => request.events);

/** The property names the conformance suite's events carry: what the shell sent, among what Amplitude adds. */
const SENT_PROPERTIES = new Set(['currentPage', 'plan', 'seats', 'annual', 'tags', 'referral', 'label']);

/** The events Amplitude received, in the port's terms: its page view back to a PageView, anything else a named event. */
function delivered(): DeliveredAnalyticsCall[] {
  return events().map(({ event_type, event_properties = {} }) => {
    if (event_type === AMPLITUDE_PAGE_VIEW) {
      const url = event_properties['[Amplitude] Page Location'] as string;
      const view: PageView = {
        path: event_properties['[Amplitude] Page Path'] as string,
        search: new URL(url).search,
        url,
        title: event_properties['[Amplitude] Page Title'] as string,
      };
      return { kind: 'page', view };
    }
    const own = Object.fromEntries(Object.entries(event_properties).filter(([key]) => SENT_PROPERTIES.has(key)));
    return { kind: 'track', event: { name: event_type, properties: own } };
  });
}

/** Waits until Amplitude has sent, and its API answered, every call handed so far (it sends what it holds each second). */
async function flushed(sink: AnalyticsSink | undefined): Promise<void> {
  await (sink as AmplitudeAnalyticsSink | undefined)?.answered();
  await settle();
}

describeAnalyticsSinkConformance(
  'Amplitude',
  (load: VendorLoad) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const importSdk = async () => {
      if (load === 'blocked') throw new TypeError('Failed to fetch dynamically imported module: sdk-cohorts.js');
      if (load === 'held') await held;
      return sdk;
    };
    let making: Promise<AnalyticsSink | undefined> | undefined;
    return {
      vendor: amplitude.label,
      make: () => {
        const made = startAmplitude(OPTIONS, analyticsGranted().context, importSdk);
        making = made.catch(() => undefined);
        return made;
      },
      release: () => {
        release();
        return settle();
      },
      async delivered() {
        if (load === 'loads' || load === 'held') await flushed(await Promise.race([making, settle().then(() => undefined)]));
        return delivered();
      },
    };
  },
  { heldLoad: true, blockedLoad: true },
);

describe('Amplitude, as the shell starts it', () => {
  async function ready(visitor: FakeAdapterContext = analyticsGranted()) {
    const sink = await startAmplitude(OPTIONS, visitor.context, async () => sdk);
    return { sink, visitor };
  }

  it('sends only the events it is handed, to the HTTP API of its server zone with its key; no cookie, no other request', async () => {
    const { sink } = await ready();
    sink.track({ name: 'First', properties: { currentPage: '/' } });
    sink.track({ name: 'Second', properties: { currentPage: '/' } });
    await flushed(sink);
    expect(api.requests.map(({ url, apiKey }) => `${url} ${apiKey}`)).toEqual([`https://api.eu.amplitude.com/2/httpapi ${OPTIONS.apiKey}`]);
    expect(events().map(({ event_type }) => event_type)).toEqual(['First', 'Second']);
    expect(api.other).toEqual([]);
    expect(document.cookie).toBe('');
    // Its device id and session in localStorage, under the key its docs name: AMP_ and the API key's first 10 characters.
    expect(localStorage.getItem('AMP_0123456789')).toContain('deviceId');
  });

  it('a page view is [Amplitude] Page Viewed described by the view given, not by the page it is sent from', async () => {
    const { sink } = await ready();
    const earlier: PageView = { path: '/earlier', search: '?q=1', url: 'https://shell.example/earlier?q=1', title: 'Earlier' };
    sink.page(earlier);
    await flushed(sink);
    expect(events()[0]).toMatchObject({
      event_type: '[Amplitude] Page Viewed',
      event_properties: {
        '[Amplitude] Page Domain': 'shell.example',
        '[Amplitude] Page Location': earlier.url,
        '[Amplitude] Page Path': '/earlier',
        '[Amplitude] Page Title': 'Earlier',
        '[Amplitude] Page URL': 'https://shell.example/earlier',
      },
    });
  });

  it('a call held for consent keeps its time and the page it happened on', async () => {
    const { sink } = await ready();
    const earlier: PageView = { path: '/earlier', search: '', url: 'https://shell.example/earlier', title: 'Earlier' };
    const event: AnalyticsEvent = { name: 'Held', properties: { currentPage: '/earlier' } };
    sink.track(event, { occurredAt: new Date('2026-01-02T03:04:05Z'), page: earlier });
    await flushed(sink);
    expect(events()[0]).toMatchObject({
      time: Date.parse('2026-01-02T03:04:05Z'),
      event_properties: { '[Amplitude] Page Location': earlier.url },
    });
  });

  it('a refused request is reported once to the shell, which logs it naming Amplitude; nothing is thrown', async () => {
    api.code = 400;
    const consoleError = watchConsoleError();
    let made: Promise<AmplitudeAnalyticsSink> | undefined;
    const pipeline = behindPipeline(amplitude.label, (reportFailure) => {
      made = startAmplitude(OPTIONS, { ...analyticsGranted().context, reportFailure }, async () => sdk);
      return made;
    });
    expect(() => pipeline.deliver((sink) => sink.track({ name: 'Refused', properties: { currentPage: '/' } }))).not.toThrow();
    await vi.waitFor(() => expect(made).toBeDefined());
    await flushed(await made);
    const shellLines = () => consoleError.mock.calls.map(([line]) => line).filter((line) => String(line).startsWith('[shellkit]'));
    await vi.waitFor(() => expect(shellLines()).toEqual([expect.stringMatching(/^\[shellkit\] Amplitude /)]));
  });

  it('a blocked SDK chunk: logged once as Amplitude not loading', async () => {
    const consoleError = watchConsoleError();
    const pipeline = behindPipeline(amplitude.label, () =>
      startAmplitude(OPTIONS, analyticsGranted().context, () => Promise.reject(new TypeError('blocked'))),
    );
    pipeline.deliver((sink) => sink.track({ name: 'Waiting', properties: { currentPage: '/' } }));
    await settle();
    expect(consoleError.mock.calls.map(([line]) => line)).toEqual([couldNotBeLoaded('Amplitude')]);
    expect(api.requests).toEqual([]);
  });
});

describe('Amplitude consent: setOptOut following analytics', () => {
  it('opted in at start with analytics granted; setOptOut(true) on a withdrawal, setOptOut(false) when given back', async () => {
    const visitor = analyticsGranted();
    const sink = await startAmplitude(OPTIONS, visitor.context, async () => sdk);
    sink.track({ name: 'Before', properties: { currentPage: '/' } });
    await flushed(sink);
    visitor.set('analytics', 'denied');
    sink.track({ name: 'While Out', properties: { currentPage: '/' } });
    await flushed(sink);
    visitor.set('analytics', 'granted');
    sink.track({ name: 'After', properties: { currentPage: '/' } });
    await flushed(sink);
    expect(events().map(({ event_type }) => event_type)).toEqual(['Before', 'After']);
    expect(visitor.consentSent).toEqual(['setOptOut(false)', 'setOptOut(true)', 'setOptOut(false)']);
  });

  it('started while analytics is still pending: opted out, even where an earlier page opted it in, and sends nothing', async () => {
    const visitor = fakeAdapterContext({ analytics: 'pending' });
    const sink = await startAmplitude(OPTIONS, visitor.context, async () => sdk);
    sink.track({ name: 'Too Early', properties: { currentPage: '/' } });
    await flushed(sink);
    expect(api.requests).toEqual([]);
    expect(visitor.consentSent).toEqual(['setOptOut(true)']);
  });
});
