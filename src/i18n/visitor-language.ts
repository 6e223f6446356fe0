import { SITE_TEXTS } from 'shellkit:site-texts';
import type { Messages, TextDirection } from './messages/en';
import type { ProductInLanguage } from './product-text';
import { withSiteTexts } from './site-texts';

/** A language as a page renders in it: its code (`<html lang>`), its direction and its texts. */
export interface VisitorLanguage {
  readonly code: string;
  readonly direction: TextDirection;
  readonly messages: Messages;
  /** The product's brand and links in this language (src/product.ts). */
  readonly product: ProductInLanguage;
}

/** A shipped language from its catalog, with the site's own texts in place (src/site-texts.ts), and the product's in it. */
export function visitorLanguageOf(code: string, catalog: Messages, product: ProductInLanguage): VisitorLanguage {
  const messages = withSiteTexts(catalog, SITE_TEXTS[code]);
  return { code, direction: messages.direction, messages, product };
}
