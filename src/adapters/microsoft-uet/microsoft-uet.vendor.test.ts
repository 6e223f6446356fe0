import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { microsoftUet } from './microsoft-uet.vendor';

const TAG_ID = '12345678';

describe('the Microsoft Advertising UET descriptor', () => {
  it('takes a tag id of digits, and says so of anything else', () => {
    expect(readVariables(microsoftUet, { VITE_UET_TAG_ID: TAG_ID }).ok).toBe(true);
    for (const bad of ['uet-123456', '12', '1234567a', '1234 5678']) {
      expect(readVariables(microsoftUet, { VITE_UET_TAG_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_UET_TAG_ID: ['must be a Microsoft Advertising UET tag id: 4 to 12 digits'] },
      });
    }
  });

  it('is off without a tag id, and on with it, for marketing, on the pixel port, loading bat.js when the page is idle', () => {
    expect(optionsFrom(microsoftUet, {})).toBeUndefined();
    expect(optionsFrom(microsoftUet, { VITE_UET_TAG_ID: TAG_ID })).toEqual({ tagId: TAG_ID });
    expect([microsoftUet.purpose, microsoftUet.port, microsoftUet.starts]).toEqual(['marketing', 'pixel', 'when-idle']);
  });
});

describe('UET in the shell config, through the registry', () => {
  it('VITE_UET_TAG_ID (with the page pixel off) chooses it for the pixel port, and the CSP opens bat.bing.com', () => {
    const result = shellConfigFromEnv({ VITE_UET_TAG_ID: TAG_ID, VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([
      expect.objectContaining({ id: 'microsoft-uet', label: 'Microsoft Advertising UET', purpose: 'marketing' }),
    ]);
    expect(vendorOrigins(result.config).flatMap((origins) => origins.scriptSrc ?? [])).toContain('https://bat.bing.com');
  });

  it('a bad tag id stops the config, naming the variable', () => {
    const result = shellConfigFromEnv({ VITE_UET_TAG_ID: 'x', VITE_PIXEL_SINK: 'memory' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/VITE_UET_TAG_ID: must be a Microsoft Advertising UET tag id/);
  });
});
