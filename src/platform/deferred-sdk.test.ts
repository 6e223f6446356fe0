import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_QUEUED, DeferredSdk } from './deferred-sdk';
import { nextTask } from './fake-script-network';
import { VendorStatusBoard } from './vendor-status';

interface Sdk {
  readonly name: 'sdk';
}
const SDK: Sdk = { name: 'sdk' };

/** A load the test settles by hand, as a script that arrives (or is blocked) whenever the network says. */
function heldLoad() {
  let settle: ((outcome: 'ready' | 'blocked') => void) | undefined;
  const load = vi.fn(
    () =>
      new Promise<Sdk>((resolve, reject) => {
        settle = (outcome) => (outcome === 'ready' ? resolve(SDK) : reject(new Error('blocked by the client')));
      }),
  );
  return {
    load,
    get requested() {
      return settle !== undefined;
    },
    settle(outcome: 'ready' | 'blocked') {
      if (!settle) throw new Error('the load has not been requested');
      settle(outcome);
    },
  };
}

function deferred(options: { maxQueued?: number } = {}) {
  const network = heldLoad();
  const logger = { error: vi.fn() };
  const sdk = new DeferredSdk<Sdk>({ vendor: 'Vendor', load: network.load, logger, ...options });
  return { sdk, network, logger };
}

const flushMicrotasks = async () => {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
};

type Step = 'call' | 'nested-call' | 'start' | 'settle' | 'flush';

