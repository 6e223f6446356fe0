import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { googleTagManager } from './google-tag-manager.vendor';

describe('the Google Tag Manager descriptor', () => {
  it('takes a container id GTM-…, and says so of anything else', () => {
    expect(readVariables(googleTagManager, { VITE_GTM_CONTAINER_ID: 'GTM-ABC1234' }).ok).toBe(true);
    for (const bad of ['GTM-abc1234', 'G-ABC1234', 'GTM-', 'ABC1234']) {
      expect(readVariables(googleTagManager, { VITE_GTM_CONTAINER_ID: bad })).toEqual({
        ok: false,
        refused: {
          VITE_GTM_CONTAINER_ID: [
            'must be a Google Tag Manager container id: "GTM-" then 4 to 12 capital letters and digits, e.g. GTM-ABC1234',
          ],
        },
      });
    }
  });

  it('is off without an id, and on with it, for analytics (marketing through Consent Mode), on the analytics port', () => {
    expect(optionsFrom(googleTagManager, {})).toBeUndefined();
    expect(optionsFrom(googleTagManager, { VITE_GTM_CONTAINER_ID: 'GTM-ABC1234' })).toEqual({ containerId: 'GTM-ABC1234' });
    expect([googleTagManager.purpose, googleTagManager.port, Object.keys(googleTagManager.otherPurposes ?? {})]).toEqual([
      'analytics',
      'analytics',
      ['marketing'],
    ]);
  });
});

describe('Google Tag Manager in the shell config, through the registry', () => {
  it('VITE_GTM_CONTAINER_ID chooses it for analytics beside the others, and the CSP opens googletagmanager.com', () => {
    const result = shellConfigFromEnv({ VITE_GTM_CONTAINER_ID: 'GTM-ABC1234' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.analytics).toContainEqual(expect.objectContaining({ id: 'google-tag-manager', purpose: 'analytics' }));
    expect(vendorOrigins(result.config).flatMap((origins) => origins.scriptSrc ?? [])).toContain('https://*.googletagmanager.com');
  });

  it('a bad id stops the config, naming the variable', () => {
    const result = shellConfigFromEnv({ VITE_GTM_CONTAINER_ID: 'nope' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/VITE_GTM_CONTAINER_ID: must be a Google Tag Manager container id/);
  });
});
