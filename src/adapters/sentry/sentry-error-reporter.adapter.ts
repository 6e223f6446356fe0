import type { AnyRouter } from '@tanstack/react-router';
import type { ErrorsConfig } from '../../domain/shell-config';
import { MONITORING_POLICY } from '../../domain/monitoring-policy';
import { afterFirstPaint, whenPageIdle, yieldToMain } from '../../platform/page-lifecycle';
import { DeferredSdk } from '../../platform/deferred-sdk';
import type { ErrorContext, ErrorReporter } from '../../ports/error-reporter.port';
import type { PermissionSignal } from '../../ports/permission-signal';
import type * as SentrySdkModule from './sentry-sdk';

export type SentryConfig = Extract<ErrorsConfig, { readonly adapter: 'sentry' }>;

export type SentrySdk = typeof SentrySdkModule;

export interface SentryAdapterOptions {
  readonly getRouter: () => AnyRouter | undefined;
  /** When to start fetching the SDK; after the first paint by default. `load` settles once it is ready or has failed. */
  readonly startLoading?: (load: () => Promise<void>) => void;
  /** When to start fetching session replay, once the SDK is ready; when the page is idle by default. */
  readonly startReplay?: (load: () => Promise<void>) => void;
  /** Whether session replay may record (opt-in mode: only after acceptance); always, when absent. */
  readonly replayPermission?: PermissionSignal;
  /** Where the SDK chunk comes from; tests pass a rejecting import to stand for a blocked script. */
  readonly importSdk?: () => Promise<SentrySdk>;
}

// The shell captures uncaught errors itself (so one thrown before Sentry loads is not lost); these two
// would report each of them again. Names as in @sentry/browser 11 (integrations/globalhandlers.js, browserapierrors.js).
const DOUBLE_CAPTURING_INTEGRATIONS = new Set(['GlobalHandlers', 'BrowserApiErrors']);

/**
 * SPEC §7 and §9: errors and traces to Sentry through the site's own tunnel, with session replay
 * fetched once the page is idle. Errors captured before the SDK is ready wait and are sent once.
 */
export class SentryErrorReporter implements ErrorReporter {
  readonly #sdk: DeferredSdk<SentrySdk>;

  constructor(config: SentryConfig, options: SentryAdapterOptions) {
    const importSdk = options.importSdk ?? (() => import('./sentry-sdk'));
    this.#sdk = new DeferredSdk({
      vendor: 'Sentry',
      // Evaluating the SDK chunk and initialising it are separate tasks: together they would be one long task.
      load: async () => {
        const sentry = await importSdk();
        await yieldToMain();
        return initSentry(sentry, config, options.getRouter());
      },
    });
    (options.startLoading ?? afterFirstPaint)(() => this.#sdk.start());
    this.#sdk.run((sentry) => (options.startReplay ?? whenPageIdle)(() => replayWhilePermitted(sentry, options.replayPermission)));
  }

  get state() {
    return this.#sdk.state;
  }

  captureException(error: unknown, context: ErrorContext): void {
    this.#sdk.run((sentry) =>
      sentry.captureException(error, {
        // Unhandled: each of these reached the page uncaught (or broke a render), whatever the shell did next.
        mechanism: { type: `shellkit.${context.source}`, handled: false },
        captureContext: { tags: { 'shellkit.source': context.source } },
      }),
    );
  }
}

function initSentry(sentry: SentrySdk, config: SentryConfig, router: AnyRouter | undefined): SentrySdk {
  sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    tunnel: config.tunnel,
    tracesSampleRate: MONITORING_POLICY.tracesSampleRate,
    // Read by replay from the client's options when it is added later (@sentry/replay loadReplayOptionsFromClient).
    replaysSessionSampleRate: MONITORING_POLICY.replaysSessionSampleRate,
    replaysOnErrorSampleRate: MONITORING_POLICY.replaysOnErrorSampleRate,
    integrations: (defaults) => [
      ...defaults.filter((integration) => !DOUBLE_CAPTURING_INTEGRATIONS.has(integration.name)),
      router ? sentry.tanstackRouterBrowserTracingIntegration(router) : sentry.browserTracingIntegration(),
    ],
  });
  return sentry;
}

/**
 * Replay records only while permitted: it is fetched once permission is granted (at once in notice
 * mode, on acceptance in opt-in mode) and stopped for good when it is withdrawn.
 */
async function replayWhilePermitted(sentry: SentrySdk, permission: PermissionSignal | undefined): Promise<void> {
  if (!permission) {
    await addReplay(sentry);
    return;
  }
  let replay: Promise<{ stop(): unknown } | undefined> | undefined;
  const follow = (granted: boolean) => {
    if (granted) replay ??= addReplay(sentry);
    else void replay?.then((started) => started?.stop());
  };
  follow(permission.current() === 'granted');
  permission.subscribe((current) => follow(current === 'granted'));
}

async function addReplay(sentry: SentrySdk): Promise<{ stop(): unknown } | undefined> {
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
