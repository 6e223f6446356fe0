import type { Messages } from './messages/en';
import type { ProductInLanguage } from './product-text';
import { visitorLanguageOf, type VisitorLanguage } from './visitor-language';

/**
 * The page's language in the browser: `<html lang>`, with the catalog module its HTML names (the boot
 * script's `data-catalog`, AppScripts), fetched beside the entry. The build's pages and the server's
 * all name one; `npm run dev`'s page names none, and there the catalogs' own map (catalogs.ts) finds it. The build's catalog
 * module also carries the product's brand and links in its language (`product`, vite.config.ts), so the entry has no
 * language's words of the product's.
 */
export async function loadPageLanguage(code: string, catalog: string | undefined): Promise<VisitorLanguage> {
  if (catalog !== undefined) {
    const module = (await import(/* @vite-ignore */ catalog)) as { readonly messages: Messages; readonly product?: ProductInLanguage };
    if (module.product === undefined)
      throw new Error(
        `Shellkit: the catalog ${catalog} carries no product texts (its \`product\` export): serve the build's pages as built.`,
      );
    return visitorLanguageOf(code, module.messages, module.product);
  }
  if (import.meta.env.DEV) return (await import('./product-languages')).loadLanguage(code);
  throw new Error(
    `Shellkit: the page names no catalog for its language "${code}" (data-catalog on the boot script): serve the build's pages as built.`,
  );
}
