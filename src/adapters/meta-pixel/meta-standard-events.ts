/**
 * Meta's standard event names (developers.facebook.com, "Standard events"). These go through
 * fbq('track'); any other name through fbq('trackCustom'), since a custom name sent with 'track'
 * makes the pixel warn and is not counted as a standard event.
 */
const NAMES = [
  'AddPaymentInfo',
  'AddToCart',
  'AddToWishlist',
  'CompleteRegistration',
  'Contact',
  'CustomizeProduct',
  'Donate',
  'FindLocation',
  'InitiateCheckout',
  'Lead',
  'PageView',
  'Purchase',
  'Schedule',
  'Search',
  'StartTrial',
  'SubmitApplication',
  'Subscribe',
  'ViewContent',
] as const;

export type MetaStandardEvent = (typeof NAMES)[number];

export const META_STANDARD_EVENTS: ReadonlySet<string> = new Set(NAMES);
