import { productText } from '../../src/i18n/product-text';
// The product the shell's own tests run against: the test product, tests/fixture-product/ (its build for the specs,
// its files for vitest). The one import of a product's files in the shell's tests
// (tests/shell-tests-know-no-product.test.ts keeps it so).
import { EMBEDS_TEXTS } from '../fixture-product/src/embeds-texts';
import { HOME_TEXTS, PLANS, PLANS_TEXTS } from '../fixture-product/src/page-texts';
import { PRODUCT } from '../fixture-product/src/product';
import { acmeStats } from '../fixture-product/src/vendors/acme-stats/acme-stats.vendor';

/**
 * What the shell's tests know of the product around the shell (issue 31 §3), in one place: a spec or unit test
 * that needs the brand, a nav label, a page title or a product page's path reads it here, never from the
 * product's files or as a literal, so a product that renames its brand, relabels its nav or drops a page leaves
 * the shell's tests green. To reach /privacy a test uses the shell's own footer link (privacyFooterLink in
 * tests/support/shell-page.ts) or goes there, never the product's nav.
 */

/** The brand: the header's link home, and after each page's own title in the tab. */
export const BRAND = PRODUCT.name;

/** The tab's title for a page with that title ("Privacy policy · <brand>"); the brand alone for a page with none. */
export function pageTitle(title?: string): string {
  return title === undefined ? BRAND : `${title} · ${BRAND}`;
}

/** What the product says it is, in a language: each page's `<meta name="description">`. */
export function productDescription(language = 'en'): string {
  return productText(PRODUCT.description, language);
}

/** The product's header links in a language (English unless named), in order: label and path. */
export function navLinks(language = 'en'): readonly { readonly label: string; readonly to: string }[] {
  return PRODUCT.nav.map((link) => ({ label: productText(link.label, language), to: link.to }));
}

/** The product's footer links in a language, in order, before the shell's own privacy policy link. */
export function footerLinks(language = 'en'): readonly { readonly label: string; readonly to: string }[] {
  return PRODUCT.footer.map((link) => ({ label: productText(link.label, language), to: link.to }));
}

/**
 * The product's home page: the page with the controls the shell's tests press. Its controls are the shell's test
 * contract, and every product the shell's tests run against has them with these words: "Track sample event"
 * (tracks 'Sample Event' with `{ source: 'lab' }`), "Track lead" ('Lead', the same), "Throw sample error", and the links "Tab A" and "Tab B" (?tab=a,
 * ?tab=b) that the panel (test id `tabPanel`) answers with "Showing tab A.". Its heading is the product's own.
 */
export const HOME = {
  path: '/',
  heading: HOME_TEXTS.heading,
  trackSample: HOME_TEXTS.trackSample,
  trackLead: HOME_TEXTS.trackLead,
  throwError: HOME_TEXTS.throwError,
  tabPanel: HOME_TEXTS.tabPanel,
} as const;

/** Another product page, one with a title of its own: for tests that need a second page that is not the shell's. */
export const TITLED_PAGE = {
  path: '/plans',
  title: PLANS_TEXTS.title,
  heading: PLANS_TEXTS.title,
  /** Its content: a list of choices (the shell's base look makes them a row of buttons), each a button that tracks 'Plan Chosen'. */
  choices: PLANS.length,
  choiceButton: /^Choose /,
} as const;

/**
 * The product's page of embedded content (issue 34 §1): its embeds in order, each with its service, its `src`, its
 * title (and the poster, the name and the privacy policy it gives), and the variables its server needs (VITE_EMBEDS,
 * the generic frame's origins and purpose). One embed of each service: a YouTube video with a poster, a Google Map,
 * an X post, a Vimeo video, an Instagram post, a Spotify playlist, a Calendly page, a HubSpot form and a generic frame.
 */
export const EMBEDS_PAGE = {
  path: '/embeds',
  heading: EMBEDS_TEXTS.title,
  embeds: EMBEDS_TEXTS.embeds,
  env: {
    VITE_EMBEDS: [...new Set(EMBEDS_TEXTS.embeds.map(({ service }) => service))].join(','),
    VITE_EMBED_IFRAME_ORIGINS: EMBEDS_TEXTS.iframe.origins,
    VITE_EMBED_IFRAME_PURPOSE: EMBEDS_TEXTS.iframe.purpose,
  },
} as const;

/**
 * The product's own vendor (issue 31 §4), from its src/vendors.ts: a fetch-only analytics service the shell does not
 * know, switched on by its own variables. Its label, the variable that switches it on (a site id) and the one that
 * says where its events go (an http(s) origin), each a variable of the product's descriptor, not of the shell's.
 */
export const OWN_VENDOR = {
  label: acmeStats.label,
  switchedOnBy: 'VITE_ACME_STATS_SITE',
  endpointVariable: 'VITE_ACME_STATS_ENDPOINT',
  /** Where it sends each call, under the endpoint's origin. */
  collectPath: '/collect',
} as const satisfies { label: string; switchedOnBy: typeof acmeStats.switchedOnBy; endpointVariable: string; collectPath: string };

/**
 * The paths of the product's own pages that the shell's tests visit (the audit, the language choice, the storage
 * scan), its page of embeds too: a suite that visits them runs its server with EMBEDS_PAGE.env, so that page shows
 * its embeds (without it, `<Embed>` leaves out a service VITE_EMBEDS does not list).
 */
export const PRODUCT_PAGES: readonly string[] = [HOME.path, TITLED_PAGE.path, EMBEDS_PAGE.path];
