import * as Sentry from '@sentry/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MONITORING_POLICY } from '../../domain/monitoring-policy';
import { parseSentryDsn, tunnelTargetOf, tunnelUrlFor } from '../../domain/sentry-dsn';
import { describeErrorReporterConformance, type DeliveredError, type VendorLoad } from '../../ports/error-reporter.conformance';
import type { ErrorSource } from '../../ports/error-reporter.port';
import { installGlobalErrorCapture } from '../../ui/shell/global-error-capture';
import { type SentryAdapterOptions, type SentryConfig, SentryErrorReporter } from './sentry-error-reporter.adapter';

/**
 * The real SDK in happy-dom with only the network faked: a stand-in for fetch records what the SDK
 * POSTs, and the envelopes are decoded back into events.
 */

const DSN = 'https://e2ekey@o123.ingest.us.sentry.io/456';
const dsn = parseSentryDsn(DSN);
const target = dsn && tunnelTargetOf(dsn);
if (!target) throw new Error('test DSN must be a tunnellable SaaS DSN');
const config: SentryConfig = {
  adapter: 'sentry',
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

interface SentryHarness {
  readonly reporter: SentryErrorReporter;
  delivered(): Promise<DeliveredError[]>;
  release(): Promise<void>;
  releaseReplay(): Promise<void>;
}

function sentryHarness(load: VendorLoad, options: Partial<SentryAdapterOptions> = {}): SentryHarness {
  let loading: Promise<void> | undefined;
  let heldLoad: (() => Promise<void>) | undefined;
  let heldReplay: (() => Promise<void>) | undefined;
  const reporter = new SentryErrorReporter(config, {
    getRouter: () => undefined,
    startLoading: (start) => {
      if (load === 'held') heldLoad = start;
      else loading = start();
    },
    startReplay: (start) => {
      heldReplay = start;
    },
    ...(load === 'blocked' && {
      // What an ad blocker does to the lazy chunk: the dynamic import rejects.
      importSdk: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/sdk-errors.js')),
    }),
    ...options,
  });
  return {
    reporter,
    async delivered() {
      await loading;
      await Sentry.flush(2000);
      return postedEvents().map(({ event }) => asDelivered(event));
    },
    async release() {
      loading = heldLoad?.();
      await loading;
    },
    async releaseReplay() {
      await heldReplay?.();
    },
  };
}

describeErrorReporterConformance('sentry', (load) => sentryHarness(load), { heldLoad: true, blockedLoad: true });

describe('Sentry adapter', () => {
  it('sends through the tunnel with o, p and r, environment "production", the exception, its source and mechanism', async () => {
    const harness = sentryHarness('loads');
    harness.reporter.captureException(new TypeError('bad input'), { source: 'render' });
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

  it('initialises with the monitoring policy, and without the SDK handlers that would capture errors a second time', async () => {
    const harness = sentryHarness('loads');
    await harness.delivered();
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

  it('an uncaught error and an unhandled rejection are each reported once, by the shell', async () => {
    const harness = sentryHarness('loads');
    await harness.delivered();
    const uninstall = installGlobalErrorCapture(harness.reporter, window);
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

  it('given the router, tracing follows its navigations (the TanStack Router integration)', async () => {
    const root = createRootRoute();
    const router = createRouter({
      routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/privacy' })]),
      history: createMemoryHistory({ initialEntries: ['/privacy'] }),
    });
    const subscribe = vi.spyOn(router, 'subscribe');
    const harness = sentryHarness('loads', { getRouter: () => router });
    await harness.delivered();
    expect(subscribe.mock.calls.map(([event]) => event)).toEqual(expect.arrayContaining(['onBeforeLoad', 'onResolved']));
  });

  it('adds session replay only when asked to, after the SDK, with the compression worker from a same-origin file', async () => {
    const harness = sentryHarness('loads');
    await harness.delivered();
    expect(Sentry.getClient()?.getIntegrationByName('Replay')).toBeUndefined();

    await harness.releaseReplay();
    const replay = Sentry.getClient()?.getIntegrationByName('Replay') as unknown as ReplayInternals | undefined;
    expect(replay).toBeDefined();
    // Not a blob: URL, which the Content-Security-Policy (worker-src 'self') would refuse.
    const workerUrl = new URL(replay?._initialOptions.workerUrl ?? 'blob:', 'https://shell.example');
    expect(workerUrl.origin).toBe('https://shell.example');
  });

  it('replay added after init still samples at the rates given to init', async () => {
    const harness = sentryHarness('loads');
    await harness.delivered();
    await harness.releaseReplay();
    const client = Sentry.getClient();
    const replay = client?.getIntegrationByName('Replay') as unknown as ReplayInternals;
    // Under Node, replay's afterAllSetup stops at isBrowser(); run the setup it would run in a browser.
    replay._setup(client);
    expect(replay._replay?.getOptions()).toMatchObject({ sessionSampleRate: 0.1, errorSampleRate: 1 });
  });

  it('a blocked SDK chunk is logged once, naming Sentry', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = sentryHarness('blocked');
    harness.reporter.captureException(new Error('one'), { source: 'window.error' });
    harness.reporter.captureException(new Error('two'), { source: 'render' });
    expect(await harness.delivered()).toEqual([]);
    expect(harness.reporter.state).toBe('failed');
    expect(consoleError).toHaveBeenCalledOnce();
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('Sentry');
  });

  it('a failing network (the tunnel blocked) neither throws nor logs', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = sentryHarness('loads');
    await harness.delivered();
    networkBlocked = true;
    expect(() => harness.reporter.captureException(new Error('offline'), { source: 'window.error' })).not.toThrow();
    expect(await harness.delivered()).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
