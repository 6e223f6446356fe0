import { yieldToMain } from '../../platform/page-lifecycle';
import type { ErrorContext, ErrorReporter } from '../../ports/error-reporter.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import type { BugsnagOptions } from './bugsnag.vendor';

/** What the reporter needs of the shell: where to report a report Bugsnag could not deliver. */
export type BugsnagContext = Pick<AdapterContext, 'reportFailure'>;

/** The part of a Bugsnag event the adapter writes to: where the shell caught the error. */
export interface BugsnagEvent {
  addMetadata(section: string, values: Record<string, unknown>): void;
}

/** The part of the SDK's `Client` the adapter uses (`@bugsnag/browser`). */
export interface BugsnagClient {
  notify(error: unknown, onError?: (event: BugsnagEvent) => void, postReportCallback?: (error: unknown) => void): void;
}

/** What the adapter takes from the SDK module: `createClient`, a client of its own beside any the page starts. */
export interface BugsnagModule {
  createClient(config: Record<string, unknown>): BugsnagClient;
}

// @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
const importBugsnag = async (): Promise<BugsnagModule> => (await import('@bugsnag/browser')).default as BugsnagModule;

/**
 * The shell captures errors itself (window.error, unhandledrejection, render) and hands each one here:
 * Bugsnag detects none of its own, tracks no sessions, stores no id, and records only the page's
 * navigations and errors as breadcrumbs (not clicks, console lines or requests, which may carry personal data).
 */
const SHELL_CAPTURES = {
  autoDetectErrors: false,
  autoTrackSessions: false,
  generateAnonymousId: false,
  collectUserIp: false,
  enabledBreadcrumbTypes: ['navigation', 'error'],
  // Its own console lines stay out of the page: a report it could not send is logged once by the shell.
  logger: null,
};

/** Loads the SDK chunk and starts a Bugsnag client; rejects when the chunk cannot be had. `importSdk` stands in for the chunk in tests. */
export async function startBugsnag(
  options: BugsnagOptions,
  context: BugsnagContext,
  importSdk: () => Promise<BugsnagModule> = importBugsnag,
): Promise<BugsnagErrorReporter> {
  const sdk = await importSdk();
  // The chunk's evaluation and the client's start-up as two tasks rather than one long one.
  await yieldToMain();
  return new BugsnagErrorReporter(
    sdk.createClient({ ...SHELL_CAPTURES, apiKey: options.apiKey, releaseStage: options.releaseStage }),
    context,
  );
}

/**
 * SPEC §7 in Bugsnag's terms: each error the shell hands over is one `notify`, one POST to
 * notify.bugsnag.com, with where the shell caught it as the event's `shellkit.source` metadata. Any
 * thrown value is reported (Bugsnag makes an error of a string or an object). A report it could not
 * deliver is reported to the shell, which logs it once for Bugsnag.
 */
export class BugsnagErrorReporter implements ErrorReporter {
  readonly #client: BugsnagClient;
  readonly #reportFailure: (error: unknown) => void;

  constructor(client: BugsnagClient, context: BugsnagContext) {
    this.#client = client;
    this.#reportFailure = context.reportFailure;
  }

  captureException(error: unknown, { source }: ErrorContext): void {
    this.#client.notify(
      error,
      (event) => event.addMetadata('shellkit', { source }),
      (failure) => {
        if (failure) this.#reportFailure(failure);
      },
    );
  }
}
