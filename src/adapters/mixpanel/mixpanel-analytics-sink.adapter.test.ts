import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import {
  describeAnalyticsSinkConformance,
  type DeliveredAnalyticsCall,
  type VendorLoad,
} from '../../testing/conformance/analytics-sink.conformance';
import { behindPipeline, couldNotBeLoaded, settle, watchConsoleError } from '../../testing/conformance/behind-pipeline';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { MIXPANEL_PAGE_VIEW, startMixpanel, type MixpanelModule } from './mixpanel-analytics-sink.adapter';
import { mixpanel } from './mixpanel.vendor';

const OPTIONS = { token: '0123456789abcdef0123456789abcdef', apiHost: 'https://api-eu.mixpanel.com' };

/** One request Mixpanel made, as its API would read it: the URL and the event in its `data` form field. */
interface ApiRequest {
  readonly method: string;
  readonly url: string;
  readonly event: { readonly event: string; readonly properties: Record<string, unknown> };
}

/**
 * The SDK's transport, faked: an XMLHttpRequest that records each request and answers as Mixpanel's
 * API does ("1" accepted, or "0"). Mixpanel decides at module evaluation whether it can use XHR,
 * so this is in place before the SDK is first imported.
 */
const api = { requests: [] as ApiRequest[], answer: '1', status: 200 };
class FakeXhr {
  withCredentials = false;
  readyState = 0;
  status = 0;
  responseText = '';
  onreadystatechange: (() => void) | null = null;
  #method = '';
  #url = '';
  open(method: string, url: string) {
    this.#method = method;
    this.#url = url;
  }
  setRequestHeader() {}
  send(body: string) {
    const data = new URLSearchParams(body).get('data') ?? 'null';
    api.requests.push({ method: this.#method, url: this.#url, event: JSON.parse(data) as ApiRequest['event'] });
    setTimeout(() => {
      this.readyState = 4;
      this.status = api.status;
      this.responseText = api.answer;
      this.onreadystatechange?.();
    }, 0);
  }
}

let sdk: MixpanelModule;
beforeAll(async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  sdk = (await import('mixpanel-browser/dist/mixpanel-core.cjs.js')).default;
});
afterEach(() => {
  api.requests.length = 0;
  api.answer = '1';
  api.status = 200;
  localStorage.clear();
});

const analyticsGranted = () => fakeAdapterContext({ analytics: 'granted' });

/** The events Mixpanel sent, in the port's terms: its page view back to a PageView, anything else a named event. */
function delivered(): DeliveredAnalyticsCall[] {
  return api.requests.map(({ event: { event, properties } }) => {
    if (event === MIXPANEL_PAGE_VIEW) {
      const view: PageView = {
        path: properties['current_url_path'] as string,
        search: (properties['current_url_search'] as string | undefined) ?? '',
        url: properties['$current_url'] as string,
        title: properties['current_page_title'] as string,
      };
      return { kind: 'page', view };
    }
    // Mixpanel adds its own properties ($os, distinct_id, token, …), all named with a $ or mp_ prefix or known names.
    const own = Object.fromEntries(Object.entries(properties).filter(([key]) => key in SENT_PROPERTIES));
    return { kind: 'track', event: { name: event, properties: own } };
  });
}

/** The property names the conformance suite's events carry: what the shell sent, among what Mixpanel adds. */
const SENT_PROPERTIES = { currentPage: 1, plan: 1, seats: 1, annual: 1, tags: 1, referral: 1, label: 1 };

describeAnalyticsSinkConformance(
  'Mixpanel',
  (load: VendorLoad) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const importSdk = async () => {
      if (load === 'blocked') throw new TypeError('Failed to fetch dynamically imported module: sdk-funnels.js');
      if (load === 'held') await held;
      return sdk;
    };
    let making: Promise<unknown> | undefined;
    return {
      vendor: mixpanel.label,
      make: () => {
        const made = startMixpanel(OPTIONS, analyticsGranted().context, importSdk);
        making = made.catch(() => undefined);
        return made;
      },
      release: () => {
        release();
        return settle();
      },
      async delivered() {
        if (load === 'loads') await making;
        await settle();
        return delivered();
      },
    };
  },
  { heldLoad: true, blockedLoad: true },
);

