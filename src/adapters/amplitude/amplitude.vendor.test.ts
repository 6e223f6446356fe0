import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { amplitude } from './amplitude.vendor';

const KEY = '0123456789abcdef0123456789abcdef';

describe('the Amplitude descriptor', () => {
  it('takes a project API key of 32 lowercase hexadecimal characters, and says so of anything else', () => {
    expect(readVariables(amplitude, { VITE_AMPLITUDE_API_KEY: KEY }).ok).toBe(true);
    for (const bad of ['0123456789ABCDEF0123456789ABCDEF', '0123456789abcdef', `${KEY}0`, 'phc_0123456789abcdef0123456789ab']) {
      expect(readVariables(amplitude, { VITE_AMPLITUDE_API_KEY: bad })).toEqual({
        ok: false,
        refused: { VITE_AMPLITUDE_API_KEY: ['must be an Amplitude project API key: 32 lowercase hexadecimal characters'] },
      });
    }
  });

  it('is off without a key, on with it for analytics; its server zone is US unless EU, and nothing else', () => {
    expect(optionsFrom(amplitude, {})).toBeUndefined();
    expect(optionsFrom(amplitude, { VITE_AMPLITUDE_API_KEY: KEY })).toEqual({ apiKey: KEY, serverZone: 'US' });
    expect(optionsFrom(amplitude, { VITE_AMPLITUDE_API_KEY: KEY, VITE_AMPLITUDE_SERVER_ZONE: 'EU' })).toEqual({
      apiKey: KEY,
      serverZone: 'EU',
    });
    expect(readVariables(amplitude, { VITE_AMPLITUDE_SERVER_ZONE: 'eu' })).toEqual({
      ok: false,
      refused: { VITE_AMPLITUDE_SERVER_ZONE: ['must be US or EU, the data centre of the Amplitude project'] },
    });
    expect(problemsIn(amplitude, { VITE_AMPLITUDE_SERVER_ZONE: 'EU' })).toEqual([
      { variable: 'VITE_AMPLITUDE_SERVER_ZONE', message: 'is set but VITE_AMPLITUDE_API_KEY is not, so Amplitude is off' },
    ]);
    expect([amplitude.purpose, amplitude.port, amplitude.starts]).toEqual(['analytics', 'analytics', 'after-first-paint']);
  });

  it("opens only its zone's HTTP API host, and loads its SDK from a chunk with a neutral name", () => {
    expect(amplitude.origins({ apiKey: KEY, serverZone: 'US' })).toEqual({ connectSrc: ['https://api2.amplitude.com'] });
    expect(amplitude.origins({ apiKey: KEY, serverZone: 'EU' })).toEqual({ connectSrc: ['https://api.eu.amplitude.com'] });
    expect(amplitude.loading).toMatchObject({ kind: 'sdk', chunks: [{ name: 'sdk-cohorts' }] });
  });
});

describe('Amplitude in the shell config, through the registry', () => {
  it('VITE_AMPLITUDE_API_KEY chooses it for the analytics port, and the CSP opens its API host', () => {
    const result = shellConfigFromEnv({ VITE_AMPLITUDE_API_KEY: KEY });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.analytics).toEqual([
      expect.objectContaining({ id: 'amplitude', label: 'Amplitude', purpose: 'analytics' }),
    ]);
    expect(vendorOrigins(result.config).flatMap((origins) => origins.connectSrc ?? [])).toContain('https://api2.amplitude.com');
  });

  it('a bad key stops the config, naming the variable', () => {
    const result = shellConfigFromEnv({ VITE_AMPLITUDE_API_KEY: 'secret' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/VITE_AMPLITUDE_API_KEY: must be an Amplitude project API key/);
  });
});
