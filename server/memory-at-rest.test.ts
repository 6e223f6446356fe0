// @vitest-environment node
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryAtRest, v8FullCollection, type MemoryAtRest } from './memory-at-rest';

const LOOK_MS = 5_000;

describe('memory given back at rest (issue 35 §3)', () => {
  let server: EventEmitter;
  let resting: MemoryAtRest | undefined;
  const collect = vi.fn();
  const request = (url: string) => server.emit('request', { url });
  const started = () => (resting = memoryAtRest(server as unknown as Server, { collect, lookEveryMs: LOOK_MS }));

  beforeEach(() => {
    vi.useFakeTimers();
    collect.mockClear();
    server = new EventEmitter();
  });
  afterEach(() => {
    resting?.stop();
    vi.useRealTimers();
  });

  it('collects twice, a look apart, once a server that served pages has had no work for two looks; not again while it rests', () => {
    started();
    request('/');
    request('/privacy?utm=1');
    vi.advanceTimersByTime(LOOK_MS * 2);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOOK_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LOOK_MS);
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(LOOK_MS * 20);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('start-up counts as work: a server nobody visits still collects', () => {
    started();
    vi.advanceTimersByTime(LOOK_MS * 4);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('never collects while requests keep coming, and once they stop, collects again', () => {
    started();
    vi.advanceTimersByTime(LOOK_MS * 4);
    expect(collect).toHaveBeenCalledTimes(2);
    for (let second = 0; second < 60; second += 1) {
      request('/consent/records');
      vi.advanceTimersByTime(1_000);
    }
    expect(collect).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(LOOK_MS * 4);
    expect(collect).toHaveBeenCalledTimes(4);
  });

  it("a balancer's probes every 2 s are not work: the server still comes to rest", () => {
    started();
    request('/');
    for (let second = 0; second < 30; second += 2) {
      request(second % 4 === 0 ? '/readyz' : '/healthz');
      vi.advanceTimersByTime(2_000);
    }
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('work the server notes itself (the ledger opened) leads to collections as a request does', () => {
    started();
    vi.advanceTimersByTime(LOOK_MS * 4);
    resting?.worked();
    vi.advanceTimersByTime(LOOK_MS * 4);
    expect(collect).toHaveBeenCalledTimes(4);
  });

  it('stops looking, and listening, once stopped', () => {
    started().stop();
    request('/');
    vi.advanceTimersByTime(LOOK_MS * 10);
    expect(collect).not.toHaveBeenCalled();
    expect(server.listenerCount('request')).toBe(0);
  });
});

describe("the collection, V8's own", () => {
  it('is a full collection: an object nothing holds any more is gone after it', async () => {
    const collect = v8FullCollection();
    const ref = new WeakRef({ rows: new Array(100_000).fill(1) });
    // A WeakRef keeps its object until the task that made it ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collect();
    expect(ref.deref()).toBeUndefined();
  });
});
