import { onTestFinished, vi } from 'vitest';
import { DeliveryPipeline } from '../../application/delivery-pipeline';
import type { PermissionSignal } from '../../ports/permission-signal';
import { atOnce } from '../manual-later-tasks';

/**
 * What the conformance suites share: an adapter run as the shell runs it, behind its port's one
 * delivery pipeline, and the ways a test sees that the page carried on (no throw, nothing uncaught,
 * one log line at most).
 */

/** Consent is not what these suites are about: the vendor may run from the start. */
export const alwaysGranted: PermissionSignal = {
  current: () => 'granted',
  subscribe: () => () => undefined,
};

/**
 * The adapter behind a real pipeline, named as the shell names it (its descriptor's label). With
 * consent granted the pipeline calls `make` at once, so calls delivered from here on are made
 * while the vendor loads: they wait in the pipeline, as they do on the page.
 */
export function behindPipeline<Port>(
  vendor: string,
  make: (reportFailure: (error: unknown) => void) => Port | Promise<Port>,
): DeliveryPipeline<Port> {
  // Each call reaches the adapter at once: these suites are about the adapter, not when the shell calls it.
  return new DeliveryPipeline({ vendor, permission: alwaysGranted, makeAdapter: make, later: atOnce });
}

/** The line the pipeline logs, once, when a vendor's adapter cannot be made (its SDK or script is blocked). */
export const couldNotBeLoaded = (vendor: string) => `[shellkit] ${vendor} could not be loaded; the shell carries on without it.`;

/** console.error, silenced for this test and watched: what the visitor's console would show. */
export function watchConsoleError() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => spy.mockRestore());
  return spy;
}

/** The first argument of each console.error call: the log lines, without the errors logged beside them. */
export const loggedLines = (spy: ReturnType<typeof watchConsoleError>): unknown[] => spy.mock.calls.map(([line]) => line);

/** Promise rejections nobody handled while the test ran: the page would report them as uncaught errors. */
export function watchUnhandledRejections(): unknown[] {
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', record);
  onTestFinished(() => {
    process.off('unhandledRejection', record);
  });
  return seen;
}

/** Lets promise callbacks and queued tasks run, so work an adapter started asynchronously has happened. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A hook the harness declared it has: fails the test, naming it, when it does not. */
export function needs<T>(hook: T | undefined, what: string): T {
  if (hook === undefined) throw new Error(`The harness declares the capability but has no ${what}()`);
  return hook;
}

/** Wraps a suite's harness factory so what each harness made is released after the test that made it. */
export function disposedAfterEachTest<Args extends unknown[], Harness extends { dispose?(): void | Promise<void> }>(
  createHarness: (...args: Args) => Harness | Promise<Harness>,
): (...args: Args) => Promise<Harness> {
  return async (...args) => {
    const created = await createHarness(...args);
    onTestFinished(async () => {
      await created.dispose?.();
    });
    return created;
  };
}
