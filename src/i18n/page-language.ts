import type { Messages } from './messages/en';
import { visitorLanguageOf, type VisitorLanguage } from './visitor-language';

/**
 * The page's language in the browser: `<html lang>`, with the catalog module its HTML names (the boot
 * script's `data-catalog`, AppScripts), fetched beside the entry. The build's pages and the server's
 * all name one; `npm run dev`'s page names none, and there the catalogs' own map (catalogs.ts) finds it.
 */
export async function loadPageLanguage(code: string, catalog: string | undefined): Promise<VisitorLanguage> {
  if (catalog !== undefined) {
    const module = (await import(/* @vite-ignore */ catalog)) as { readonly messages: Messages };
    return visitorLanguageOf(code, module.messages);
  }
  if (import.meta.env.DEV) return (await import('./catalogs')).loadLanguage(code);
  throw new Error(
    `Shellkit: the page names no catalog for its language "${code}" (data-catalog on the boot script): serve the build's pages as built.`,
  );
}
