import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_LIMIT, ShellActivity, type SettledActivity } from './shell-activity';

const call = (summary: string) => ({ port: 'analytics' as const, adapter: 'memory', summary, outcome: 'sent' as const, detail: undefined });

describe('ShellActivity, the log the inspector reads', () => {
  it('keeps calls oldest first, each with an id and a time', () => {
    const activity = new ShellActivity();
    activity.record(call('page view /'), 1000);
    activity.record(call('event Lead'), 2000);
    expect(activity.entries.map(({ id, at, summary }) => ({ id, at, summary }))).toEqual([
      { id: 1, at: 1000, summary: 'page view /' },
      { id: 2, at: 2000, summary: 'event Lead' },
    ]);
  });

  it(`is bounded: a long session keeps the newest ${ACTIVITY_LIMIT} calls`, () => {
    const activity = new ShellActivity();
    for (let index = 0; index < 5 * ACTIVITY_LIMIT + 7; index += 1) activity.record(call(`event ${index}`));
    expect(activity.entries).toHaveLength(ACTIVITY_LIMIT);
    expect(activity.entries.at(-1)?.summary).toBe(`event ${5 * ACTIVITY_LIMIT + 6}`);
    expect(activity.entries[0]?.summary).toBe(`event ${4 * ACTIVITY_LIMIT + 7}`);
  });

  it('hands out the same snapshot until something changes, and tells subscribers of each change', () => {
    const activity = new ShellActivity();
    const listener = vi.fn();
    activity.subscribe(listener);
    activity.record(call('a'));
    const first = activity.entries;
    expect(activity.entries).toBe(first);
    activity.record(call('b'));
    expect(activity.entries).not.toBe(first);
    activity.clear();
    expect(activity.entries).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('amends an entry when its call settles later (a vendor that reports delivery), as a new snapshot', async () => {
    const activity = new ShellActivity();
    let settle: (settled: SettledActivity) => void = () => undefined;
    activity.record({ ...call('event Lead'), outcome: 'handed to the SDK', settles: new Promise((resolve) => (settle = resolve)) });
    const before = activity.entries;
    expect(before.map(({ summary, outcome }) => `${summary}: ${outcome}`)).toEqual(['event Lead: handed to the SDK']);
    settle({ outcome: 'sent' });
    await vi.waitFor(() => expect(activity.entries.map(({ summary, outcome }) => `${summary}: ${outcome}`)).toEqual(['event Lead: sent']));
    expect(before[0]?.outcome).toBe('handed to the SDK');
    expect(activity.entries[0]).not.toHaveProperty('settles');
  });

  it('settling a call whose entry has left the log changes nothing', async () => {
    const activity = new ShellActivity();
    let settle: (settled: SettledActivity) => void = () => undefined;
    activity.record({ ...call('event Lead'), outcome: 'handed to the SDK', settles: new Promise((resolve) => (settle = resolve)) });
    activity.clear();
    settle({ outcome: 'not sent', reason: 'too late' });
    await Promise.resolve();
    expect(activity.entries).toEqual([]);
  });
});
