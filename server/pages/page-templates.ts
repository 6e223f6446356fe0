import { configForVisitor } from '../../src/domain/consent-region';
import type { ShellConfig } from '../../src/domain/shell-config';
import { withShellConfig } from '../../src/domain/shell-config-document';

/** Above the 251 pages auto mode can make (250 country codes and unknown). */
const MAX_PAGES_BY_COUNTRY = 256;

/**
 * The page each visitor gets: index.html with this server's config (one build serves any config),
 * from the same object as the CSP. In `auto` mode the config is resolved for the visitor's country
 * (configForVisitor); each country's page is made once, on its first visitor, and kept. The keys are
 * what countryFromHeader returns, an assigned country code or undefined, so there are at most 251 of
 * them; the cap is a guard should that ever loosen, past which a page is made per request instead.
 */
export function pagesForVisitors(indexHtml: string, shell: ShellConfig): (country: string | undefined) => string {
  if (!shell.modeByCountry) {
    const page = withShellConfig(indexHtml, shell);
    return () => page;
  }
  const pages = new Map<string, string>();
  return (country) => {
    const key = country ?? '';
    let page = pages.get(key);
    if (page === undefined) {
      page = withShellConfig(indexHtml, configForVisitor(shell, country));
      if (pages.size < MAX_PAGES_BY_COUNTRY) pages.set(key, page);
    }
    return page;
  };
}
