import type { StoredItem } from '../../domain/stored-item';
import type { VendorOrigins } from '../../domain/vendor-facts';

/**
 * What Google's measurement tags (GA4, and the GA4 tags a Tag Manager container runs) talk to and store: one
 * place for the GA4 and Tag Manager descriptors.
 *
 * Google's published list ("Use a Content Security Policy", Google Analytics 4 and Tag Manager): gtag.js, gtm.js
 * and the scripts they load come from *.googletagmanager.com; hits go by fetch or image to *.google-analytics.com
 * (www., region1.) and *.analytics.google.com. Google signals (advertising features) would need *.g.doubleclick.net
 * and google.com as well: left out, so they stay off.
 */
export const GOOGLE_MEASUREMENT_ORIGINS: VendorOrigins = {
  scriptSrc: ['https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The conversion linker's cookies (Google Ads, Floodlight), kept with ad_storage granted. */
export const GOOGLE_AD_CLICK_COOKIES: StoredItem = {
  name: '_gcl_*',
  kind: 'cookie',
  purpose: { role: 'ad-click', network: 'Google' },
  lifetime: { days: 90 },
};

/**
 * Google's "Google Analytics cookie usage on websites": GA4's two first-party cookies on the site's top domain,
 * and, with ad_storage granted (marketing), the conversion linker's _gcl_*.
 */
export const GA4_COOKIES: readonly StoredItem[] = [
  { name: '_ga', kind: 'cookie', purpose: 'visitor-id', lifetime: { years: 2 } },
  { name: '_ga_<container id>', kind: 'cookie', purpose: 'current-visit', lifetime: { years: 2 } },
  { ...GOOGLE_AD_CLICK_COOKIES, consentPurpose: 'marketing' },
];
