import { describe, expect, it } from 'vitest';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryConsentStore } from '../adapters/memory/memory-consent-store.adapter';
import { MemoryErrorReporter } from '../adapters/memory/memory-error-reporter.adapter';
import { MemoryHeatmapLoader } from '../adapters/memory/memory-heatmap-loader.adapter';
import { MemoryPixelSink } from '../adapters/memory/memory-pixel-sink.adapter';
import { parseShellEnv } from '../domain/shell-config.schema';
import { ShellActivity } from '../domain/shell-activity';
import { VendorStatusBoard } from '../platform/vendor-status';
import { GatedAnalyticsSink } from './consent-gates';
import { permissionSignal } from './permission-signals';
import { recordShellActivity } from './shell-activity-recorder';

function recorded(env: Record<string, string> = {}) {
  const parsed = parseShellEnv(env);
  if (!parsed.ok) throw new Error(parsed.error);
  const config = parsed.config;
  const consent = new MemoryConsentStore();
  const sink = new MemoryAnalyticsSink();
  const activity = new ShellActivity();
  const vendors = new VendorStatusBoard();
  const ports = recordShellActivity(
    {
      consent,
      analytics: new GatedAnalyticsSink(permissionSignal('analytics', consent, { mode: config.consentMode, globalPrivacyControl: false }), () => sink),
      pixel: new MemoryPixelSink(),
      heatmap: new MemoryHeatmapLoader(),
      errors: new MemoryErrorReporter(),
    },
    config,
    activity,
    vendors,
  );
  return { ports, activity, vendors, sink, consent };
}

const view = { path: '/privacy', search: '', url: 'http://localhost/privacy', title: 'Privacy policy' };

describe('the shell activity the inspector shows', () => {
  it('records each port call, in order, with the adapter that got it and the payload it received', () => {
    const { ports, activity, sink } = recorded();
    ports.analytics.page(view);
    ports.analytics.track({ name: 'Sample Event', properties: { currentPage: '/privacy' } });
    ports.pixel.track({ name: 'Sample Event', properties: { currentPage: '/privacy' } });
    ports.heatmap.load();
    ports.errors.captureException(new TypeError('bad'), { source: 'window.error' });
    ports.consent.accept();
    expect(activity.entries.map(({ port, adapter, summary, outcome }) => ({ port, adapter, summary, outcome }))).toEqual([
      { port: 'consent', adapter: 'local-storage', summary: 'notice mode, unknown', outcome: undefined },
      { port: 'analytics', adapter: 'memory', summary: 'page view /privacy', outcome: 'sent' },
      { port: 'analytics', adapter: 'memory', summary: 'event Sample Event', outcome: 'sent' },
      { port: 'pixel', adapter: 'memory', summary: 'event Sample Event', outcome: 'sent' },
      { port: 'heatmap', adapter: 'memory', summary: 'load', outcome: 'sent' },
      { port: 'errors', adapter: 'memory', summary: 'TypeError: bad', outcome: 'sent' },
      { port: 'consent', adapter: 'local-storage', summary: 'decision: accepted', outcome: undefined },
    ]);
    expect(activity.entries[1]?.detail).toEqual(view);
    expect(sink.pageViews).toEqual([view]);
  });

  it('shows what consent did with a call: held while an opt-in visitor decides, not sent after a decline', () => {
    const { ports, activity, consent } = recorded({ VITE_CONSENT_MODE: 'opt-in' });
    ports.analytics.page(view);
    consent.decline();
    ports.analytics.page(view);
    expect(activity.entries.filter((entry) => entry.port === 'analytics').map((entry) => entry.outcome)).toEqual(['held for consent', 'not sent']);
  });

  it('records vendor SDK status changes', () => {
    const { activity, vendors } = recorded();
    vendors.report('Segment', 'loading');
    vendors.report('Segment', 'blocked');
    expect(activity.entries.slice(-2).map((entry) => entry.summary)).toEqual(['Segment: loading', 'Segment: blocked']);
  });

  it('keeps the newest entries within its limit and can be cleared', () => {
    const activity = new ShellActivity();
    for (let i = 0; i < 600; i += 1) activity.record({ port: 'analytics', adapter: 'memory', summary: `event ${i}`, outcome: 'sent', detail: undefined });
    expect(activity.entries).toHaveLength(500);
    expect(activity.entries.at(-1)?.summary).toBe('event 599');
    activity.clear();
    expect(activity.entries).toEqual([]);
  });
});
