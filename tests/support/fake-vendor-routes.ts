import type { Page, Route } from '@playwright/test';
import { answerTag, type AnsweredTag } from './answered-tag';
import { fakeVendorAnswer, fakeVendorOf, type FakeVendorName, type SharedFakeName } from './fake-vendors.mjs';
import { decodeCaptureBody } from './posthog-capture-body';
import { vendorTagFakes } from './vendor-tag-fakes';

export type { FakeVendorName };

/** What each fake received so far, in order: the shared network's by name, a vendor folder's answered API by the vendor's id (`hitsOf`). */
export type VendorHits = Readonly<Record<SharedFakeName, VendorHit[]>> & Readonly<Partial<Record<string, VendorHit[]>>>;

/** One request a vendor host received, as the fake answered it. */
export interface VendorHit {
  readonly url: string;
  readonly at: number;
  readonly body: Record<string, unknown> | undefined;
}

/**
 * What an ad blocker can take out: a vendor host, Sentry's SDK chunk, the tunnel path, or a vendor's
 * tag answered by its folder's e2e fake (by vendor id, as in `tags`).
 */
export type Blockable = FakeVendorName | 'sentry-sdk' | 'sentry-tunnel' | `tag:${string}`;

export interface FakeVendors {
  /** What each vendor host received so far, in order. */
  readonly hits: VendorHits;
  /** Each vendor tag answered by its folder's e2e fake (`src/adapters/<vendor>/<vendor>.e2e-fake.mjs`), by vendor id. */
  readonly tags: Readonly<Record<string, AnsweredTag>>;
  /** Makes a vendor unreachable, as an ad blocker does, for the rest of the test; call before `page.goto`. */
  block(vendor: Blockable): Promise<void>;
}

/**
 * Each fake's hits, in order, made on first read: no list of the fakes' names here to keep in step
 * with the fake network (issue 23: a new vendor touches its folder, the registry and its spec).
 */
function hitsByFake(): Record<string, VendorHit[]> {
  const hits: Partial<Record<string, VendorHit[]>> = {};
  return new Proxy(hits, {
    get: (target, name) => (typeof name === 'string' ? (target[name] ??= []) : undefined),
  }) as Record<string, VendorHit[]>;
}

/** A request's body as the tests read it: JSON parsed, PostHog's capture bodies decoded ({ api_key, batch, sent_at }). */
function bodyOf(vendor: FakeVendorName, route: Route): Record<string, unknown> | undefined {
  const buffer = route.request().postDataBuffer();
  if (!buffer || buffer.length === 0) return undefined;
  if (vendor === 'posthog') return { ...decodeCaptureBody(buffer) };
  const text = buffer.toString('utf8');
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { raw: text };
  }
}

/**
 * Answers every vendor host of the fake network (tests/support/fake-vendors.mjs) on this machine
 * through Playwright routes, recording each hit. Routes registered later take precedence, so this
 * goes after the catch-all that fails a test on a request off the machine, and `block` after this.
 */
export async function installFakeVendors(page: Page): Promise<FakeVendors> {
  const hits = hitsByFake();
  await page.route(
    (url) => fakeVendorOf(url) !== undefined,
    async (route) => {
      const request = route.request();
      const vendor = fakeVendorOf(request.url()) as FakeVendorName;
      (hits[vendor] ??= []).push({ url: request.url(), at: Date.now(), body: bodyOf(vendor, route) });
      const { status, headers, body } = fakeVendorAnswer(request.url(), request.headers()['origin']);
      await route.fulfill({ status, headers, body });
    },
  );

  // After the fake network's route, so a vendor's own fake answers its tag (and the beacons it reports to).
  const tags: Record<string, AnsweredTag> = {};
  for (const [vendor, fake] of Object.entries(vendorTagFakes())) tags[vendor] = await answerTag(page, fake);

  // An ad blocker that knows a fake's host, the SDK file, or the tunnel path.
  const blockedBy = (blockable: Exclude<Blockable, `tag:${string}`>) => (url: URL) => {
    if (blockable === 'sentry-sdk') return /\/assets\/sdk-errors-[^/]*\.js$/.test(url.pathname);
    if (blockable === 'sentry-tunnel') return url.pathname === '/monitoring';
    return fakeVendorOf(url) === blockable;
  };
  return {
    hits: hits as VendorHits,
    tags,
    async block(vendor) {
      if (vendor.startsWith('tag:')) await tags[vendor.slice('tag:'.length)]?.block();
      else await page.route(blockedBy(vendor as Exclude<Blockable, `tag:${string}`>), (route) => route.abort('blockedbyclient'));
    },
  };
}

/** What one fake received so far, in order: a shared fake's name or the id of a vendor whose folder answers its API. */
export const hitsOf = (vendors: FakeVendors, name: FakeVendorName): readonly VendorHit[] => vendors.hits[name] ?? [];

/** Every request any vendor host received so far, as `vendor url`. */
export const allVendorHits = (vendors: FakeVendors): string[] =>
  (Object.entries(vendors.hits) as [FakeVendorName, VendorHit[]][]).flatMap(([vendor, hits]) => hits.map((hit) => `${vendor} ${hit.url}`));

/** The messages Segment's API received, in the order they arrived, optionally of one type only. */
export const segmentMessages = (vendors: FakeVendors, type?: 'page' | 'track') =>
  vendors.hits['segment-api'].map((hit) => hit.body ?? {}).filter((body) => type === undefined || body.type === type);

/** The pixel's beacons (the fake fbevents.js reports each call as one), as command, event name and properties. */
export const pixelBeacons = (vendors: FakeVendors) =>
  vendors.hits['meta-beacon'].map((hit) => {
    const query = new URL(hit.url).searchParams;
    return { command: query.get('command'), name: query.get('ev'), properties: JSON.parse(query.get('cd') ?? '{}') as unknown };
  });

/** The pixel's event beacons only (track and trackCustom): not its init nor its consent calls. */
export const pixelEvents = (vendors: FakeVendors) =>
  pixelBeacons(vendors).filter((beacon) => beacon.command === 'track' || beacon.command === 'trackCustom');

/** One command Google's tag received, as the fake gtag.js reports it: the command, its arguments, and whether it was on the dataLayer before the tag ran. */
export interface GtagCommand {
  readonly command: string;
  readonly args: unknown[];
  readonly queuedBeforeTag: boolean;
}

/** The commands the fake gtag.js received, in the order it handled them. */
export const gtagCommands = (vendors: FakeVendors): GtagCommand[] =>
  vendors.hits['ga4-collect']
    .map((hit) => new URL(hit.url).searchParams)
    .sort((a, b) => Number(a.get('n')) - Number(b.get('n')))
    .map((query) => ({
      command: query.get('c') ?? '',
      args: JSON.parse(query.get('a') ?? '[]') as unknown[],
      queuedBeforeTag: query.get('q') === '1',
    }));

/** The gtag events (page_view and named events) as name and parameters. */
export const gtagEvents = (vendors: FakeVendors) =>
  gtagCommands(vendors)
    .filter((command) => command.command === 'event')
    .map(({ args: [name, params] }) => ({ name: name as string, params: params as Record<string, unknown> }));

/** A vendor's tag, answered by its folder's e2e fake; a test that names a vendor with none fails here, saying so. */
export function vendorTag(vendors: FakeVendors, vendor: string): AnsweredTag {
  const tag = vendors.tags[vendor];
  if (!tag) throw new Error(`No e2e fake answers ${vendor}'s tag: add answeredTag to src/adapters/${vendor}/${vendor}.e2e-fake.mjs`);
  return tag;
}
