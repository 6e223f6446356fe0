import type { FileRouteTypes } from './pages/route-tree.gen';

/**
 * A page of this site a link can name on its own: one of the pages in src/pages/, without path
 * parameters. Checked by the typecheck, so a link to a page that is not there (a typo, a page
 * removed) fails it rather than the visitor.
 */
export type PagePath = Exclude<FileRouteTypes['to'], `${string}$${string}`>;

export interface ProductLink {
  readonly label: string;
  readonly to: PagePath;
}

/** What the shell shows of the product around every page. */
export interface Product {
  /** The brand: the header's link home, and after every page's own title in the tab ("Pricing · Shellkit"). */
  readonly name: string;
  /** The header's links, in order. */
  readonly nav: readonly ProductLink[];
  /** The footer's links, in order, before the shell's own link to the privacy policy (kept on every page: it is where cookie settings are). */
  readonly footer: readonly ProductLink[];
}

/** The product's one file for the brand, the nav and the footer; the shell reads them from here and hard-codes none. */
export const PRODUCT: Product = {
  name: 'Shellkit',
  nav: [
    { label: 'Home', to: '/' },
    { label: 'Privacy', to: '/privacy' },
  ],
  footer: [],
};
