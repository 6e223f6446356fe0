import { describe, expect, it } from 'vitest';
import { LocalStorageConsentStore } from '../adapters/local-storage/local-storage-consent-store.adapter';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryConsentStore } from '../adapters/memory/memory-consent-store.adapter';
import { parseShellEnv } from '../domain/shell-config.schema';
import { createShellContainer, resolveAdapter, resolveShellPorts } from './container';

function portsFor(env: Record<string, string>) {
  const result = parseShellEnv(env);
  if (!result.ok) throw new Error(result.error);
  const container = createShellContainer(result.config, { getStorage: () => window.localStorage });
  return { ...resolveShellPorts(container), analyticsAdapter: resolveAdapter(container, 'analytics') };
}

describe('composition root', () => {
  it('binds the embedded defaults when no variable is set', () => {
    const ports = portsFor({});
    expect(ports.consent).toBeInstanceOf(LocalStorageConsentStore);
    expect(ports.analyticsAdapter).toBeInstanceOf(MemoryAnalyticsSink);
  });

  it('puts the consent gate in front of the analytics adapter: in notice mode a page view goes straight through', () => {
    const ports = portsFor({});
    const view = { path: '/', search: '', url: 'http://localhost/', title: 'Home' };
    ports.analytics.page(view);
    expect((ports.analyticsAdapter as MemoryAnalyticsSink).pageViews).toEqual([view]);
  });

  it('swaps the consent adapter by config alone', () => {
    expect(portsFor({ VITE_CONSENT_STORE: 'memory' }).consent).toBeInstanceOf(MemoryConsentStore);
  });

  it('gives the localStorage store the real storage: a stored acceptance is read', () => {
    window.localStorage.setItem('cookieAccepted', 'true');
    expect(portsFor({}).consent.read()).toEqual({ status: 'accepted' });
  });

  it('binds every port as a singleton within one container', () => {
    const result = parseShellEnv({});
    if (!result.ok) throw new Error(result.error);
    const container = createShellContainer(result.config, { getStorage: () => window.localStorage });
    expect(resolveAdapter(container, 'analytics')).toBe(resolveAdapter(container, 'analytics'));
  });
});
