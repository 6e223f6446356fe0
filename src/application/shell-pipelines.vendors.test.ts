import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED } from '../domain/consent';
import type { AnalyticsSink } from '../ports/analytics-sink.port';
import type { PixelSink } from '../ports/pixel-sink.port';
import { memoryConsentStore } from '../testing/memory-consent-store';
import { manualLaterTasks } from '../testing/manual-later-tasks';
import { consentHeardByVendors } from './consent-heard-by-vendors';
import { createShellPipelines, type VendorSources } from './shell-pipelines';
import type { VendorSource } from './vendor-pipeline';

// Issue 23: several vendors per port, each in a pipeline of its own. What one vendor does (its SDK
// slow, blocked or never there, its calls throwing or rejecting, its purpose refused) must never
// delay, reorder or drop another's calls.

type Behaviour = 'at once' | 'slow' | 'blocked' | 'never loads' | 'throws' | 'rejects' | 'refused';
type VendorPortKey = 'analytics' | 'pixel';
interface VendorSpec {
  readonly port: VendorPortKey;
  readonly behaviour: Behaviour;
  /** A pixel that counts page views (its descriptor's `countsPageViews`). */
  readonly countsPageViews?: true;
  /** An analytics vendor that counts page views itself (its descriptor's `countsOwnPageViews`). */
  readonly countsOwnPageViews?: true;
}
type Step =
  | { readonly kind: 'page' }
  | { readonly kind: 'track' }
  | { readonly kind: 'settle'; readonly vendor: number }
  // One of the later tasks waiting (any of them: the platform may run different vendors' tasks in any order).
  | { readonly kind: 'task'; readonly pick: number };

/** A vendor as the test drives it: what it received, in order, and how its SDK's load is settled. */
class FakeVendor {
  readonly received: string[] = [];
  settled = false;
  #settle: (() => void) | undefined;
  readonly source: VendorSource<AnalyticsSink & PixelSink>;

  constructor(
    readonly index: number,
    readonly spec: VendorSpec,
  ) {
    const adapter = this.#adapter();
    const makeAdapter = (): (AnalyticsSink & PixelSink) | Promise<AnalyticsSink & PixelSink> => {
      if (spec.behaviour === 'slow' || spec.behaviour === 'blocked' || spec.behaviour === 'never loads') {
        return new Promise((resolve, reject) => {
          this.#settle = () => {
            if (spec.behaviour === 'slow') resolve(adapter);
            else if (spec.behaviour === 'blocked') reject(new Error(`vendor ${index}: blocked by the client`));
          };
        });
      }
      return adapter;
    };
    // A refused vendor's purpose is the one the visitor refused (marketing); the others' is granted.
    this.source = {
      id: `vendor-${index}`,
      label: `Vendor ${index}`,
      purpose: spec.behaviour === 'refused' ? 'marketing' : 'analytics',
      ...(spec.countsPageViews ? { countsPageViews: true } : {}),
      ...(spec.countsOwnPageViews ? { countsOwnPageViews: true } : {}),
      makeAdapter,
    };
  }

  /** Its SDK's load ends now (a slow one arrives, a blocked one fails; one that never loads stays as it is). */
  settle(): void {
    if (this.settled) return;
    this.settled = true;
    this.#settle?.();
  }

  /** A vendor that works: it must get every call meant for it, in order. */
  get healthy(): boolean {
    return this.spec.behaviour === 'at once' || this.spec.behaviour === 'slow';
  }

  #adapter(): AnalyticsSink & PixelSink {
    const receive = (call: string) => {
      this.received.push(call);
      if (this.spec.behaviour === 'throws') throw new Error(`vendor ${this.index} threw`);
      if (this.spec.behaviour === 'rejects') return Promise.reject(new Error(`vendor ${this.index} rejected`));
      return undefined;
    };
    return {
      page: (view) => receive(`page ${view.path}`),
      track: (event) => receive(`track ${event.name}`),
    };
  }
}

const behaviours: readonly Behaviour[] = ['at once', 'slow', 'blocked', 'never loads', 'throws', 'rejects', 'refused'];
const vendorSpec = fc
  .record({
    port: fc.constantFrom<VendorPortKey>('analytics', 'pixel'),
    behaviour: fc.constantFrom(...behaviours),
    countsPages: fc.boolean(),
  })
  .map(({ countsPages, ...spec }): VendorSpec => {
    if (!countsPages) return spec;
    return spec.port === 'pixel' ? { ...spec, countsPageViews: true } : { ...spec, countsOwnPageViews: true };
  });
/**
 * What a port's vendors are asked to be told: every analytics vendor everything (but the page views of one that counts
 * its own), a pixel its events (and page views if it counts them).
 */
const meantFor = (vendor: FakeVendor, asked: Record<VendorPortKey, string[]>) =>
  (vendor.spec.port === 'analytics' && !vendor.spec.countsOwnPageViews) || vendor.spec.countsPageViews ? asked.analytics : asked.pixel;
const step = fc.oneof(
  fc.constant<Step>({ kind: 'page' }),
  fc.constant<Step>({ kind: 'track' }),
  fc.nat({ max: 5 }).map<Step>((vendor) => ({ kind: 'settle', vendor })),
  fc.nat({ max: 20 }).map<Step>((pick) => ({ kind: 'task', pick })),
);

