import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadToStop } from './reload-to-stop';

afterEach(() => {
  vi.useRealTimers();
});

describe('reloading the page to stop a vendor', () => {
  it('reloads once, however many vendors ask, after the task that asked (the decision stored and recorded in it)', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const stop = reloadToStop({
      location: { reload } as unknown as Location,
      setTimeout: globalThis.setTimeout as unknown as Window['setTimeout'],
    });
    stop();
    stop();
    expect(reload).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledOnce();
  });
});
