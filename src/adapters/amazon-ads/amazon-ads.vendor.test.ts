import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { amazonAds } from './amazon-ads.vendor';

const TAG = '768411f6-fa20-33cd-2222-8cdf646d1111';

describe('the Amazon Ads tag descriptor', () => {
  it('takes a tag id that is a lower-case UUID and a two-letter country, and says so of anything else', () => {
    expect(readVariables(amazonAds, { VITE_AMAZON_ADS_TAG_ID: TAG, VITE_AMAZON_ADS_COUNTRY: 'FR' }).ok).toBe(true);
    expect(readVariables(amazonAds, { VITE_AMAZON_ADS_TAG_ID: TAG.toUpperCase(), VITE_AMAZON_ADS_COUNTRY: 'fr' })).toEqual({
      ok: false,
      refused: {
        VITE_AMAZON_ADS_TAG_ID: ['must be an Amazon Ad Tag id: a UUID in lower case, e.g. 768411f6-fa20-33cd-2222-8cdf646d1111'],
        VITE_AMAZON_ADS_COUNTRY: ['must be a country code: two capital letters (ISO 3166), e.g. FR'],
      },
    });
  });

  it('is on with a tag id and a country, for marketing, on the pixel port, counting page views, with a consent call of its own', () => {
    expect(optionsFrom(amazonAds, {})).toBeUndefined();
    expect(optionsFrom(amazonAds, { VITE_AMAZON_ADS_TAG_ID: TAG, VITE_AMAZON_ADS_COUNTRY: 'FR' })).toEqual({
      tagId: TAG,
      countryCode: 'FR',
    });
    expect([amazonAds.purpose, amazonAds.port, amazonAds.countsPageViews, amazonAds.consentCall]).toEqual([
      'marketing',
      'pixel',
      true,
      undefined,
    ]);
  });

  it('a tag id without a country is refused (Amazon processes nothing without one), and a country alone says it is off', () => {
    expect(problemsIn(amazonAds, { VITE_AMAZON_ADS_TAG_ID: TAG })).toEqual([
      {
        variable: 'VITE_AMAZON_ADS_COUNTRY',
        message: 'is required with VITE_AMAZON_ADS_TAG_ID: Amazon processes no event without a country code',
      },
    ]);
    expect(problemsIn(amazonAds, { VITE_AMAZON_ADS_COUNTRY: 'FR' })).toEqual([
      { variable: 'VITE_AMAZON_ADS_COUNTRY', message: 'is set but VITE_AMAZON_ADS_TAG_ID is not, so the Amazon Ads tag is off' },
    ]);
  });

  it('VITE_AMAZON_ADS_TAG_ID chooses it for the pixel port, and the CSP opens c.amazon-adsystem.com and s.amazon-adsystem.com', () => {
    const result = shellConfigFromEnv({ VITE_AMAZON_ADS_TAG_ID: TAG, VITE_AMAZON_ADS_COUNTRY: 'FR', VITE_PIXEL_SINK: 'memory' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.pixel).toEqual([expect.objectContaining({ id: 'amazon-ads', purpose: 'marketing' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://c.amazon-adsystem.com');
    expect(origins.flatMap((o) => o.imgSrc ?? [])).toContain('https://s.amazon-adsystem.com');
  });
});
