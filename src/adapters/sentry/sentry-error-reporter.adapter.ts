import type { AnyRouter } from '@tanstack/react-router';
import { MONITORING_POLICY } from '../../domain/monitoring-policy';
import { whenPageIdle, yieldToMain } from '../../platform/page-lifecycle';
import type { ErrorContext, ErrorReporter } from '../../ports/error-reporter.port';
import type { PermissionSignal } from '../../ports/permission-signal';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import type * as SentrySdkModule from './sentry-sdk';
import type { SentryOptions } from './sentry.vendor';

export type SentrySdk = typeof SentrySdkModule;

export interface SentryStartOverrides {
  /** Where the SDK chunk comes from; tests pass a rejecting import to stand for a blocked script. */
  readonly importSdk?: () => Promise<SentrySdk>;
  /** When to start fetching session replay, once the SDK is ready; when the page is idle by default. */
  readonly startReplay?: (load: () => Promise<void>) => void;
}

// The shell captures uncaught errors itself (so one thrown before Sentry loads is not lost); these two
// would report each of them again. Names as in @sentry/browser 11 (integrations/globalhandlers.js, browserapierrors.js).
const DOUBLE_CAPTURING_INTEGRATIONS = new Set(['GlobalHandlers', 'BrowserApiErrors']);

// The shell makes no requests of its own: the page's fetches are the vendors' (an analytics event, a
// ledger record). Wrapping fetch for breadcrumbs and spans cost about 3 ms of main thread per analytics
// event (docs/performance.md) and told nothing about the page, so fetch and XHR are left unpatched.
// A product that wants its own API calls traced turns these back on here.
const REQUEST_INSTRUMENTATION = { fetch: false, xhr: false } as const;

/**
 * Loads the SDK chunk and initialises Sentry with SPEC §9's rates, reporting through the site's own
 * tunnel; then session replay follows the `experience` purpose, fetched once the page is idle.
 * Rejects when the chunk is blocked; errors captured meanwhile wait in the shell's pipeline.
 */
export async function startSentry(
  options: SentryOptions,
  context: AdapterContext,
  overrides: SentryStartOverrides = {},
): Promise<SentryErrorReporter> {
  const sentry = await (overrides.importSdk ?? (() => import('./sentry-sdk')))();
  // Evaluating the SDK chunk and initialising it are separate tasks: together they would be one long task.
  await yieldToMain();
  initSentry(sentry, options);
  // Tracing sets up its web-vitals observers and the page-load span: a task of its own after init.
  // Added after init it still measures from the navigation's start (the page-load span's time origin).
  await yieldToMain();
  const router = context.router() as AnyRouter | undefined;
  sentry.addIntegration(
    router ? sentry.tanstackRouterBrowserTracingIntegration(router, TRACING) : sentry.browserTracingIntegration(TRACING),
  );
  (overrides.startReplay ?? whenPageIdle)(() => replayWhilePermitted(sentry, context.consentFor('experience'), context.consentSent));
  return new SentryErrorReporter(sentry);
}

/** SPEC §7: errors reported to Sentry once its SDK is ready. */
export class SentryErrorReporter implements ErrorReporter {
  readonly #sentry: SentrySdk;

  constructor(sentry: SentrySdk) {
    this.#sentry = sentry;
  }

  captureException(error: unknown, context: ErrorContext): void {
    this.#sentry.captureException(error, {
      // Unhandled: each of these reached the page uncaught (or broke a render), whatever the shell did next.
      mechanism: { type: `shellkit.${context.source}`, handled: false },
      captureContext: { tags: { 'shellkit.source': context.source } },
    });
  }
}

function initSentry(sentry: SentrySdk, config: SentryOptions): void {
  sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    tunnel: config.tunnel,
    tracesSampleRate: MONITORING_POLICY.tracesSampleRate,
    // Read by replay from the client's options when it is added later (@sentry/replay loadReplayOptionsFromClient).
    replaysSessionSampleRate: MONITORING_POLICY.replaysSessionSampleRate,
    replaysOnErrorSampleRate: MONITORING_POLICY.replaysOnErrorSampleRate,
    // Typed here, not from the SDK's types: a product without @sentry/react (an optional peer) typechecks this file too.
    integrations: (defaults: readonly { readonly name: string }[]) => [
      ...defaults.filter((integration) => !DOUBLE_CAPTURING_INTEGRATIONS.has(integration.name) && integration.name !== 'Breadcrumbs'),
      sentry.breadcrumbsIntegration(REQUEST_INSTRUMENTATION),
    ],
  });
}

// When the page-load span ends, tracing turns every performance entry into a span in one task; a span
// per fetched file (the shell's own scripts, styles and fonts, a vendor's tag) was half of it, a 27 ms
// task on a fast machine, over 100 ms on a phone (docs/performance.md). The page-load trace keeps the
// navigation's phases, the paints, the web vitals and long tasks; the files' own timings are the
// bench's to measure, with every byte budgeted.
const RESOURCE_SPANS = ['script', 'link', 'css', 'img', 'other', 'beacon', 'iframe'].map((initiator) => `resource.${initiator}`);

const TRACING = { traceFetch: REQUEST_INSTRUMENTATION.fetch, traceXHR: REQUEST_INSTRUMENTATION.xhr, ignoreResourceSpans: RESOURCE_SPANS };

/** What the adapter uses of the replay integration: stop, and start again in a new session (full, or buffering for an error). */
interface ReplayControls {
  stop(): unknown;
  start(): void;
  startBuffering(): void;
}

/**
 * Replay records only while permitted: it is fetched once permission is granted (at once in notice
 * mode, on acceptance in opt-in mode) and stopped at once when it is withdrawn (Sentry's `stop()`
 * ends the session and removes it from sessionStorage). Granted again, the same integration starts
 * a new session, with a new replay id, sampled as at init: a session in ten recorded in full, the
 * others buffered for an error. Error reports are necessary and carry on either way. What replay does
 * is said for the inspector: `replay on`, `replay off`, `replay on, a new session`.
 */
async function replayWhilePermitted(sentry: SentrySdk, permission: PermissionSignal, consentSent: (signal: string) => void): Promise<void> {
  let replay: Promise<ReplayControls | undefined> | undefined;
  let stopped = false;
  const follow = (granted: boolean) => {
    if (granted && !replay) {
      replay = addReplay(sentry);
      void replay.then((added) => {
        if (added && !stopped) consentSent('replay on');
      });
    } else if (granted) {
      if (!stopped) return;
      stopped = false;
      void replay?.then((added) => {
        if (!added || stopped) return;
        // Sentry samples a session once, at its start; a session started by hand is sampled here the same way.
        if (Math.random() < MONITORING_POLICY.replaysSessionSampleRate) added.start();
        else added.startBuffering();
        consentSent('replay on, a new session');
      });
    } else if (!replay) {
      consentSent('replay off');
    } else {
      stopped = true;
      void replay.then((started) => {
        started?.stop();
        consentSent('replay off');
      });
    }
  };
  follow(permission.current() === 'granted');
  permission.subscribe((current) => follow(current === 'granted'));
}

async function addReplay(sentry: SentrySdk): Promise<ReplayControls | undefined> {
  try {
    const { sessionReplay } = await import('./sentry-replay');
    await yieldToMain();
    // addIntegration runs the integration's afterAllSetup, where replay reads its sample rates from init's options.
    const replay = sessionReplay();
    sentry.addIntegration(replay);
    return replay;
  } catch (error) {
    console.error('[shellkit] Sentry session replay could not be loaded; errors are still reported.', error);
    return undefined;
  }
}