describe('Mixpanel, as the shell starts it', () => {
  async function ready(visitor: FakeAdapterContext = analyticsGranted()) {
    const sink = await startMixpanel(OPTIONS, visitor.context, async () => sdk);
    return { sink, visitor };
  }

  it('sends only the events it is handed: each one POST to {apiHost}/track/, in order; no cookie', async () => {
    const { sink } = await ready();
    sink.track({ name: 'First', properties: { currentPage: '/' } });
    sink.track({ name: 'Second', properties: { currentPage: '/' } });
    await settle();
    expect(api.requests.map(({ method, url, event }) => `${method} ${url.split('?')[0]} ${event.event}`)).toEqual([
      'POST https://api-eu.mixpanel.com/track/ First',
      'POST https://api-eu.mixpanel.com/track/ Second',
    ]);
    expect(document.cookie).toBe('');
  });

  it('a page view is $mp_web_page_view described by the view given, not by the page it is sent from', async () => {
    const { sink } = await ready();
    const earlier: PageView = { path: '/earlier', search: '?q=1', url: 'https://shell.example/earlier?q=1', title: 'Earlier' };
    sink.page(earlier);
    await settle();
    expect(api.requests[0]?.event).toMatchObject({
      event: '$mp_web_page_view',
      properties: { $current_url: earlier.url, current_url_path: '/earlier', current_url_search: '?q=1', current_page_title: 'Earlier' },
    });
  });

  it('a call held for consent keeps its time and the page it happened on', async () => {
    const { sink } = await ready();
    const earlier: PageView = { path: '/earlier', search: '', url: 'https://shell.example/earlier', title: 'Earlier' };
    const event: AnalyticsEvent = { name: 'Held', properties: { currentPage: '/earlier' } };
    sink.track(event, { occurredAt: new Date('2026-01-02T03:04:05Z'), page: earlier });
    await settle();
    expect(api.requests[0]?.event.properties).toMatchObject({ time: Date.parse('2026-01-02T03:04:05Z'), $current_url: earlier.url });
  });

  it('a refused request is reported once to the shell, which logs it naming Mixpanel; nothing is thrown', async () => {
    api.answer = '0';
    const consoleError = watchConsoleError();
    const pipeline = behindPipeline(mixpanel.label, (reportFailure) =>
      startMixpanel(OPTIONS, { ...analyticsGranted().context, reportFailure }, async () => sdk),
    );
    expect(() => pipeline.deliver((sink) => sink.track({ name: 'Refused', properties: { currentPage: '/' } }))).not.toThrow();
    // The refusal arrives with the API's answer, after the SDK has loaded and sent the event.
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    const shellLines = () => consoleError.mock.calls.map(([line]) => line).filter((line) => String(line).startsWith('[shellkit]'));
    await vi.waitFor(() => expect(shellLines()).toEqual([expect.stringMatching(/^\[shellkit\] Mixpanel /)]));
  });

  it('a blocked SDK chunk: logged once as Mixpanel not loading', async () => {
    const consoleError = watchConsoleError();
    const pipeline = behindPipeline(mixpanel.label, () =>
      startMixpanel(OPTIONS, analyticsGranted().context, () => Promise.reject(new TypeError('blocked'))),
    );
    pipeline.deliver((sink) => sink.track({ name: 'Waiting', properties: { currentPage: '/' } }));
    await settle();
    expect(consoleError.mock.calls.map(([line]) => line)).toEqual([couldNotBeLoaded('Mixpanel')]);
    expect(api.requests).toEqual([]);
  });
});

describe('Mixpanel consent: opted out by default, opt_in_tracking / opt_out_tracking following analytics', () => {
  it('opts in at start with analytics granted (no $opt_in event), out on a withdrawal, in again when given back', async () => {
    const visitor = analyticsGranted();
    const sink = await startMixpanel(OPTIONS, visitor.context, async () => sdk);
    sink.track({ name: 'Before', properties: { currentPage: '/' } });
    visitor.set('analytics', 'denied');
    sink.track({ name: 'While Out', properties: { currentPage: '/' } });
    visitor.set('analytics', 'granted');
    sink.track({ name: 'After', properties: { currentPage: '/' } });
    await settle();
    expect(api.requests.map(({ event }) => event.event)).toEqual(['Before', 'After']);
    expect(visitor.consentSent).toEqual(['opt_in_tracking', 'opt_out_tracking', 'opt_in_tracking']);
  });

  it('started while analytics is still pending: opted out, even where an earlier page opted it in, and sends nothing', async () => {
    const visitor = fakeAdapterContext({ analytics: 'pending' });
    const sink = await startMixpanel(OPTIONS, visitor.context, async () => sdk);
    sink.track({ name: 'Too Early', properties: { currentPage: '/' } });
    await settle();
    expect(api.requests).toEqual([]);
    expect(visitor.consentSent).toEqual(['opt_out_tracking']);
  });
});
