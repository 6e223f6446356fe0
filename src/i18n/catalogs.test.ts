import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vendorContributions } from '../composition/vendor-contributions';
import { SHIPPED_LANGUAGES } from './catalogs';
import { loadAllLanguages } from './product-languages';
import { messages as en } from './messages/en';
import { storedItemLifetimeText, storedItemPurposeText } from './stored-item-words';
import { vendorPrivacySentence } from './vendor-privacy-words';

const MESSAGES_DIR = path.join(import.meta.dirname, 'messages');

const PLURAL_CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** A count's plural forms (`{ one, few, other }`): each language has its own categories, and `other` stands for all. */
const isPluralForms = (value: object): value is { other: string } =>
  'other' in value && Object.entries(value).every(([key, form]) => PLURAL_CATEGORIES.includes(key) && typeof form === 'string');

/**
 * Every text of a catalog by its key path, functions called with sample arguments (the same for every language),
 * a count's plural forms as their `other` form.
 */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'object' && value !== null && isPluralForms(value)) return [[at, value.other]];
  if (typeof value === 'function') return [[at, String((value as (...args: unknown[]) => unknown)('{a}', '{b}'))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => texts(inner, at ? `${at}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{[A-Za-z]+\}/g)].map(([name]) => name).sort();

describe('the shipped catalogs', () => {
  it('lists every language file in messages/, and only those', () => {
    const files = readdirSync(MESSAGES_DIR)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect([...SHIPPED_LANGUAGES].sort()).toEqual(files.sort());
  });

  it.each(SHIPPED_LANGUAGES)('%s: every text is there, none blank, with the same {placeholders} as the English', async (code) => {
    const language = (await loadAllLanguages())(code);
    expect(language.code).toBe(code);
    const english = new Map(texts(en));
    const own = new Map(texts(language.messages));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of own) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it.each(SHIPPED_LANGUAGES)(
    '%s: phrases what each vendor of the registry receives and stores from its facts, every placeholder filled',
    async (code) => {
      const { messages } = (await loadAllLanguages())(code);
      for (const vendor of vendorContributions().all) {
        const texts = [
          vendorPrivacySentence(vendor.privacy, messages),
          ...Object.values(vendor.otherPurposes ?? {}).map((part) => messages.vendorPrivacy.parts[part]),
          ...vendor.storage.flatMap((item) => [
            storedItemPurposeText(item.purpose, messages),
            storedItemLifetimeText(item.lifetime, messages, code),
          ]),
        ];
        for (const text of texts) expect(text, vendor.id).toMatch(/^[^{}]*\S[^{}]*$/);
      }
    },
  );

  it.each(SHIPPED_LANGUAGES)("%s: gives each span a form for every plural category of the language's rules", async (code) => {
    const { messages } = (await loadAllLanguages())(code);
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const [unit, forms] of Object.entries(messages.storedItems.spans)) {
      expect(forms.other, `${code} ${unit}`).toContain('#');
      // A category the language has and the forms lack falls back to `other`: right only where the words are the same.
      for (const category of categories) expect(Object.keys(forms), `${code} ${unit}`).toContain(category);
    }
  });

  it('keeps SPEC §9 word for word in English', () => {
    expect(en.banner.title).toBe('We Use Cookies');
    expect(`${en.banner.body.beforeLink}${en.banner.body.link}${en.banner.body.afterLink}`).toBe(
      'Cookies help us improve our website, and allow us to view and retain your interactions with it. By continuing, you agree to our use of cookies. Our privacy policy explains more.',
    );
    expect(en.banner.accept).toBe('I Understand');
  });
});
