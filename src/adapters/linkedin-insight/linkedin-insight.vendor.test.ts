import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { linkedinInsight } from './linkedin-insight.vendor';

const PARTNER_ID = '1234567';

describe('the LinkedIn Insight Tag descriptor', () => {
  it('takes a partner id of digits, and says so of anything else', () => {
    expect(readVariables(linkedinInsight, { VITE_LINKEDIN_PARTNER_ID: PARTNER_ID }).ok).toBe(true);
    for (const bad of ['abc', '12', '1234567x', 'li-1234567']) {
      expect(readVariables(linkedinInsight, { VITE_LINKEDIN_PARTNER_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_LINKEDIN_PARTNER_ID: ['must be a LinkedIn Insight Tag partner id: 4 to 12 digits'] },
      });
    }
  });

  it('is off without a partner id, on with it for marketing; conversions map event names to conversion ids', () => {
    expect(optionsFrom(linkedinInsight, {})).toBeUndefined();
    expect(optionsFrom(linkedinInsight, { VITE_LINKEDIN_PARTNER_ID: PARTNER_ID })).toEqual({ partnerId: PARTNER_ID, conversions: {} });
    expect(optionsFrom(linkedinInsight, { VITE_LINKEDIN_PARTNER_ID: PARTNER_ID, VITE_LINKEDIN_CONVERSIONS: 'Sign Up=12345678' })).toEqual({
      partnerId: PARTNER_ID,
      conversions: { 'Sign Up': '12345678' },
    });
    expect([linkedinInsight.purpose, linkedinInsight.port, linkedinInsight.starts]).toEqual(['marketing', 'pixel', 'when-idle']);
  });

  it('refuses a conversion id that is not digits, quoting the pair, and conversions without a partner id', () => {
    const read = readVariables(linkedinInsight, { VITE_LINKEDIN_CONVERSIONS: 'Sign Up=abc' });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.refused['VITE_LINKEDIN_CONVERSIONS']?.[0]).toContain('"Sign Up=abc" must be "Event Name=conversion id');
    expect(problemsIn(linkedinInsight, { VITE_LINKEDIN_CONVERSIONS: 'Sign Up=12345678' })).toEqual([
      { variable: 'VITE_LINKEDIN_CONVERSIONS', message: 'is set but VITE_LINKEDIN_PARTNER_ID is not, so LinkedIn is off' },
    ]);
  });
});

describe('the LinkedIn Insight Tag in the shell config, through the registry', () => {
  it('VITE_LINKEDIN_PARTNER_ID (with the page pixel off) chooses it for the pixel port, and the CSP opens its hosts', () => {
    const result = shellConfigFromEnv({ VITE_LINKEDIN_PARTNER_ID: PARTNER_ID, VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([
      expect.objectContaining({ id: 'linkedin-insight', label: 'LinkedIn Insight Tag', purpose: 'marketing' }),
    ]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://snap.licdn.com');
    expect(origins.flatMap((o) => o.imgSrc ?? [])).toContain('https://px.ads.linkedin.com');
  });
});
