import { describe, expect, it } from 'vitest';
import { LocalStorageConsentStore } from '../adapters/local-storage/local-storage-consent-store.adapter';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryConsentStore } from '../adapters/memory/memory-consent-store.adapter';
import { parseShellEnv } from '../domain/shell-config.schema';
import { createShellContainer, resolveShellPorts } from './container';

function portsFor(env: Record<string, string>) {
  const result = parseShellEnv(env);
  if (!result.ok) throw new Error(result.error);
  return resolveShellPorts(createShellContainer(result.config, { getStorage: () => window.localStorage }));
}

describe('composition root', () => {
  it('binds the embedded defaults when no variable is set', () => {
    const ports = portsFor({});
    expect(ports.consent).toBeInstanceOf(LocalStorageConsentStore);
    expect(ports.analytics).toBeInstanceOf(MemoryAnalyticsSink);
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
    expect(resolveShellPorts(container).analytics).toBe(resolveShellPorts(container).analytics);
  });
});
