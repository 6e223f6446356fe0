import * as Sentry from '@sentry/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consentSignal } from '../../application/consent-signal';
import { installGlobalErrorCapture } from '../../application/global-error-capture';
import type { Purpose } from '../../domain/purpose';
import { MONITORING_POLICY } from '../../domain/monitoring-policy';
import { parseSentryDsn, tunnelTargetOf, tunnelUrlFor } from '../../domain/sentry-dsn';
import type { ErrorSource } from '../../ports/error-reporter.port';
import type { PermissionSignal } from '../../ports/permission-signal';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { alwaysGranted, settle } from '../../testing/conformance/behind-pipeline';
import {
  describeErrorReporterConformance,
  type DeliveredError,
  type VendorLoad,
} from '../../testing/conformance/error-reporter.conformance';
import { memoryConsentStore } from '../../testing/memory-consent-store';
import { startSentry, type SentryErrorReporter, type SentrySdk } from './sentry-error-reporter.adapter';
import { sentry } from './sentry.vendor';
import type { SentryOptions } from './sentry.vendor';

/**
 * The real SDK in happy-dom with only the network faked: a stand-in for fetch records what the SDK
 * POSTs, and the envelopes are decoded back into events.
 */

const DSN = 'https://e2ekey@o123.ingest.us.sentry.io/456';
const dsn = parseSentryDsn(DSN);
const target = dsn && tunnelTargetOf(dsn);
if (!target) throw new Error('test DSN must be a tunnellable SaaS DSN');
const config: SentryOptions = {
  dsn: DSN,
  environment: MONITORING_POLICY.defaultEnvironment,
  tunnel: tunnelUrlFor('/monitoring', target),
};

interface Posted {
  readonly url: string;
  readonly body: string;
}
const posted: Posted[] = [];
let networkBlocked = false;

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (networkBlocked) throw new TypeError('Failed to fetch');
  const url = input instanceof Request ? input.url : String(input);
  const body = init?.body;
  posted.push({ url, body: typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array) });
  return new Response(null, { status: 200 });
}
// Given a fetch that does not look native, the SDK looks for a fresh one in a sandbox iframe
// (@sentry/browser-utils getNativeImplementation): in a browser that would go past this stand-in.
fakeFetch.toString = () => 'function fetch() { [native code] }';

