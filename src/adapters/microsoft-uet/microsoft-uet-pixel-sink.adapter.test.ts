import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import { behindPipeline, couldNotBeLoaded } from '../../testing/conformance/behind-pipeline';
import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { fakeAdapterContext, type FakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork, nextTask } from '../../testing/fake-script-network';
import { startMicrosoftUet } from './microsoft-uet-pixel-sink.adapter';
import { microsoftUet } from './microsoft-uet.vendor';
import { BAT_JS_URL, type Uetq } from './uetq';

const TAG_ID = '12345678';

type UetCall = unknown[];

/** What bat.js does when it runs: defines UET, whose instance replays the queue it is given and records every push. */
function fakeBatJs(page: Window, received: UetCall[], tags: string[] = []) {
  return () => {
    page.UET = class {
      constructor({ ti, q }: { ti: string; q: Uetq }) {
        tags.push(ti);
        // An array's push keeps each argument as its own entry: the shell queues only three-part commands
        // ('consent', kind, state and 'event', name, properties), read back here three at a time.
        const queued = q as unknown as unknown[];
        for (let i = 0; i < queued.length; i += 3) received.push(queued.slice(i, i + 3));
      }
      push(...command: unknown[]) {
        received.push(command);
      }
    };
  };
}

function uetOnPage(visitor: FakeAdapterContext = fakeAdapterContext({ marketing: 'granted' })) {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: UetCall[] = [];
  const tags: string[] = [];
  return {
    network,
    visitor,
    received,
    tags,
    start: () => startMicrosoftUet({ tagId: TAG_ID }, visitor.context, network.window),
    batJsArrives: () => network.respond(BAT_JS_URL, fakeBatJs(network.window, received, tags)),
  };
}

const eventsIn = (calls: readonly UetCall[]): AnalyticsEvent[] =>
  calls
    .filter(([command]) => command === 'event')
    .map(([, name, properties]) => ({ name: name as string, properties: properties as AnalyticsEvent['properties'] }));

describePixelSinkConformance(
  'Microsoft Advertising UET',
  () => {
    const page = uetOnPage();
    return {
      vendor: microsoftUet.label,
      make: page.start,
      received: () => eventsIn(page.received),
      finishLoading: page.batJsArrives,
      blockVendor: () => page.network.block(BAT_JS_URL),
      breakVendor: () => {
        (page.network.window.uetq as Uetq).push = () => {
          throw new TypeError('bat.js failed');
        };
      },
    };
  },
  { vendorLoadsLater: true, canBlockVendor: true, canBreakVendor: true },
);

describe("UET's snippet, as code, with Microsoft's consent mode", () => {
  it('queues the consent default (denied) and the visitor’s choice before bat.js, then UET takes the queue over with the tag id', async () => {
    const { network, start, batJsArrives, received, tags } = uetOnPage();
    const starting = start();
    await nextTask();
    expect([...(network.window.uetq as unknown as unknown[])]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied' },
      'consent',
      'update',
      { ad_storage: 'granted' },
    ]);
    expect(network.scripts).toEqual(['https://bat.bing.com/bat.js']);
    await batJsArrives();
    await starting;
    expect(tags).toEqual([TAG_ID]);
    expect(received).toEqual([
      ['consent', 'default', { ad_storage: 'denied' }],
      ['consent', 'update', { ad_storage: 'granted' }],
    ]);
  });

  it('updates ad_storage on every change of marketing, once per change, in order with the events, and says so', async () => {
    const visitor = fakeAdapterContext({ marketing: 'granted' });
    const { start, batJsArrives, received } = uetOnPage(visitor);
    const starting = start();
    await batJsArrives();
    const sink = await starting;
    sink.track({ name: 'Before', properties: { currentPage: '/' } });
    visitor.set('marketing', 'denied');
    visitor.set('marketing', 'granted');
    sink.track({ name: 'After', properties: { currentPage: '/', revenue_value: 5, currency: 'EUR' } });
    expect(received.slice(2)).toEqual([
      ['event', 'Before', { currentPage: '/' }],
      ['consent', 'update', { ad_storage: 'denied' }],
      ['consent', 'update', { ad_storage: 'granted' }],
      ['event', 'After', { currentPage: '/', revenue_value: 5, currency: 'EUR' }],
    ]);
    expect(visitor.consentSent).toEqual([
      'uetq consent default ad_storage=denied',
      'uetq consent update ad_storage=granted',
      'uetq consent update ad_storage=denied',
      'uetq consent update ad_storage=granted',
    ]);
  });

  it('a page view, once the pixel port carries them, is a page_view event with the view’s path', async () => {
    const { start, batJsArrives, received } = uetOnPage();
    const starting = start();
    await batJsArrives();
    (await starting).page({ path: '/pricing', search: '?plan=pro', url: 'https://shell.example/pricing?plan=pro', title: 'Pricing' });
    expect(received.at(-1)).toEqual(['event', 'page_view', { page_path: '/pricing?plan=pro', page_title: 'Pricing' }]);
  });

  it('a blocked bat.js, behind the shell’s pipeline: logged once as UET not loading, nothing thrown, consent no longer followed', async () => {
    const { network, start, visitor } = uetOnPage();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pipeline = behindPipeline(microsoftUet.label, start);
    pipeline.deliver((sink) => sink.track({ name: 'Waiting', properties: { currentPage: '/' } }));
    await network.block(BAT_JS_URL);
    expect(() => pipeline.deliver((sink) => sink.track({ name: 'Later', properties: { currentPage: '/' } }))).not.toThrow();
    await nextTask();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls[0]?.[0]).toBe(couldNotBeLoaded('Microsoft Advertising UET'));
    expect(visitor.listeners('marketing')).toBe(0);
  });
});

describe('UET and the tracking plan (issue 23 §3)', () => {
  it('an event the plan gives a UET action goes as that action; any other under its own name', async () => {
    const { start, batJsArrives, received } = uetOnPage();
    const starting = start();
    await batJsArrives();
    const sink = await starting;
    sink.track({ name: 'Lead', properties: { source: 'demo' }, planned: { 'microsoft-uet': { action: 'submit_lead_form' } } });
    sink.track({ name: 'Plan Chosen', properties: { plan: 'Pro' } });
    expect(eventsIn(received)).toEqual([
      { name: 'submit_lead_form', properties: { source: 'demo' } },
      { name: 'Plan Chosen', properties: { plan: 'Pro' } },
    ]);
  });
});
