import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { VendorPermission } from '../domain/vendor-permission';
import type { PermissionSignal } from '../ports/permission-signal';
import { VendorUnavailable } from '../ports/vendor-unavailable';
import type { LaterTask } from '../platform/later-task';
import { atOnce, manualLaterTasks } from '../testing/manual-later-tasks';
import { LatestKey } from './latest-key';
import { DeliveryPipeline, HELD_CALLS_LIMIT, WAITING_CALLS_LIMIT, type DeliveryPipelineOptions } from './delivery-pipeline';

/** A permission the test sets, as the consent store's decisions would. */
function permissionOf(initial: VendorPermission) {
  let current = initial;
  const listeners = new Set<(permission: VendorPermission) => void>();
  const signal: PermissionSignal = {
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: VendorPermission) => {
    current = next;
    for (const listener of listeners) listener(next);
  };
  return { signal, set };
}

/** A vendor adapter that records what reached it, with the time a held call carried. */
class Vendor {
  readonly received: { value: number; occurredAt: string | undefined }[] = [];
  send(value: number, occurredAt: Date | undefined) {
    this.received.push({ value, occurredAt: occurredAt?.toISOString() });
  }
}

/** An adapter whose SDK arrives when the test says, or never. */
function deferredAdapter() {
  let arrive: (vendor: Vendor) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const made = new Promise<Vendor>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { make: vi.fn(() => made), arrive, fail };
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

function pipelineOf(
  options: Partial<DeliveryPipelineOptions<Vendor>> & Pick<DeliveryPipelineOptions<Vendor>, 'permission' | 'makeAdapter'>,
) {
  // Each call reaches the adapter at once unless the test drives the later tasks itself (see 'later tasks' below).
  return new DeliveryPipeline<Vendor>({ vendor: 'Acme', logger: logger(), later: atOnce, ...options });
}

const send = (value: number) => (vendor: Vendor, timing: { occurredAt: Date } | undefined) => vendor.send(value, timing?.occurredAt);

describe('DeliveryPipeline: consent', () => {
  it('granted from the start: the adapter is made at once and calls go straight through, with no held time', () => {
    const vendor = new Vendor();
    const make = vi.fn(() => vendor);
    const pipeline = pipelineOf({ permission: permissionOf('granted').signal, makeAdapter: make });
    expect(make).toHaveBeenCalledTimes(1);
    expect(pipeline.deliver(send(1))).toEqual({ outcome: 'handed to the SDK' });
    expect(vendor.received).toEqual([{ value: 1, occurredAt: undefined }]);
  });

  it('pending: the adapter is not made (no vendor code loads), calls are held with the time they were made, then flushed in order on grant', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const vendor = new Vendor();
      const make = vi.fn(() => vendor);
      const consent = permissionOf('pending');
      const pipeline = pipelineOf({ permission: consent.signal, makeAdapter: make });
      vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
      expect(pipeline.deliver(send(1))).toEqual({ outcome: 'held for consent', reason: 'consent pending' });
      vi.setSystemTime(new Date('2024-05-01T10:01:00Z'));
      pipeline.deliver(send(2));
      expect(make).not.toHaveBeenCalled();
      vi.setSystemTime(new Date('2024-05-01T10:05:00Z'));
      consent.set('granted');
      pipeline.deliver(send(3));
      expect(make).toHaveBeenCalledTimes(1);
      expect(vendor.received).toEqual([
        { value: 1, occurredAt: '2024-05-01T10:00:00.000Z' },
        { value: 2, occurredAt: '2024-05-01T10:01:00.000Z' },
        { value: 3, occurredAt: undefined },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('denied: held calls are dropped and never delivered by a later grant; the adapter is never made until then', () => {
    const vendor = new Vendor();
    const make = vi.fn(() => vendor);
    const consent = permissionOf('pending');
    const dropped = vi.fn();
    const pipeline = pipelineOf({ permission: consent.signal, makeAdapter: make, onDropped: dropped });
    pipeline.deliver(send(1));
    consent.set('denied');
    expect(dropped).toHaveBeenCalledExactlyOnceWith(1, 'consent denied');
    expect(pipeline.deliver(send(2))).toEqual({ outcome: 'not sent', reason: 'consent denied' });
    expect(make).not.toHaveBeenCalled();
    consent.set('granted');
    pipeline.deliver(send(3));
    expect(vendor.received.map((call) => call.value)).toEqual([3]);
  });

  it('withdrawn (granted, then denied): nothing more reaches the vendor', () => {
    const vendor = new Vendor();
    const consent = permissionOf('granted');
    const pipeline = pipelineOf({ permission: consent.signal, makeAdapter: () => vendor });
    pipeline.deliver(send(1));
    consent.set('denied');
    pipeline.deliver(send(2));
    expect(vendor.received.map((call) => call.value)).toEqual([1]);
  });

  it('a vendor already running hears a new grant before it receives what was held (an SDK opted out would drop it), and order holds', () => {
    const consent = permissionOf('granted');
    const told: string[] = [];
    const vendor = new Vendor();
    const tasks = manualLaterTasks();
    const pipeline = pipelineOf({ permission: consent.signal, makeAdapter: () => vendor, later: tasks.later });
    // The adapter subscribes after the pipeline, as a vendor's adapter does when it is made.
    consent.signal.subscribe((permission) => told.push(`vendor told ${permission} having received ${vendor.received.length}`));
    pipeline.deliver(send(1));
    tasks.runAll();
    consent.set('pending');
    pipeline.deliver(send(2));
    consent.set('granted');
    pipeline.deliver(send(3));
    expect(vendor.received.map((call) => call.value)).toEqual([1]);
    tasks.runAll();
    expect(told).toEqual(['vendor told pending having received 1', 'vendor told granted having received 1']);
    expect(vendor.received.map((call) => call.value)).toEqual([1, 2, 3]);
  });

  it(`holds at most ${HELD_CALLS_LIMIT} calls for consent: the first ones are kept, later ones dropped with one warning`, () => {
    const vendor = new Vendor();
    const consent = permissionOf('pending');
    const log = logger();
    const pipeline = pipelineOf({ permission: consent.signal, makeAdapter: () => vendor, logger: log });
    const outcomes = Array.from({ length: HELD_CALLS_LIMIT + 5 }, (_, index) => pipeline.deliver(send(index)));
    expect(outcomes.filter(({ outcome }) => outcome === 'not sent')).toEqual(
      Array.from({ length: 5 }, () => ({ outcome: 'not sent', reason: `${HELD_CALLS_LIMIT} calls already held` })),
    );
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toContain(`Acme: ${HELD_CALLS_LIMIT} calls are waiting for the visitor's consent`);
    consent.set('granted');
    expect(vendor.received.map((call) => call.value)).toEqual(Array.from({ length: HELD_CALLS_LIMIT }, (_, index) => index));
  });

  it('no warning at exactly the limit', () => {
    const log = logger();
    const pipeline = pipelineOf({ permission: permissionOf('pending').signal, makeAdapter: () => new Vendor(), logger: log });
    for (let index = 0; index < HELD_CALLS_LIMIT; index += 1) pipeline.deliver(send(index));
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('DeliveryPipeline: latest-value calls (the current page, the heatmap load)', () => {
  const CURRENT = new LatestKey<number>('current value');
  const latest = (value: number) => ({ latest: { key: CURRENT, value }, described: { summary: `value ${value}`, detail: value } });

  /** A pipeline whose calls the inspector would list, as "summary: outcome". */
  function recordedPipeline(
    initial: VendorPermission,
    makeAdapter: () => Vendor | Promise<Vendor> = () => new Vendor(),
    later: LaterTask = atOnce,
  ) {
    const consent = permissionOf(initial);
    const recorded: string[] = [];
    const pipeline = pipelineOf({
      permission: consent.signal,
      makeAdapter,
      later,
      record: ({ summary }, { outcome }) => {
        recorded.push(`${summary}: ${outcome}`);
      },
    });
    return { consent, recorded, pipeline };
  }

  it('refused while denied, the newest one is sent on a later grant, once, and the inspector hears it', () => {
    const vendor = new Vendor();
    const { consent, recorded, pipeline } = recordedPipeline('denied', () => vendor);
    pipeline.deliver(send(1), latest(1));
    pipeline.deliver(send(2), latest(2));
    consent.set('granted');
    consent.set('denied');
    consent.set('granted');
    expect(vendor.received.map((call) => call.value)).toEqual([2]);
    expect(recorded).toEqual(['value 1: not sent', 'value 2: not sent', 'value 2: handed to the SDK']);
  });

  it('a vendor already running hears a new grant before the newest call refused meanwhile reaches it (an SDK opted out would drop it)', () => {
    const vendor = new Vendor();
    const tasks = manualLaterTasks();
    const { consent, recorded, pipeline } = recordedPipeline('granted', () => vendor, tasks.later);
    const told: string[] = [];
    consent.signal.subscribe((permission) => told.push(`vendor told ${permission} having received ${vendor.received.length}`));
    pipeline.deliver(send(1), latest(1));
    tasks.runAll();
    consent.set('denied');
    pipeline.deliver(send(2), latest(2));
    consent.set('granted');
    tasks.runAll();
    expect(told).toEqual(['vendor told denied having received 1', 'vendor told granted having received 1']);
    expect(vendor.received.map((call) => call.value)).toEqual([1, 2]);
    expect(recorded).toEqual(['value 1: handed to the SDK', 'value 2: not sent', 'value 2: handed to the SDK']);
  });

  it('held for consent, it is sent with what was held on the grant, not again', () => {
    const vendor = new Vendor();
    const { consent, pipeline } = recordedPipeline('pending', () => vendor);
    pipeline.deliver(send(1), latest(1));
    consent.set('granted');
    expect(vendor.received.map((call) => call.value)).toEqual([1]);
  });

  it('held, then dropped by a decline: a later grant sends it', () => {
    const vendor = new Vendor();
    const { consent, pipeline } = recordedPipeline('pending', () => vendor);
    pipeline.deliver(send(1), latest(1));
    consent.set('denied');
    consent.set('granted');
    expect(vendor.received.map((call) => call.value)).toEqual([1]);
  });

  it('still waiting for the SDK when consent is withdrawn and given again: it is on its way, so it is not sent twice', async () => {
    const adapter = deferredAdapter();
    const vendor = new Vendor();
    const { consent, pipeline } = recordedPipeline('granted', adapter.make);
    pipeline.deliver(send(1), latest(1));
    consent.set('pending');
    consent.set('granted');
    adapter.arrive(vendor);
    await vi.waitFor(() => expect(vendor.received).toHaveLength(1));
    await Promise.resolve();
    expect(vendor.received.map((call) => call.value)).toEqual([1]);
  });

  it('reads back the value of the newest call under a key, whatever became of it', () => {
    const { pipeline } = recordedPipeline('denied');
    expect(pipeline.latest(CURRENT)).toBeUndefined();
    pipeline.deliver(send(1), latest(1));
    pipeline.deliver(send(2), latest(2));
    expect(pipeline.latest(CURRENT)).toBe(2);
  });
});

describe('DeliveryPipeline: the adapter and its SDK', () => {
  it('property: any interleaving of calls, consent and the SDK arriving delivers each permitted call exactly once, in call order, only once the SDK is there', async () => {
    const step = fc.constantFrom('call', 'grant', 'arrive');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const adapter = deferredAdapter();
        const consent = permissionOf('pending');
        const vendor = new Vendor();
        const pipeline = pipelineOf({ permission: consent.signal, makeAdapter: adapter.make });
        let next = 0;
        let arrived = false;
        for (const kind of steps) {
          if (kind === 'call') pipeline.deliver(send(next++));
          else if (kind === 'grant') consent.set('granted');
          else if (adapter.make.mock.calls.length > 0 && !arrived) {
            arrived = true;
            adapter.arrive(vendor);
            await Promise.resolve();
            await Promise.resolve();
          }
          if (!arrived) expect(vendor.received).toEqual([]);
        }
        if (consent.signal.current() === 'granted' && !arrived) {
          adapter.arrive(vendor);
          await vi.waitFor(() => expect(vendor.received).toHaveLength(next));
        }
        if (consent.signal.current() === 'granted')
          expect(vendor.received.map((call) => call.value)).toEqual(Array.from({ length: next }, (_, index) => index));
        else expect(vendor.received).toEqual([]);
        expect(adapter.make.mock.calls.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('a blocked vendor (its adapter never made) is logged once, naming it; waiting and later calls are dropped, never thrown', async () => {
    const adapter = deferredAdapter();
    const log = logger();
    const statuses: string[] = [];
    const pipeline = pipelineOf({
      permission: permissionOf('granted').signal,
      makeAdapter: adapter.make,
      logger: log,
      reportStatus: (_, status) => statuses.push(status),
    });
    pipeline.deliver(send(1));
    adapter.fail(new Error('blocked by client'));
    await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1));
    expect(log.error.mock.calls[0]?.[0]).toBe('[shellkit] Acme could not be loaded; the shell carries on without it.');
    expect(pipeline.deliver(send(2))).toEqual({ outcome: 'not sent', reason: 'vendor could not be loaded' });
    expect(statuses).toEqual(['loading', 'blocked']);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('a vendor that failed to load holds nothing for consent: calls made while consent is pending again are reported not sent, and a later grant sends nothing', async () => {
    const adapter = deferredAdapter();
    const consent = permissionOf('granted');
    const dropped = vi.fn();
    const vendor = new Vendor();
    const statuses: string[] = [];
    const pipeline = pipelineOf({
      permission: consent.signal,
      makeAdapter: adapter.make,
      onDropped: dropped,
      reportStatus: (_, status) => statuses.push(status),
    });
    adapter.fail(new Error('blocked by client'));
    await vi.waitFor(() => expect(statuses).toEqual(['loading', 'blocked']));
    consent.set('pending');
    expect(pipeline.deliver(send(2))).toEqual({ outcome: 'not sent', reason: 'vendor could not be loaded' });
    consent.set('granted');
    expect(vendor.received).toEqual([]);
    expect(dropped).not.toHaveBeenCalled();
    expect(adapter.make).toHaveBeenCalledTimes(1);
  });

  it('calls held for consent while the vendor loads are dropped, naming the failure, when it fails to load', async () => {
    const adapter = deferredAdapter();
    const consent = permissionOf('granted');
    const dropped = vi.fn();
    const pipeline = pipelineOf({ permission: consent.signal, makeAdapter: adapter.make, onDropped: dropped });
    consent.set('pending');
    expect(pipeline.deliver(send(1))).toEqual({ outcome: 'held for consent', reason: 'consent pending' });
    adapter.fail(new Error('blocked by client'));
    await vi.waitFor(() => expect(dropped).toHaveBeenCalledExactlyOnceWith(1, 'vendor could not be loaded'));
  });

  it("a factory that throws is logged once and never throws into the caller (or into the visitor's click on Accept)", () => {
    const log = logger();
    const consent = permissionOf('pending');
    const pipeline = pipelineOf({
      permission: consent.signal,
      makeAdapter: () => {
        throw new Error('broken adapter');
      },
      logger: log,
    });
    pipeline.deliver(send(1));
    expect(() => consent.set('granted')).not.toThrow();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it(`keeps at most ${WAITING_CALLS_LIMIT} calls while the SDK loads: the first ones are delivered, the rest dropped and logged once`, async () => {
    const adapter = deferredAdapter();
    const log = logger();
    const vendor = new Vendor();
    const pipeline = pipelineOf({ permission: permissionOf('granted').signal, makeAdapter: adapter.make, logger: log });
    for (let index = 0; index < WAITING_CALLS_LIMIT + 3; index += 1) pipeline.deliver(send(index));
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toContain(`has not loaded after ${WAITING_CALLS_LIMIT} calls`);
    adapter.arrive(vendor);
    await vi.waitFor(() => expect(vendor.received).toHaveLength(WAITING_CALLS_LIMIT));
  });

  it('a call that throws is logged once and reported failing; the calls after it still run', () => {
    const log = logger();
    const statuses: string[] = [];
    const vendor = new Vendor();
    const pipeline = pipelineOf({
      permission: permissionOf('granted').signal,
      makeAdapter: () => vendor,
      logger: log,
      reportStatus: (_, status) => statuses.push(status),
    });
    const throwing = () => {
      throw new Error('vendor bug');
    };
    pipeline.deliver(throwing);
    pipeline.deliver(throwing);
    pipeline.deliver(send(1));
    expect(vendor.received.map((call) => call.value)).toEqual([1]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toBe('[shellkit] Acme threw; the shell carries on without it.');
    expect(statuses).toEqual(['loading', 'ready', 'failing']);
  });

  it("a call that finds the vendor's code blocked (VendorUnavailable) is the vendor not loading: logged as such, and nothing more is delivered", async () => {
    const log = logger();
    const statuses: string[] = [];
    const vendor = new Vendor();
    const pipeline = pipelineOf({
      permission: permissionOf('granted').signal,
      makeAdapter: () => vendor,
      logger: log,
      reportStatus: (_, status) => statuses.push(status),
    });
    pipeline.deliver(() => Promise.reject(new VendorUnavailable('could not load https://vendor.example/tag.js')));
    await vi.waitFor(() => expect(statuses).toEqual(['loading', 'ready', 'blocked']));
    expect(log.error.mock.calls).toEqual([
      [
        '[shellkit] Acme could not be loaded; the shell carries on without it.',
        new VendorUnavailable('could not load https://vendor.example/tag.js'),
      ],
    ]);
    expect(pipeline.deliver(send(1))).toEqual({ outcome: 'not sent', reason: 'vendor could not be loaded' });
    expect(vendor.received).toEqual([]);
  });

  it('a call whose promise rejects is logged once and never becomes an unhandled rejection', async () => {
    const log = logger();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const pipeline = pipelineOf({ permission: permissionOf('granted').signal, makeAdapter: () => new Vendor(), logger: log });
      pipeline.deliver(() => Promise.reject(new Error('HTTP 500')));
      pipeline.deliver(() => Promise.reject(new Error('HTTP 500')));
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(1));
      expect(log.error.mock.calls[0]?.[0]).toBe('[shellkit] Acme rejected a call; the shell carries on without it.');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe("DeliveryPipeline: later tasks (issue 23 §4: never inside the visitor's click)", () => {
  function laterPipeline(permission: VendorPermission = 'granted') {
    const tasks = manualLaterTasks();
    const vendor = new Vendor();
    const consent = permissionOf(permission);
    const pipeline = pipelineOf({ permission: consent.signal, makeAdapter: () => vendor, later: tasks.later });
    return { tasks, vendor, consent, pipeline };
  }

  it('a call to a ready vendor returns without reaching it; it arrives in a later task, one call per task, in order', () => {
    const { tasks, vendor, pipeline } = laterPipeline();
    expect(pipeline.deliver(send(1))).toEqual({ outcome: 'handed to the SDK' });
    pipeline.deliver(send(2));
    pipeline.deliver(send(3));
    expect(vendor.received).toEqual([]);
    // One task waits per vendor at a time, whatever the number of calls.
    expect(tasks.pending()).toBe(1);
    tasks.runOne();
    expect(vendor.received.map((call) => call.value)).toEqual([1]);
    tasks.runOne();
    tasks.runOne();
    expect(vendor.received.map((call) => call.value)).toEqual([1, 2, 3]);
    expect(tasks.pending()).toBe(0);
  });

  it('what was held goes out on a grant in later tasks too, never in the grant itself', () => {
    const { tasks, vendor, consent, pipeline } = laterPipeline('pending');
    pipeline.deliver(send(1));
    consent.set('granted');
    expect(vendor.received).toEqual([]);
    tasks.runAll();
    expect(vendor.received.map((call) => call.value)).toEqual([1]);
  });

  it('a withdrawal before its task drops what has not reached the vendor', () => {
    const { tasks, vendor, consent, pipeline } = laterPipeline();
    pipeline.deliver(send(1));
    consent.set('denied');
    tasks.runAll();
    expect(vendor.received).toEqual([]);
  });

  it('the page left before the task runs: the call is handed back to be kept, and the task then sends nothing (no second delivery)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2024-05-01T10:00:00Z'));
      const { tasks, vendor, pipeline } = laterPipeline();
      pipeline.deliver(send(1), { keep: { call: 1 } });
      pipeline.deliver(send(2));
      expect(pipeline.takeUnsent()).toEqual([{ kept: { call: 1 }, madeAt: new Date('2024-05-01T10:00:00Z') }]);
      // A call with nothing to keep stays, and goes should the page come back from the back-forward cache.
      tasks.runAll();
      expect(vendor.received.map((call) => call.value)).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the page left: what cannot be kept (an error report) is handed to the vendor at once, and not again by its task', () => {
    const { tasks, vendor, pipeline } = laterPipeline();
    pipeline.deliver(send(1));
    pipeline.deliver(send(2));
    pipeline.sendNowBeforeLeaving();
    expect(vendor.received.map((call) => call.value)).toEqual([1, 2]);
    tasks.runAll();
    expect(vendor.received.map((call) => call.value)).toEqual([1, 2]);
  });
});

describe('DeliveryPipeline: "handed to the SDK" or "sent" (issue 36)', () => {
  /** The inspector's entry for each described call, as it reads now: amended when its confirmation settles. */
  function inspected(confirmsDelivery: boolean, adapter: () => Vendor) {
    const entries: { summary: string; outcome: string; reason?: string }[] = [];
    const pipeline = pipelineOf({
      permission: permissionOf('granted').signal,
      makeAdapter: adapter,
      ...(confirmsDelivery ? { confirmsDelivery: true } : {}),
      record: ({ summary }, { outcome, reason, confirmation }) => {
        const entry = { summary, outcome, ...(reason ? { reason } : {}) };
        entries.push(entry);
        void confirmation?.then((settled) => Object.assign(entry, settled));
      },
    });
    return { entries, pipeline };
  }
  const described = (value: number) => ({ described: { summary: `value ${value}`, detail: value } });

  it('a vendor that reports no delivery (an SDK that queues and sends on its own, as PostHog): its call is handed to the SDK, never called sent', async () => {
    const { entries, pipeline } = inspected(false, () => new Vendor());
    expect(pipeline.deliver(send(1), described(1))).toEqual({ outcome: 'handed to the SDK' });
    await Promise.resolve();
    expect(entries).toEqual([{ summary: 'value 1', outcome: 'handed to the SDK' }]);
  });

  it('a vendor whose call settles once the vendor answered (Plausible): handed to it, then sent when it accepted, not sent when it refused', async () => {
    let answer: (accepted: boolean) => void = () => undefined;
    class Answering extends Vendor {
      override send(value: number, occurredAt: Date | undefined) {
        super.send(value, occurredAt);
        return new Promise<void>((resolve, reject) => (answer = (accepted) => (accepted ? resolve() : reject(new Error('HTTP 400')))));
      }
    }
    const { entries, pipeline } = inspected(true, () => new Answering());
    const answering = (value: number) => (vendor: Vendor) => vendor.send(value, undefined);
    pipeline.deliver(answering(1), described(1));
    expect(entries).toEqual([{ summary: 'value 1', outcome: 'handed to the SDK' }]);
    answer(true);
    await vi.waitFor(() => expect(entries).toEqual([{ summary: 'value 1', outcome: 'sent' }]));
    pipeline.deliver(answering(2), described(2));
    answer(false);
    await vi.waitFor(() => expect(entries[1]).toEqual({ summary: 'value 2', outcome: 'not sent', reason: 'the vendor refused it' }));
  });

  it('a vendor that records the call as it takes it (the in-memory adapter): sent at once', () => {
    const { entries, pipeline } = inspected(true, () => new Vendor());
    expect(pipeline.deliver(send(1), described(1))).toEqual({ outcome: 'sent' });
    expect(entries).toEqual([{ summary: 'value 1', outcome: 'sent' }]);
  });
});