// A settled SDK's promise reaches its pipeline a few microtasks later; nothing here waits on a clock.
async function microtasks(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

function shellWith(specs: readonly VendorSpec[]) {
  const vendors = specs.map((spec, index) => new FakeVendor(index, spec));
  const consent = memoryConsentStore({ mode: 'notice' });
  consent.choose({ ...ALL_GRANTED, marketing: false });
  const serving = (port: VendorPortKey) => vendors.filter((vendor) => vendor.spec.port === port).map((vendor) => vendor.source);
  const sources: VendorSources = { analytics: serving('analytics'), pixel: serving('pixel'), heatmap: [], errors: [], chat: [] };
  const tasks = manualLaterTasks();
  const vendorConsent = consentHeardByVendors(consent, tasks.later);
  return { vendors, tasks, shell: createShellPipelines({ consent, vendorConsent, later: tasks.later, vendors: sources }) };
}

const receivedSoFar = (vendors: readonly FakeVendor[]) => vendors.map((vendor) => vendor.received.length);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('several vendors per port: each in its own pipeline (issue 23)', () => {
  it('property: whatever the other vendors do (slow, blocked, never loading, throwing, rejecting, refused) and in whatever order the later tasks run, a working vendor gets every call meant for it, in order, never inside the call', async () => {
    // The failing vendors are logged once each, as they should be; the property is about the others.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(fc.array(vendorSpec, { minLength: 2, maxLength: 6 }), fc.array(step, { maxLength: 60 }), async (specs, steps) => {
        const { vendors, tasks, shell } = shellWith(specs);
        // What each port was asked, in order: every analytics vendor gets page views and events, every pixel the events.
        const asked: Record<VendorPortKey, string[]> = { analytics: [], pixel: [] };
        let calls = 0;
        for (const next of steps) {
          const before = receivedSoFar(vendors);
          if (next.kind === 'page') {
            const path = `/p${calls++}`;
            shell.ports.analytics.page({ path, search: '', url: `https://shell.example${path}`, title: path });
            asked.analytics.push(`page ${path}`);
          } else if (next.kind === 'track') {
            const name = `Event ${calls++}`;
            shell.ports.analytics.track({ name, properties: {} });
            asked.analytics.push(`track ${name}`);
            asked.pixel.push(`track ${name}`);
          } else if (next.kind === 'settle') {
            vendors[next.vendor % vendors.length]?.settle();
            await microtasks();
          } else if (tasks.pending() > 0) {
            tasks.runOne(next.pick % tasks.pending());
          }
          // Issue 23 §4: the caller's task never reaches a vendor; each vendor's calls arrive in later tasks.
          if (next.kind === 'page' || next.kind === 'track') expect(receivedSoFar(vendors)).toEqual(before);
          // One task waits per vendor at most, however many calls it has waiting.
          expect(tasks.pending()).toBeLessThanOrEqual(vendors.length);
          // Never reordered: what a vendor has is the start of what was meant for it.
          for (const vendor of vendors) {
            const meant = meantFor(vendor, asked);
            expect(vendor.received).toEqual(meant.slice(0, vendor.received.length));
          }
        }
        // Never delayed by another: once the tasks waiting have run, a vendor whose SDK is there has every call.
        tasks.runAll();
        for (const vendor of vendors.filter(
          (each) => each.spec.behaviour === 'at once' || (each.spec.behaviour === 'slow' && each.settled),
        ))
          expect(vendor.received).toEqual(meantFor(vendor, asked));
        for (const vendor of vendors) vendor.settle();
        await microtasks();
        tasks.runAll();
        for (const vendor of vendors) {
          // Never dropped nor reordered: a working vendor ends with exactly what its port was asked.
          if (vendor.healthy) expect(vendor.received).toEqual(meantFor(vendor, asked));
          // A refused, blocked or never-loaded vendor gets nothing; a failing one is still called, in order.
          else if (vendor.spec.behaviour === 'throws' || vendor.spec.behaviour === 'rejects')
            expect(vendor.received).toEqual(meantFor(vendor, asked));
          else expect(vendor.received).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a pixel that counts page views gets them too, in order with its events; one that does not gets events only', () => {
    const { vendors, tasks, shell } = shellWith([
      { port: 'pixel', behaviour: 'at once', countsPageViews: true },
      { port: 'pixel', behaviour: 'at once' },
    ]);
    shell.ports.analytics.page({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    shell.ports.analytics.track({ name: 'Lead', properties: {} });
    tasks.runAll();
    expect(vendors.map((vendor) => vendor.received)).toEqual([['page /', 'track Lead'], ['track Lead']]);
  });

  it('a page view and an event reach every analytics vendor, and the event every pixel, each under its own purpose', () => {
    const { vendors, tasks, shell } = shellWith([
      { port: 'analytics', behaviour: 'at once' },
      { port: 'analytics', behaviour: 'at once' },
      { port: 'pixel', behaviour: 'at once' },
      { port: 'pixel', behaviour: 'refused' },
    ]);
    shell.ports.analytics.page({ path: '/', search: '', url: 'https://shell.example/', title: 'Home' });
    shell.ports.analytics.track({ name: 'Sample Event', properties: {} });
    tasks.runAll();
    expect(vendors.map((vendor) => vendor.received)).toEqual([
      ['page /', 'track Sample Event'],
      ['page /', 'track Sample Event'],
      ['track Sample Event'],
      [],
    ]);
    expect(shell.states.map(({ port, vendor, permission }) => [port, vendor, permission()])).toEqual([
      ['analytics', 'vendor-0', 'granted'],
      ['analytics', 'vendor-1', 'granted'],
      ['pixel', 'vendor-2', 'granted'],
      ['pixel', 'vendor-3', 'denied'],
    ]);
  });
});
