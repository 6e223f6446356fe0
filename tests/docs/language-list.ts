import { SHIPPED_LANGUAGES } from '../../src/i18n/catalogs';
import { loadLanguage } from '../../src/i18n/product-languages';
import { languageName } from '../../src/i18n/language-names';

/** docs/i18n.md's "Shipped" list, from the catalogs the shell ships (src/i18n/catalogs.ts): each code, its name in itself, and right to left where it is. */
export async function shippedLanguageList(): Promise<string> {
  const languages = await Promise.all(SHIPPED_LANGUAGES.map(loadLanguage));
  const items = languages.map(
    (language) => `\`${language.code}\` ${languageName(language.code)}${language.direction === 'rtl' ? ' (right to left)' : ''}`,
  );
  return `Shipped, ${items.length} languages: ${items.join(', ')}.`;
}