beforeAll(() => {
  // Once per file: the SDK keeps the first fetch it finds for the life of the module.
  vi.stubGlobal('fetch', fakeFetch);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(async () => {
  // Sentry.init binds a client to global scope; each test starts without one.
  await Sentry.close();
  posted.length = 0;
  networkBlocked = false;
});

type Envelope = [header: Record<string, unknown>, items: [itemHeader: { type: string }, payload: unknown][]];

/** Sentry envelopes: a JSON header line, then per item a JSON header line and a JSON payload line. */
function decodeEnvelope(body: string): Envelope {
  const [header = '{}', ...lines] = body.split('\n').filter((line) => line !== '');
  const items: Envelope[1] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) items.push([JSON.parse(lines[i] as string), JSON.parse(lines[i + 1] as string)]);
  return [JSON.parse(header), items];
}

interface SentryEvent {
  readonly environment?: string;
  readonly tags?: Record<string, string>;
  readonly sdk?: { readonly name?: string };
  readonly exception?: { readonly values?: readonly { type?: string; value?: string; mechanism?: { type?: string; handled?: boolean } }[] };
}

function postedEvents(): { url: string; header: Record<string, unknown>; event: SentryEvent }[] {
  return posted.flatMap(({ url, body }) => {
    const [header, items] = decodeEnvelope(body);
    return items.filter(([item]) => item.type === 'event').map(([, event]) => ({ url, header, event: event as SentryEvent }));
  });
}

function asDelivered(event: SentryEvent): DeliveredError {
  // The captured error is the last value; linked causes, when there are any, come before it.
  const exception = event.exception?.values?.at(-1);
  return { name: exception?.type ?? '', message: exception?.value ?? '', source: event.tags?.['shellkit.source'] as ErrorSource };
}

/** @sentry/replay internals, read only to check what its public options cannot show. */
interface ReplayInternals {
  readonly _initialOptions: { readonly workerUrl?: string };
  readonly _replay?: { getOptions(): Record<string, unknown> };
  _setup(client: unknown): void;
}

const importSentry = (): Promise<SentrySdk> => import('./sentry-sdk');

/** What an ad blocker does to the lazy chunk: the dynamic import rejects. */
const blockedChunk = (): Promise<SentrySdk> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/sdk-errors.js'));

interface SentryHarnessOptions {
  /** What `context.router()` gives: the app's router, or none. */
  readonly router?: unknown;
  /** What `context.consentFor` gives: whether replay may record. Granted when absent. */
  readonly replayPermission?: PermissionSignal;
}

interface SentryHarness {
  readonly vendor: string;
  readonly make: () => Promise<SentryErrorReporter>;
  /** The purposes the adapter asked the context about. */
  readonly purposesAsked: readonly Purpose[];
  /** What the adapter said it told Sentry about consent, in order. */
  readonly consentSent: readonly string[];
  /** The SDK's addIntegration, watched for session replay (the one integration consent adds after init). */
  readonly addIntegration: ReturnType<typeof vi.fn<SentrySdk['addIntegration']>>;
  delivered(): Promise<DeliveredError[]>;
  release(): Promise<void>;
  /** Runs what the adapter scheduled for when the page is idle (replay, as consent allows); false when it scheduled nothing. */
  pageIdle(): Promise<boolean>;
}

/**
 * startSentry as the descriptor calls it, with the SDK chunk held or blocked as the test asks, the
 * page never idle until the test says so, and the network faked.
 */
function sentryHarness(load: VendorLoad, { router, replayPermission = alwaysGranted }: SentryHarnessOptions = {}): SentryHarness {
  let releaseChunk: (() => void) | undefined;
  const chunkArrives = new Promise<void>((resolve) => (releaseChunk = resolve));
  const addIntegration = vi.fn<SentrySdk['addIntegration']>();
  const importSdk = async () => {
    if (load === 'blocked') return blockedChunk();
    if (load === 'held') await chunkArrives;
    const sdk = await importSentry();
    addIntegration.mockImplementation(sdk.addIntegration);
    // Tracing is added after init too, in a task of its own: only session replay is watched here.
    return {
      ...sdk,
      addIntegration: (integration: Parameters<SentrySdk['addIntegration']>[0]) =>
        integration.name === 'Replay' ? addIntegration(integration) : sdk.addIntegration(integration),
    };
  };
  const purposesAsked: Purpose[] = [];
  const consentSent: string[] = [];
  const context: AdapterContext = {
    consentFor: (purpose) => {
      purposesAsked.push(purpose);
      return replayPermission;
    },
    router: () => router,
    reportFailure: () => undefined,
    consentSent: (signal) => consentSent.push(signal),
    reloadToStop: () => undefined,
  };
  let whenIdle: (() => Promise<void>) | undefined;
  let loading: Promise<SentryErrorReporter> | undefined;
  let released = load !== 'held';
  const make = () => (loading ??= startSentry(config, context, { importSdk, startReplay: (start) => (whenIdle = start) }));
  return {
    vendor: sentry.label,
    make,
    purposesAsked,
    consentSent,
    addIntegration,
    async delivered() {
      if (released) await loading?.catch(() => undefined);
      await Sentry.flush(2000);
      return postedEvents().map(({ event }) => asDelivered(event));
    },
    async release() {
      released = true;
      releaseChunk?.();
      await loading;
    },
    async pageIdle() {
      if (!whenIdle) return false;
      await whenIdle();
      return true;
    },
  };
}

/** Replay's chunk, fetched once here, so an adapter that adds replay does so within a task or two: a test can tell when it has not. */
const replayChunkCached = import('./sentry-replay');

/** Lets the adapter add replay if it is going to: the chunk is cached, so that is its import and one yield to the main thread. */
async function replayHadItsChance(): Promise<void> {
  await replayChunkCached;
  await settle();
  await settle();
}

describeErrorReporterConformance('Sentry', (load) => sentryHarness(load), { heldLoad: true, blockedLoad: true });

describe('startSentry and its reporter', () => {
  it('sends through the tunnel with o, p and r, environment "production", the exception, its source and mechanism', async () => {
    const harness = sentryHarness('loads');
    const reporter = await harness.make();
    reporter.captureException(new TypeError('bad input'), { source: 'render' });
    await harness.delivered();

    const [sent, ...more] = postedEvents();
    expect(more).toEqual([]);
    const url = new URL(sent?.url ?? '', 'https://shell.example');
    expect(url.pathname).toBe('/monitoring');
    expect(Object.fromEntries(url.searchParams)).toEqual({ o: '123', p: '456', r: 'us' });
    // The tunnel forwards by the DSN in the envelope header.
    expect(sent?.header.dsn).toBe(DSN);
    expect(sent?.event.environment).toBe('production');
    expect(sent?.event.sdk?.name).toBe('sentry.javascript.react');
    expect(sent?.event.tags).toMatchObject({ 'shellkit.source': 'render' });
    expect(sent?.event.exception?.values?.at(-1)).toMatchObject({
      type: 'TypeError',
      value: 'bad input',
      mechanism: { type: 'shellkit.render', handled: false },
    });
  });

  it('is ready only once initialised with the monitoring policy, and without the SDK handlers that would capture errors a second time', async () => {
    expect(Sentry.getClient()).toBeUndefined();
    await sentryHarness('loads').make();
    const client = Sentry.getClient();
    expect(client?.getOptions()).toMatchObject({
      dsn: DSN,
      environment: 'production',
      tunnel: '/monitoring?o=123&p=456&r=us',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(client?.getIntegrationByName('GlobalHandlers')).toBeUndefined();
    expect(client?.getIntegrationByName('BrowserApiErrors')).toBeUndefined();
    expect(client?.getIntegrationByName('BrowserTracing')).toBeDefined();
  });

  it("leaves the page's fetch and XHR unwrapped: the vendors' own requests pay nothing for breadcrumbs or spans", async () => {
    const fetchBefore = globalThis.fetch;
    const sendBefore = XMLHttpRequest.prototype.send;
    await sentryHarness('loads').make();
    expect(globalThis.fetch).toBe(fetchBefore);
    expect(XMLHttpRequest.prototype.send).toBe(sendBefore);
  });

  it('an uncaught error and an unhandled rejection are each reported once, by the shell', async () => {
    const harness = sentryHarness('loads');
    const reporter = await harness.make();
    const uninstall = installGlobalErrorCapture(reporter, window);
    try {
      const uncaught = new Error('uncaught');
      // A browser calls window.onerror and dispatches the event; Sentry's GlobalHandlers would listen on the first.
      window.onerror?.('Uncaught Error: uncaught', 'https://shell.example/assets/index.js', 1, 1, uncaught);
      window.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: 'Uncaught Error: uncaught' }));
      const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected'), promise: Promise.resolve() });
      window.onunhandledrejection?.(rejection as PromiseRejectionEvent);
      window.dispatchEvent(rejection);
    } finally {
      uninstall();
    }
    expect(await harness.delivered()).toEqual([
      { name: 'Error', message: 'uncaught', source: 'window.error' },
      { name: 'Error', message: 'rejected', source: 'unhandledrejection' },
    ]);
  });

  it("given the app's router, tracing follows its navigations (the TanStack Router integration)", async () => {
    const root = createRootRoute();
    const router = createRouter({
      routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/privacy' })]),
      history: createMemoryHistory({ initialEntries: ['/privacy'] }),
    });
    const subscribe = vi.spyOn(router, 'subscribe');
    await sentryHarness('loads', { router }).make();
    expect(subscribe.mock.calls.map(([event]) => event)).toEqual(expect.arrayContaining(['onBeforeLoad', 'onResolved']));
  });

  it('rejects, logging nothing itself, when the SDK chunk is blocked; nothing is initialised or scheduled', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = sentryHarness('blocked');
    await expect(harness.make()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(consoleError).not.toHaveBeenCalled();
    expect(Sentry.getClient()).toBeUndefined();
    expect(await harness.pageIdle()).toBe(false);
  });

  it('a failing network (the tunnel blocked) neither throws nor logs', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = sentryHarness('loads');
    const reporter = await harness.make();
    networkBlocked = true;
    expect(() => reporter.captureException(new Error('offline'), { source: 'window.error' })).not.toThrow();
    expect(await harness.delivered()).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('Sentry session replay: fetched when the page is idle, while `experience` is permitted', () => {
  /** A purpose's permission as the visitor changes it (opt-in mode: pending until they decide). */
  function visitor() {
    const consent = memoryConsentStore({ mode: 'opt-in' });
    return { consent, experience: consentSignal('experience', consent) };
  }

  const replayOf = () => Sentry.getClient()?.getIntegrationByName('Replay') as unknown as ReplayInternals | undefined;

  it('granted: added once the page is idle, not before, with the compression worker from a same-origin file', async () => {
    const harness = sentryHarness('loads');
    await harness.make();
    await replayHadItsChance();
    expect(replayOf()).toBeUndefined();

    expect(await harness.pageIdle()).toBe(true);
    await vi.waitFor(() => expect(harness.addIntegration).toHaveBeenCalledOnce());
    expect(harness.purposesAsked).toEqual(['experience']);
    const replay = replayOf();
    expect(replay).toBeDefined();
    // Not a blob: URL, which the Content-Security-Policy (worker-src 'self') would refuse.
    const workerUrl = new URL(replay?._initialOptions.workerUrl ?? 'blob:', 'https://shell.example');
    expect(workerUrl.origin).toBe('https://shell.example');
  });

  it('replay added after init still samples at the rates given to init', async () => {
    const harness = sentryHarness('loads');
    await harness.make();
    await harness.pageIdle();
    await vi.waitFor(() => expect(replayOf()).toBeDefined());
    const replay = replayOf() as ReplayInternals;
    // Under Node, replay's afterAllSetup stops at isBrowser(); run the setup it would run in a browser.
    replay._setup(Sentry.getClient());
    expect(replay._replay?.getOptions()).toMatchObject({ sessionSampleRate: 0.1, errorSampleRate: 1 });
  });

  it('not yet decided: nothing is fetched; accepting adds it, once', async () => {
    const { consent, experience } = visitor();
    const harness = sentryHarness('loads', { replayPermission: experience });
    await harness.make();
    await harness.pageIdle();
    await replayHadItsChance();
    expect(harness.addIntegration).not.toHaveBeenCalled();

    consent.accept();
    await vi.waitFor(() => expect(harness.addIntegration).toHaveBeenCalledOnce());
    expect(replayOf()).toBeDefined();
    await vi.waitFor(() => expect(harness.consentSent).toEqual(['replay off', 'replay on']));
  });

  it('declined: nothing is ever fetched, and errors are still reported', async () => {
    const { consent, experience } = visitor();
    consent.decline();
    const harness = sentryHarness('loads', { replayPermission: experience });
    const reporter = await harness.make();
    await harness.pageIdle();
    await replayHadItsChance();
    reporter.captureException(new Error('still reported'), { source: 'render' });

    expect(await harness.delivered()).toEqual([{ name: 'Error', message: 'still reported', source: 'render' }]);
    expect(harness.addIntegration).not.toHaveBeenCalled();
    expect(harness.consentSent).toEqual(['replay off']);
  });

  it('withdrawn after it started: the recording is stopped, and errors are still reported', async () => {
    const { consent, experience } = visitor();
    consent.accept();
    const harness = sentryHarness('loads', { replayPermission: experience });
    const reporter = await harness.make();
    await harness.pageIdle();
    await vi.waitFor(() => expect(harness.addIntegration).toHaveBeenCalledOnce());
    const stop = vi.spyOn(replayOf() as unknown as { stop(): Promise<void> }, 'stop');

    await vi.waitFor(() => expect(harness.consentSent).toEqual(['replay on']));

    consent.decline();
    await vi.waitFor(() => expect(stop).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(harness.consentSent).toEqual(['replay on', 'replay off']));
    reporter.captureException(new Error('after withdrawal'), { source: 'window.error' });
    expect(await harness.delivered()).toEqual([{ name: 'Error', message: 'after withdrawal', source: 'window.error' }]);

    // Granted again: the same integration records again, in a new session (a new replay id), sampled as at init.
    const start = vi.spyOn(replayOf() as unknown as { start(): void }, 'start').mockImplementation(() => undefined);
    const startBuffering = vi
      .spyOn(replayOf() as unknown as { startBuffering(): void }, 'startBuffering')
      .mockImplementation(() => undefined);
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.05).mockReturnValueOnce(0.5);
    consent.accept();
    expect(harness.addIntegration).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(harness.consentSent.at(-1)).toBe('replay on, a new session'));
    expect(start).toHaveBeenCalledOnce();

    consent.decline();
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(2));
    consent.accept();
    await vi.waitFor(() => expect(startBuffering).toHaveBeenCalledOnce());
    expect(start).toHaveBeenCalledOnce();
  });
});
