import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './server-config.schema';
import { parseShellEnv } from './shell-config.schema';

describe('shell config from the environment', () => {
  it('uses the embedded defaults when nothing is set: localStorage consent, memory for the rest', () => {
    expect(parseShellEnv({})).toEqual({
      ok: true,
      config: {
        consent: { adapter: 'local-storage' },
        analytics: { adapter: 'memory' },
        pixel: { adapter: 'memory' },
        heatmap: { adapter: 'memory' },
        errors: { adapter: 'memory' },
      },
    });
  });

  it('treats an empty value as unset', () => {
    const result = parseShellEnv({ VITE_CONSENT_STORE: '' });
    expect(result.ok && result.config.consent).toEqual({ adapter: 'local-storage' });
  });

  it('chooses the consent adapter by VITE_CONSENT_STORE', () => {
    const result = parseShellEnv({ VITE_CONSENT_STORE: 'memory' });
    expect(result.ok && result.config.consent).toEqual({ adapter: 'memory' });
  });

  it('fails naming the variable and the value it got', () => {
    const result = parseShellEnv({ VITE_CONSENT_STORE: 'cookies' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain('VITE_CONSENT_STORE');
    expect(result.error).toContain('"cookies"');
    expect(result.error).toMatch(/local-storage/);
  });
});

describe('server config from the environment', () => {
  it('defaults to port 3000 on every interface', () => {
    expect(parseServerEnv({})).toEqual({ ok: true, config: { port: 3000, host: '0.0.0.0' } });
  });

  it('reads PORT and HOST', () => {
    expect(parseServerEnv({ PORT: '8080', HOST: '127.0.0.1' })).toEqual({ ok: true, config: { port: 8080, host: '127.0.0.1' } });
  });

  it.each(['abc', '0', '70000', '3.5'])('rejects PORT=%s, naming PORT', (port) => {
    const result = parseServerEnv({ PORT: port });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(new RegExp(`PORT: .*\\(got "${port.replace('.', '\\.')}"\\)`));
  });
});
