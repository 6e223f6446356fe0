import type { Product } from 'shellkit';

/**
 * The test product's one file for its brand, description, nav and footer (the shape of a product's src/product.ts):
 * the product the shell's own tests run against (issue 31 §3), so that no shell test knows the demo's. It differs
 * from the demo on purpose: another brand, other nav labels, no nav link to /privacy (a test reaches the policy
 * through the shell's own footer link), a footer link of its own, and /plans where the demo has /pricing.
 */

// The languages the shell's tests read the product's texts in (tests/e2e/i18n/native-readers.spec.ts: de, ar, ja), and
// French beside them; any other reads English.
const START = { en: 'Start', de: 'Start', fr: 'Début', ar: 'البداية', ja: 'スタート' };
const PLANS = { en: 'Plans', de: 'Tarife', fr: 'Formules', ar: 'الخطط', ja: 'プラン' };
const PLANS_AND_PRICES = {
  en: 'Plans and prices',
  de: 'Tarife und Preise',
  fr: 'Formules et prix',
  ar: 'الخطط والأسعار',
  ja: 'プランと料金',
};

const DESCRIPTION = {
  en: 'Fixture Store: the product the shell’s own tests run against.',
  de: 'Fixture Store: das Produkt, gegen das die Tests der Hülle laufen.',
  fr: 'Fixture Store : le produit sur lequel tournent les tests du socle.',
  ar: 'Fixture Store: المنتج الذي تعمل عليه اختبارات الهيكل.',
  ja: 'Fixture Store：シェル自体のテストが対象とする製品。',
};

export const PRODUCT: Product = {
  name: 'Fixture Store',
  description: DESCRIPTION,
  nav: [
    { label: START, to: '/' },
    { label: PLANS, to: '/plans' },
  ],
  footer: [{ label: PLANS_AND_PRICES, to: '/plans' }],
};
