// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the shellkit:* declarations are a global script (no import can name it): a product typechecking the shell needs them
/// <reference path="./virtual-modules.d.ts" />
/**
 * `shellkit`: what a product's own files import. Its product file (`Product`), its tracking plan
 * (`defineTrackingPlan`), its site texts (`SiteTexts`), the types it registers (`Register`) and the hooks its pages
 * use. The shell itself starts from `shellkit/client`; the build is `shellkit/vite`; tests use `shellkit/testing`.
 */
export type { Product, ProductLink } from './product-types';
export type { Register, PagePath, PlannedEventName } from './register';
export { defineTrackingPlan, type TrackingPlan } from './domain/tracking-plan';
export type { SiteTexts } from './i18n/site-texts';
export type { ProductText } from './i18n/product-text';
export { useAnalytics, type Analytics } from './ui/hooks/use-analytics';
export { useConsent, type Consent } from './ui/hooks/use-consent';
export { useLanguage } from './ui/hooks/use-language';
export { Embed, type EmbedProps } from './composition/embed-entry';
export type { EmbedServiceId } from './composition/embed-registry';
