import type * as SentryModule from '@sentry/react';
import type { AnyRouter } from '@tanstack/react-router';
import type { ErrorsConfig } from '../../domain/shell-config';
import { MONITORING_POLICY } from '../../domain/monitoring-policy';
import { afterFirstPaint, whenPageIdle } from '../../platform/page-lifecycle';
import { DeferredSdk } from '../../platform/deferred-sdk';
import type { ErrorContext, ErrorReporter } from '../../ports/error-reporter.port';

export type SentryConfig = Extract<ErrorsConfig, { readonly adapter: 'sentry' }>;

type SentrySdk = typeof SentryModule;

export interface SentryAdapterOptions {
  readonly getRouter: () => AnyRouter | undefined;
  /** When to start fetching the SDK; after the first paint by default. */
  readonly startLoading?: (load: () => void) => void;
  /** When to start fetching session replay; once the page is idle by default. */
  readonly startReplay?: (load: () => void) => void;
}

// The shell captures uncaught errors itself (so one thrown before Sentry loads is not lost);
// Sentry's own handlers would report each of them a second time.
const DOUBLE_CAPTURING_INTEGRATIONS = new Set(['GlobalHandlers', 'BrowserApiErrors']);

/**
 * SPEC §7 and §9: errors and traces to Sentry through the site's own tunnel, with session replay
 * fetched once the page is idle. Errors captured before the SDK is ready wait and are sent once.
 */
export class SentryErrorReporter implements ErrorReporter {
  readonly #sdk: DeferredSdk<SentrySdk>;

  constructor(config: SentryConfig, options: SentryAdapterOptions) {
    this.#sdk = new DeferredSdk({ vendor: 'Sentry', load: () => loadSentry(config, options.getRouter()) });
    (options.startLoading ?? afterFirstPaint)(() => {
      void this.#sdk.start();
      this.#sdk.run((sentry) => (options.startReplay ?? whenPageIdle)(() => void addReplay(sentry)));
    });
  }

  get state() {
    return this.#sdk.state;
  }

  captureException(error: unknown, context: ErrorContext): void {
    this.#sdk.run((sentry) =>
      sentry.withScope((scope) => {
        scope.setTag('shellkit.source', context.source);
        // Unhandled: each of these reached the page uncaught (or broke a render), whatever the shell did next.
        sentry.captureException(error, { mechanism: { type: `shellkit.${context.source}`, handled: false } });
      }),
    );
  }
}

async function loadSentry(config: SentryConfig, router: AnyRouter | undefined): Promise<SentrySdk> {
  const sentry = await import('@sentry/react');
  sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    tunnel: config.tunnel,
    tracesSampleRate: MONITORING_POLICY.tracesSampleRate,
    replaysSessionSampleRate: MONITORING_POLICY.replaysSessionSampleRate,
    replaysOnErrorSampleRate: MONITORING_POLICY.replaysOnErrorSampleRate,
    integrations: (defaults) => [
      ...defaults.filter((integration) => !DOUBLE_CAPTURING_INTEGRATIONS.has(integration.name)),
      router ? sentry.tanstackRouterBrowserTracingIntegration(router) : sentry.browserTracingIntegration(),
    ],
  });
  return sentry;
}

async function addReplay(sentry: SentrySdk): Promise<void> {
  try {
    const { replayIntegration } = await import('@sentry/replay');
    sentry.addIntegration(replayIntegration());
  } catch (error) {
    console.error('[shellkit] Sentry session replay could not be loaded; errors are still reported.', error);
  }
}
