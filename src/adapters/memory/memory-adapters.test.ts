import { describe, expect, it } from 'vitest';
import { MemoryAnalyticsSink } from './memory-analytics-sink.adapter';
import { ALL_GRANTED, ALL_REFUSED } from '../../domain/consent';
import { memoryConsentStore } from '../../testing/memory-consent-store';

const ACCEPTED = expect.objectContaining({ status: 'decided', choices: ALL_GRANTED });
const DECLINED = expect.objectContaining({ status: 'decided', choices: ALL_REFUSED });
import { MemoryErrorReporter } from './memory-error-reporter.adapter';
import { MemoryHeatmapLoader } from './memory-heatmap-loader.adapter';
import { MemoryPixelSink } from './memory-pixel-sink.adapter';

const view = { path: '/', search: '', url: 'http://x/', title: 'Home' };
const event = { name: 'Sample Event', properties: { source: 'demo', currentPage: '/' } };

describe('memory fakes record what the shell asked of them', () => {
  it('analytics: page views and events, in order, as copies the caller cannot change afterwards', () => {
    const sink = new MemoryAnalyticsSink();
    const properties: Record<string, unknown> = { source: 'demo' };
    sink.page(view);
    sink.track({ name: 'Sample Event', properties });
    properties.source = 'changed';
    expect(sink.log.calls.map((call) => call.method)).toEqual(['page', 'track']);
    expect(sink.pageViews).toEqual([view]);
    expect(sink.events).toEqual([{ name: 'Sample Event', properties: { source: 'demo' } }]);
  });

  it('pixel: every event', () => {
    const pixel = new MemoryPixelSink();
    pixel.track(event);
    expect(pixel.events).toEqual([event]);
  });

  it('heatmap: each load, with the document state at the time', () => {
    const heatmap = new MemoryHeatmapLoader();
    heatmap.load();
    expect(heatmap.loads).toBe(1);
    expect(heatmap.log.calls[0]?.payload.documentReadyState).toBe(document.readyState);
  });

  it('errors: name, message and where the shell caught it, for errors and thrown non-errors', () => {
    const errors = new MemoryErrorReporter();
    errors.captureException(new TypeError('bad'), { source: 'render' });
    errors.captureException('a string', { source: 'unhandledrejection' });
    expect(errors.errors).toEqual([
      { name: 'TypeError', message: 'bad', source: 'render' },
      { name: 'Error', message: 'a string', source: 'unhandledrejection' },
    ]);
  });

  it('consent: starts unknown, keeps an acceptance, and notifies subscribers', () => {
    const consent = memoryConsentStore();
    const seen: unknown[] = [];
    consent.subscribe((state) => seen.push(state));
    expect(consent.read()).toEqual({ status: 'unknown' });
    consent.accept();
    expect(consent.log.calls.map((call) => call.payload)).toEqual([ACCEPTED]);
    expect(seen).toEqual([ACCEPTED]);
  });

  it('consent: keeps a decline, notifies subscribers, and a later accept replaces it', () => {
    const consent = memoryConsentStore();
    const seen: unknown[] = [];
    consent.subscribe((state) => seen.push(state));
    expect(consent.decline()).toEqual(DECLINED);
    expect(consent.read()).toEqual(DECLINED);
    consent.accept();
    expect(consent.log.calls.map((call) => [call.method, call.payload])).toEqual([
      ['save', DECLINED],
      ['save', ACCEPTED],
    ]);
    expect(seen).toEqual([DECLINED, ACCEPTED]);
  });

  it('consent: keeps a choice per purpose with the policy revision and its time', () => {
    const consent = memoryConsentStore({
      mode: 'opt-in',
      policy: { revision: '7', maxAgeMonths: 6 },
      now: () => new Date('2026-11-23T00:00:00Z'),
      newConsentId: () => 'id-1',
    });
    const choices = { analytics: true, marketing: false, experience: false };
    consent.choose(choices);
    consent.decline();
    expect(consent.log.calls.map((call) => [call.method, call.payload])).toEqual([
      ['save', { status: 'decided', choices, revision: '7', decidedAt: '2026-11-23T00:00:00.000Z', mode: 'opt-in', consentId: 'id-1' }],
      [
        'save',
        {
          status: 'decided',
          choices: ALL_REFUSED,
          revision: '7',
          decidedAt: '2026-11-23T00:00:00.000Z',
          mode: 'opt-in',
          consentId: 'id-1',
        },
      ],
    ]);
  });

  it('clearing a log forgets what was recorded', () => {
    const sink = new MemoryAnalyticsSink();
    sink.page(view);
    sink.log.clear();
    expect(sink.pageViews).toEqual([]);
  });
});
