import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { mixpanel } from './mixpanel.vendor';

const TOKEN = '0123456789abcdef0123456789abcdef';

describe('the Mixpanel descriptor', () => {
  it('takes a project token of 32 lowercase hexadecimal characters, and says so of anything else', () => {
    expect(readVariables(mixpanel, { VITE_MIXPANEL_TOKEN: TOKEN }).ok).toBe(true);
    for (const bad of ['0123456789ABCDEF0123456789ABCDEF', '0123456789abcdef', `${TOKEN}0`, 'phc_0123456789abcdef0123456789ab']) {
      expect(readVariables(mixpanel, { VITE_MIXPANEL_TOKEN: bad })).toEqual({
        ok: false,
        refused: { VITE_MIXPANEL_TOKEN: ['must be a Mixpanel project token: 32 lowercase hexadecimal characters'] },
      });
    }
  });

  it('is off without a token, on with it for analytics; the API host defaults to US ingestion and may be the EU or a proxy', () => {
    expect(optionsFrom(mixpanel, {})).toBeUndefined();
    expect(optionsFrom(mixpanel, { VITE_MIXPANEL_TOKEN: TOKEN })).toEqual({ token: TOKEN, apiHost: 'https://api-js.mixpanel.com' });
    expect(optionsFrom(mixpanel, { VITE_MIXPANEL_TOKEN: TOKEN, VITE_MIXPANEL_API_HOST: 'https://api-eu.mixpanel.com/' })).toEqual({
      token: TOKEN,
      apiHost: 'https://api-eu.mixpanel.com',
    });
    expect(readVariables(mixpanel, { VITE_MIXPANEL_API_HOST: 'http://api-eu.mixpanel.com' }).ok).toBe(false);
    expect(problemsIn(mixpanel, { VITE_MIXPANEL_API_HOST: 'https://api-eu.mixpanel.com' })).toEqual([
      { variable: 'VITE_MIXPANEL_API_HOST', message: 'is set but VITE_MIXPANEL_TOKEN is not, so Mixpanel is off' },
    ]);
    expect([mixpanel.purpose, mixpanel.port, mixpanel.starts]).toEqual(['analytics', 'analytics', 'after-first-paint']);
  });

  it('opens only its API host, and loads its SDK from a chunk with a neutral name', () => {
    expect(mixpanel.origins({ token: TOKEN, apiHost: 'https://api-eu.mixpanel.com' })).toEqual({
      connectSrc: ['https://api-eu.mixpanel.com'],
    });
    expect(mixpanel.loading).toMatchObject({ kind: 'sdk', chunks: [{ name: 'sdk-funnels' }] });
  });
});

describe('Mixpanel in the shell config, through the registry', () => {
  it('VITE_MIXPANEL_TOKEN chooses it for the analytics port, and the CSP opens its API host', () => {
    const result = shellConfigFromEnv({ VITE_MIXPANEL_TOKEN: TOKEN });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.analytics).toEqual([expect.objectContaining({ id: 'mixpanel', label: 'Mixpanel', purpose: 'analytics' })]);
    expect(vendorOrigins(result.config).flatMap((origins) => origins.connectSrc ?? [])).toContain('https://api-js.mixpanel.com');
  });

  it('a bad token stops the config, naming the variable', () => {
    const result = shellConfigFromEnv({ VITE_MIXPANEL_TOKEN: 'secret' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/VITE_MIXPANEL_TOKEN: must be a Mixpanel project token/);
  });
});
