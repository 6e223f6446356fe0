import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HELD_CALLS_LIMIT, HeldCalls } from './held-calls';

const at = (ms: number) => new Date(Date.UTC(2024, 0, 1) + ms);

describe('HeldCalls (calls waiting for consent)', () => {
  it('holds at most a hundred calls per vendor', () => {
    expect(HELD_CALLS_LIMIT).toBe(100);
  });

  it('releases the held calls oldest first, each with the time it was made, and is empty afterwards', () => {
    const held = new HeldCalls<string>();
    expect(held.hold('first', at(1))).toBe(true);
    expect(held.hold('second', at(2))).toBe(true);
    expect(held.size).toBe(2);
    expect(held.release()).toEqual([
      { call: 'first', occurredAt: at(1) },
      { call: 'second', occurredAt: at(2) },
    ]);
    expect(held.size).toBe(0);
    expect(held.release()).toEqual([]);
  });

  it('past the limit drops the newest, not the oldest, and counts them', () => {
    const held = new HeldCalls<number>(2);
    expect([held.hold(1, at(1)), held.hold(2, at(2)), held.hold(3, at(3)), held.hold(4, at(4))]).toEqual([true, true, false, false]);
    expect(held.size).toBe(2);
    expect(held.dropped).toBe(2);
    expect(held.release().map((entry) => entry.call)).toEqual([1, 2]);
    expect(held.dropped).toBe(0);
  });

  it('uses HELD_CALLS_LIMIT when no limit is given', () => {
    const held = new HeldCalls<number>();
    for (let i = 0; i <= HELD_CALLS_LIMIT; i += 1) held.hold(i, at(i));
    expect(held.size).toBe(HELD_CALLS_LIMIT);
    expect(held.dropped).toBe(1);
  });

  it('discard forgets everything held and dropped, and holding starts afresh', () => {
    const held = new HeldCalls<string>(1);
    held.hold('a', at(1));
    held.hold('b', at(2));
    held.discard();
    expect(held.size).toBe(0);
    expect(held.dropped).toBe(0);
    expect(held.release()).toEqual([]);
    expect(held.hold('c', at(3))).toBe(true);
    expect(held.release()).toEqual([{ call: 'c', occurredAt: at(3) }]);
  });

  it('property: any sequence of holds releases the first min(n, limit) in order with their times, and counts the rest as dropped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.record({ call: fc.string(), occurredAt: fc.date({ noInvalidDate: true }) }), { maxLength: 50 }),
        (limit, calls) => {
          const held = new HeldCalls<string>(limit);
          const accepted = calls.map(({ call, occurredAt }) => held.hold(call, occurredAt));
          const kept = Math.min(calls.length, limit);
          expect(accepted).toEqual(calls.map((_, index) => index < limit));
          expect(held.size).toBe(kept);
          expect(held.dropped).toBe(calls.length - kept);
          expect(held.release()).toEqual(calls.slice(0, kept));
          expect(held.size).toBe(0);
        },
      ),
    );
  });

  it('property: with the default limit, long sequences keep exactly the first hundred', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * HELD_CALLS_LIMIT }), (n) => {
        const held = new HeldCalls<number>();
        for (let i = 0; i < n; i += 1) held.hold(i, at(i));
        expect(held.dropped).toBe(Math.max(0, n - HELD_CALLS_LIMIT));
        const released = held.release();
        expect(released.map((entry) => entry.call)).toEqual(Array.from({ length: Math.min(n, HELD_CALLS_LIMIT) }, (_, i) => i));
        expect(released.every((entry) => entry.occurredAt.getTime() === at(entry.call).getTime())).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