describe('DeferredSdk', () => {
  it('property: any interleaving of calls, start and load delivers each call exactly once, in call order, only after the load; a failed load delivers none and logs once', async () => {
    const step = fc.constantFrom<Step>('call', 'nested-call', 'start', 'settle', 'flush');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), fc.constantFrom('ready' as const, 'blocked' as const), async (steps, outcome) => {
        const { sdk, network, logger } = deferred();
        const delivered: number[] = [];
        let issued = 0;
        let settled = false;
        let deliveredEarly = false;
        const call = (nested: boolean) => {
          const id = issued;
          issued += 1;
          sdk.run((received) => {
            if (!settled || received !== SDK) deliveredEarly = true;
            delivered.push(id);
            // A call that makes another call while the queue is being flushed: it must still come in order.
            if (nested) call(false);
          });
        };
        const settle = () => {
          if (settled || !network.requested) return;
          settled = true;
          network.settle(outcome);
        };

        for (const next of steps) {
          if (next === 'call') call(false);
          else if (next === 'nested-call') call(true);
          else if (next === 'start') void sdk.start();
          else if (next === 'settle') settle();
          else await flushMicrotasks();
        }
        void sdk.start();
        await flushMicrotasks();
        settle();
        await nextTask();
        call(false);
        await nextTask();

        expect(network.load).toHaveBeenCalledTimes(1);
        expect(deliveredEarly).toBe(false);
        if (outcome === 'ready') {
          expect(delivered).toEqual(Array.from({ length: issued }, (_, id) => id));
          expect(sdk.state).toBe('ready');
          expect(logger.error).not.toHaveBeenCalled();
        } else {
          expect(delivered).toEqual([]);
          expect(sdk.state).toBe('failed');
          expect(logger.error).toHaveBeenCalledTimes(1);
          expect(logger.error.mock.calls[0]?.[0]).toContain('Vendor could not be loaded');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('loads nothing until start(), then loads once however often start() is called, each call returning the same promise', async () => {
    const { sdk, network } = deferred();
    sdk.run(() => undefined);
    await nextTask();
    expect(network.load).not.toHaveBeenCalled();
    expect(sdk.state).toBe('idle');

    const first = sdk.start();
    expect(sdk.state).toBe('loading');
    expect(sdk.start()).toBe(first);
    await nextTask();
    network.settle('ready');
    await first;
    expect(sdk.state).toBe('ready');
    void sdk.start();
    await nextTask();
    expect(network.load).toHaveBeenCalledTimes(1);
  });

  it('start() never rejects, even when the load throws synchronously; the failure is logged once and later calls are dropped', async () => {
    const logger = { error: vi.fn() };
    const failure = new Error('import failed');
    const sdk = new DeferredSdk<Sdk>({
      vendor: 'Vendor',
      load: () => {
        throw failure;
      },
      logger,
    });
    const call = vi.fn();
    sdk.run(call);
    await expect(sdk.start()).resolves.toBeUndefined();
    sdk.run(call);
    await nextTask();
    expect(sdk.state).toBe('failed');
    expect(call).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Vendor could not be loaded'), failure);
  });

  it('keeps at most maxQueued calls while loading: the first ones are delivered, the rest dropped and logged once', async () => {
    const { sdk, network, logger } = deferred({ maxQueued: 3 });
    const delivered: number[] = [];
    for (let id = 0; id < 5; id += 1) sdk.run(() => delivered.push(id));
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toContain('later calls are dropped');

    void sdk.start();
    await nextTask();
    network.settle('ready');
    await nextTask();
    expect(delivered).toEqual([0, 1, 2]);

    // Once ready nothing waits, so the bound no longer applies.
    for (let id = 5; id < 10; id += 1) sdk.run(() => delivered.push(id));
    expect(delivered).toEqual([0, 1, 2, 5, 6, 7, 8, 9]);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it(`queues ${DEFAULT_MAX_QUEUED} calls by default`, async () => {
    const { sdk, network, logger } = deferred();
    let delivered = 0;
    for (let i = 0; i < DEFAULT_MAX_QUEUED + 1; i += 1) sdk.run(() => (delivered += 1));
    void sdk.start();
    await nextTask();
    network.settle('ready');
    await nextTask();
    expect(delivered).toBe(DEFAULT_MAX_QUEUED);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('a call that throws is logged once, and the calls after it, queued or not, still run', async () => {
    const { sdk, network, logger } = deferred();
    const delivered: string[] = [];
    const failure = new TypeError('vendor bug');
    const throwing = () => {
      throw failure;
    };
    sdk.run(() => delivered.push('a'));
    sdk.run(throwing);
    sdk.run(() => delivered.push('b'));
    void sdk.start();
    await nextTask();
    network.settle('ready');
    await nextTask();
    sdk.run(throwing);
    sdk.run(() => delivered.push('c'));

    expect(delivered).toEqual(['a', 'b', 'c']);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Vendor threw'), failure);
  });

  it('a call whose promise rejects is logged once and never becomes an unhandled rejection', async () => {
    const { sdk, network, logger } = deferred();
    const failure = new Error('request refused');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      void sdk.start();
      await nextTask();
      network.settle('ready');
      await nextTask();
      sdk.run(() => Promise.reject(failure));
      sdk.run(() => Promise.reject(failure));
      await nextTask();
      await nextTask();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('Vendor rejected a call'), failure);
  });

  it('logs to console.error when no logger is given, naming the vendor', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sdk = new DeferredSdk<Sdk>({ vendor: 'Acme', load: () => Promise.reject(new Error('blocked')) });
    await sdk.start();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe('[shellkit] Acme could not be loaded; the shell carries on without it.');
  });
});

describe('DeferredSdk reports its status for the shell inspector', () => {
  const statuses = (board: VendorStatusBoard) => {
    const seen: string[] = [];
    board.subscribe((vendor, status) => seen.push(`${vendor}: ${status}`));
    return seen;
  };

  it('loading, then ready; a call that throws makes it failing', async () => {
    const board = new VendorStatusBoard();
    const seen = statuses(board);
    const sdk = new DeferredSdk<Sdk>({ vendor: 'Acme', load: async () => SDK, logger: { error: vi.fn() }, statusBoard: board });
    await sdk.start();
    sdk.run(() => {
      throw new Error('broken');
    });
    expect(seen).toEqual(['Acme: loading', 'Acme: ready', 'Acme: failing']);
    expect(board.statuses.get('Acme')).toBe('failing');
  });

  it('loading, then blocked when the load fails', async () => {
    const board = new VendorStatusBoard();
    const seen = statuses(board);
    const sdk = new DeferredSdk<Sdk>({ vendor: 'Acme', load: () => Promise.reject(new Error('blocked')), logger: { error: vi.fn() }, statusBoard: board });
    await sdk.start();
    expect(seen).toEqual(['Acme: loading', 'Acme: blocked']);
  });
});
