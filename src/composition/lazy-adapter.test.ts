import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsSink } from '../ports/analytics-sink.port';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { lazyAdapter } from './lazy-adapter';

const view = { path: '/', search: '', url: 'http://localhost/', title: 'Home' };
const event = { name: 'Sample Event', properties: { currentPage: '/' } };

describe('lazyAdapter', () => {
  it('delivers calls made before the adapter module arrives once it does, in order, exactly once', async () => {
    let arrive: (sink: AnalyticsSink) => void = () => undefined;
    const module = new Promise<AnalyticsSink>((resolve) => (arrive = resolve));
    const sink = new MemoryAnalyticsSink();
    const port = lazyAdapter<AnalyticsSink>('Acme', ['page', 'track'], () => module);
    port.page(view);
    port.track(event);
    expect(sink.log.calls).toHaveLength(0);
    arrive(sink);
    await vi.waitFor(() => expect(sink.log.calls.map((call) => call.method)).toEqual(['page', 'track']));
    port.track(event);
    expect(sink.events).toEqual([event, event]);
  });

  it('passes every argument through, the timing of a held call too', async () => {
    const sink = new MemoryAnalyticsSink();
    const port = lazyAdapter<AnalyticsSink>('Acme', ['page', 'track'], async () => sink);
    const occurredAt = new Date('2026-01-02T03:04:05.000Z');
    port.track(event, { occurredAt });
    await vi.waitFor(() => expect(sink.log.calls[0]?.occurredAt).toBe('2026-01-02T03:04:05.000Z'));
  });

  it('a module that fails to load is logged once, and calls never throw', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const port = lazyAdapter<AnalyticsSink>('Acme', ['page', 'track'], () => Promise.reject(new Error('blocked')));
    port.page(view);
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledOnce());
    expect(() => port.track(event)).not.toThrow();
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/Acme adapter could not be loaded/);
  });
});
