import { pageVariantKey } from '../../src/domain/consent-region';
import type { ShellConfig } from '../../src/domain/shell-config';
import { withShellConfig } from '../../src/domain/shell-config-document';
import { US_STATE_CODES } from '../../src/domain/us-state-privacy-laws';

/**
 * Above the pages auto mode can make: per country code and unknown (251), and per US state and unknown
 * state (52 more), each with and without Global Privacy Control, in each mode a US state can be in.
 */
const MAX_PAGE_VARIANTS = (251 + (US_STATE_CODES.length + 1) * 2) * 2;

/**
 * The page each visitor gets: index.html with the config resolved for them (configForVisitor: the mode by
 * their country and state, and their Global Privacy Control), from the same object as the CSP; one build
 * serves any config. Each variant (pageVariantKey) is made once, on its first visitor, and kept. The keys
 * are bounded by what countryFromHeader and usStateFromHeader return; the cap is a guard should that ever
 * loosen, past which a page is made per request instead.
 */
export function pagesForVisitors(indexHtml: string): (page: ShellConfig) => string {
  const pages = new Map<string, string>();
  return (config) => {
    const key = pageVariantKey(config);
    let page = pages.get(key);
    if (page === undefined) {
      page = withShellConfig(indexHtml, config);
      if (pages.size < MAX_PAGE_VARIANTS) pages.set(key, page);
    }
    return page;
  };
}
