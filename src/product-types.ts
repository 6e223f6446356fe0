import type { ProductText } from './i18n/product-text';
import type { PagePath } from './register';

export interface ProductLink {
  /** Its text: one for every language, or one per language code (src/i18n/product-text.ts). */
  readonly label: ProductText;
  readonly to: PagePath;
}

/** What the shell shows of the product around every page: the product's src/product.ts exports one as `PRODUCT`. */
export interface Product {
  /** The brand: the header's link home, and after every page's own title in the tab ("Pricing · Shellkit"). */
  readonly name: string;
  /**
   * What the site is, for search results: each page's `<meta name="description">` in its language (index.html's own is
   * the one a page the server has not rendered keeps).
   */
  readonly description: ProductText;
  /** The header's links, in order. */
  readonly nav: readonly ProductLink[];
  /** The footer's links, in order, before the shell's own link to the privacy policy (kept on every page: it is where cookie settings are). */
  readonly footer: readonly ProductLink[];
}
