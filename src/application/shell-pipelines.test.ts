import { describe, expect, it } from 'vitest';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryErrorReporter } from '../adapters/memory/memory-error-reporter.adapter';
import { MemoryHeatmapLoader } from '../adapters/memory/memory-heatmap-loader.adapter';
import { MemoryPixelSink } from '../adapters/memory/memory-pixel-sink.adapter';
import type { ConsentMode } from '../domain/consent';
import type { NewActivity } from '../domain/shell-activity';
import { memoryConsentStore } from '../testing/memory-consent-store';
import { atOnce } from '../testing/manual-later-tasks';
import { consentHeardByVendors } from './consent-heard-by-vendors';
import { createShellPipelines, type VendorSources } from './shell-pipelines';

/** The four ports on in-memory adapters, as a vendor of each purpose would be governed. */
function shellOn(mode: ConsentMode, { globalPrivacyControl = false } = {}) {
  const consent = memoryConsentStore({ mode, globalPrivacyControl });
  const analytics = new MemoryAnalyticsSink();
  const pixel = new MemoryPixelSink();
  const heatmap = new MemoryHeatmapLoader();
  const errors = new MemoryErrorReporter();
  const vendors: VendorSources = {
    analytics: [{ id: 'memory', label: 'Analytics', purpose: 'analytics', makeAdapter: () => analytics }],
    pixel: [{ id: 'memory', label: 'Pixel', purpose: 'marketing', makeAdapter: () => pixel }],
    heatmap: [{ id: 'memory', label: 'Heatmap', purpose: 'experience', makeAdapter: () => heatmap }],
    errors: [{ id: 'memory', label: 'Errors', purpose: 'necessary', makeAdapter: () => errors }],
    chat: [],
  };
  const activity: NewActivity[] = [];
  // Vendors hear decisions and calls at once here: these tests are about who gets what (issue 23 §4's timing is tested beside).
  const { ports, states } = createShellPipelines({
    consent,
    vendorConsent: consentHeardByVendors(consent, atOnce),
    later: atOnce,
    vendors,
    record: (entry) => activity.push(entry),
  });
  return { ports, states, consent, analytics, pixel, heatmap, errors, activity };
}

const page = (path: string) => ({ path, search: '', url: `http://localhost${path}`, title: path });
const event = (name: string, currentPage = '/') => ({ name, properties: { currentPage } });
const paths = (sink: MemoryAnalyticsSink) => sink.pageViews.map((view) => view.path);

describe('the shell pipelines (SPEC §1, §7 and consent)', () => {
  it('a named event reaches analytics and the advertising pixel, from one call: no caller can skip the pixel', () => {
    const shell = shellOn('notice');
    shell.ports.analytics.track(event('Sample Event'));
    expect(shell.analytics.events).toEqual([event('Sample Event')]);
    expect(shell.pixel.events).toEqual([event('Sample Event')]);
  });

  for (const mode of ['notice', 'opt-in'] as const) {
    it(`${mode}, Global Privacy Control: marketing is off, so the pixel gets nothing while analytics proceeds`, () => {
      const shell = shellOn(mode, { globalPrivacyControl: true });
      shell.consent.accept();
      shell.ports.analytics.track(event('Lead'));
      expect(shell.analytics.events).toHaveLength(1);
      expect(shell.pixel.log.calls).toEqual([]);
    });
  }

  it('opt-in: a held event keeps the page it happened on, and its time', () => {
    const shell = shellOn('opt-in');
    shell.ports.analytics.page(page('/pricing'));
    shell.ports.analytics.track(event('Plan Chosen', '/pricing'));
    shell.ports.analytics.page(page('/checkout'));
    shell.consent.accept();
    expect(shell.analytics.log.calls.map((call) => call.method)).toEqual(['page', 'track', 'page']);
    expect(paths(shell.analytics)).toEqual(['/pricing', '/checkout']);
  });

  it('opt-in: held page views delivered on acceptance are not sent again as the current page', () => {
    const shell = shellOn('opt-in');
    shell.ports.analytics.page(page('/'));
    shell.consent.accept();
    expect(paths(shell.analytics)).toEqual(['/']);
  });

  it('opt-in, declined then accepted: the page the visitor is on is sent once', () => {
    const shell = shellOn('opt-in');
    shell.ports.analytics.page(page('/'));
    shell.consent.decline();
    shell.ports.analytics.page(page('/privacy'));
    shell.consent.accept();
    expect(paths(shell.analytics)).toEqual(['/privacy']);
  });

  it('withdrawn and given again: the current page is sent if it changed meanwhile, and not if it was already sent', async () => {
    const shell = shellOn('opt-in');
    shell.consent.accept();
    shell.ports.analytics.page(page('/'));
    shell.consent.decline();
    shell.consent.accept();
    await Promise.resolve();
    expect(paths(shell.analytics)).toEqual(['/']);
    shell.consent.decline();
    shell.ports.analytics.page(page('/privacy'));
    shell.consent.accept();
    // Sent once the vendor, already running, has heard the grant itself.
    await Promise.resolve();
    expect(paths(shell.analytics)).toEqual(['/', '/privacy']);
  });

  it('the inspector lists the page view held, dropped by a decline, and sent when the visitor accepts later', () => {
    const shell = shellOn('opt-in');
    shell.ports.analytics.page(page('/'));
    shell.consent.decline();
    shell.consent.accept();
    expect(shell.activity.map(({ port, outcome, summary, reason }) => `${port} ${summary}: ${outcome} (${reason ?? ''})`)).toEqual([
      'analytics page view /: held for consent (no decision yet)',
      'analytics 1 waiting call dropped: not sent (analytics refused)',
      'analytics page view /: handed to the SDK ()',
    ]);
  });

  it('the heatmap starts once when the visitor declines and later accepts on the same page', () => {
    const shell = shellOn('opt-in');
    shell.ports.heatmap.load();
    shell.consent.decline();
    shell.consent.accept();
    shell.consent.decline();
    shell.consent.accept();
    expect(shell.heatmap.loads).toBe(1);
  });

  it('error reports are necessary: they go through in opt-in mode before any decision, and after a decline', () => {
    const shell = shellOn('opt-in');
    shell.ports.errors.captureException(new Error('early'), { source: 'window.error' });
    shell.consent.decline();
    shell.ports.errors.captureException(new Error('later'), { source: 'render' });
    expect(shell.errors.errors.map((error) => error.message)).toEqual(['early', 'later']);
  });

  it('records every call for the inspector with its port, adapter and what consent did with it', () => {
    const shell = shellOn('opt-in', { globalPrivacyControl: true });
    shell.ports.analytics.track(event('Lead'));
    shell.consent.accept();
    shell.ports.analytics.track(event('Lead'));
    expect(shell.activity.map(({ port, outcome, summary }) => `${port} ${summary}: ${outcome}`)).toEqual([
      'analytics event Lead: held for consent',
      'pixel event Lead: not sent',
      'analytics event Lead: handed to the SDK',
      'pixel event Lead: not sent',
    ]);
  });

  it("reports each port's vendor, purpose and current permission, read from its pipeline", () => {
    const shell = shellOn('opt-in', { globalPrivacyControl: true });
    const permissions = () => Object.fromEntries(shell.states.map((state) => [state.port, state.permission()]));
    expect(permissions()).toEqual({ analytics: 'pending', pixel: 'denied', heatmap: 'pending', errors: 'granted' });
    shell.consent.accept();
    expect(permissions()).toEqual({ analytics: 'granted', pixel: 'denied', heatmap: 'granted', errors: 'granted' });
  });
});
