import { describe, expect, it, vi } from 'vitest';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { installGlobalErrorCapture } from './global-error-capture';

function recordingReporter() {
  const captured: { error: unknown; source: string }[] = [];
  const reporter: ErrorReporter = { captureException: (error, context) => captured.push({ error, source: context.source }) };
  return { reporter, captured };
}

describe('global error capture', () => {
  it('reports uncaught errors and unhandled rejections until uninstalled', () => {
    const { reporter, captured } = recordingReporter();
    const uninstall = installGlobalErrorCapture(reporter);
    const boom = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error: boom, message: 'boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = 'nope';
    window.dispatchEvent(rejection);
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }));
    expect(captured).toEqual([
      { error: boom, source: 'window.error' },
      { error: 'nope', source: 'unhandledrejection' },
    ]);
  });

  it('survives a reporter that throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installGlobalErrorCapture({
      captureException: () => {
        throw new Error('reporter down');
      },
    });
    expect(() => window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), message: 'x' }))).not.toThrow();
    uninstall();
    expect(error).toHaveBeenCalledOnce();
  });
});
