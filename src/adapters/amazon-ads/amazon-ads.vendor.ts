import { defineVendor } from '../../ports/vendor-descriptor';

export interface AmazonAdsOptions {
  /** The Amazon Ad Tag id from Amazon DSP's Events Manager (a UUID): public, it names the tag. */
  readonly tagId: string;
  /** Where the site's visitors are, for Amazon's consent signal (ISO 3166 two letters, upper case). */
  readonly countryCode: string;
}

/**
 * Amazon's ad tag (Amazon Ad Tag, AAT): page views and the same named events, told the visitor's choice
 * in Amazon's Consent Signal before it loads and at every change. It loads once marketing is granted.
 */
export const amazonAds = defineVendor({
  id: 'amazon-ads',
  label: 'Amazon Ads tag',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'Amazon Consent Signal, `amznConsent({ countryCode, enableAdStorage, enableUserData })` from its consent script before the tag loads: both `true` once `marketing` is granted (the tag loads only then), both `false` on a withdrawal, with the site’s `VITE_AMAZON_ADS_COUNTRY`',
  countsPageViews: true,
  variables: (z) => ({
    VITE_AMAZON_ADS_TAG_ID: z
      .string()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        'must be an Amazon Ad Tag id: a UUID in lower case, e.g. 768411f6-fa20-33cd-2222-8cdf646d1111',
      ),
    VITE_AMAZON_ADS_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'must be a country code: two capital letters (ISO 3166), e.g. FR'),
  }),
  switchedOnBy: 'VITE_AMAZON_ADS_TAG_ID',
  variableDocs: {
    VITE_AMAZON_ADS_TAG_ID:
      'Amazon Ads tag (Amazon Ad Tag): the tag id (a UUID) from Amazon DSP’s Events Manager; it loads once marketing is granted.',
    VITE_AMAZON_ADS_COUNTRY:
      'Required with the Amazon Ads tag: the country its visitors are in (two capital letters, e.g. FR), which Amazon’s consent signal must carry or it processes nothing.',
  },
  options: (env): AmazonAdsOptions | undefined =>
    env.VITE_AMAZON_ADS_TAG_ID && env.VITE_AMAZON_ADS_COUNTRY
      ? { tagId: env.VITE_AMAZON_ADS_TAG_ID, countryCode: env.VITE_AMAZON_ADS_COUNTRY }
      : undefined,
  problems: (env) =>
    env.VITE_AMAZON_ADS_TAG_ID && !env.VITE_AMAZON_ADS_COUNTRY
      ? [
          {
            variable: 'VITE_AMAZON_ADS_COUNTRY',
            message: 'is required with VITE_AMAZON_ADS_TAG_ID: Amazon processes no event without a country code',
          },
        ]
      : env.VITE_AMAZON_ADS_COUNTRY && !env.VITE_AMAZON_ADS_TAG_ID
        ? [{ variable: 'VITE_AMAZON_ADS_COUNTRY', message: 'is set but VITE_AMAZON_ADS_TAG_ID is not, so the Amazon Ads tag is off' }]
        : [],
  // Its consent script and amzn.js come from c.amazon-adsystem.com; the tag reports to s.amazon-adsystem.com
  // (its noscript pixel is s.amazon-adsystem.com/iu3) by image or fetch.
  origins: () => ({
    scriptSrc: ['https://c.amazon-adsystem.com'],
    imgSrc: ['https://s.amazon-adsystem.com'],
    connectSrc: ['https://s.amazon-adsystem.com'],
  }),
  loading: { kind: 'script', source: 'c.amazon-adsystem.com/aat/amzn-consent.js, then c.amazon-adsystem.com/aat/amzn.js' },
  starts: 'when-idle',
  // Amazon's Ad Tag help names no cookie or storage key it writes on the advertiser's site (its consent signal's
  // "ad storage" covers cookies and localStorage without naming them); its own cookies are on amazon-adsystem.com.
  storage: [],
  privacy: ['page-views-and-named-events', { measuresAdvertisingOn: 'Amazon' }],
  create: async (options, context) => (await import('./amazon-ads-pixel-sink.adapter')).startAmazonAdTag(options, context),
});
