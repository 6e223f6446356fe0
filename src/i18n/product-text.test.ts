import { describe, expect, it } from 'vitest';
import { productInLanguage, productText } from './product-text';

describe('a product text in the page’s language', () => {
  const home = { en: 'Home', de: 'Startseite', pt: 'Início', 'zh-Hant': '首頁' };

  it('is the language’s own, its base language’s, else English', () => {
    expect(productText(home, 'de')).toBe('Startseite');
    expect(productText(home, 'zh-Hant')).toBe('首頁');
    expect(productText(home, 'pt-BR')).toBe('Início');
    expect(productText(home, 'ja')).toBe('Home');
  });

  it('a plain string is the same in every language; a record without English gives its first', () => {
    expect(productText('Acme', 'ar')).toBe('Acme');
    expect(productText({ fr: 'Accueil' }, 'ja')).toBe('Accueil');
  });
});

describe('the product in one language', () => {
  it('has its brand, and each link with its text in that language and its page', () => {
    const product = {
      name: 'Acme',
      description: { en: 'Acme, the site', de: 'Acme, die Seite' },
      nav: [{ label: { en: 'Home', de: 'Startseite' }, to: '/' as const }],
      footer: [{ label: 'Pricing', to: '/plans' as const }],
    };
    expect(productInLanguage(product, 'de')).toEqual({
      name: 'Acme',
      nav: [{ label: 'Startseite', to: '/' }],
      footer: [{ label: 'Pricing', to: '/plans' }],
    });
    expect(productInLanguage(product, 'ja').nav[0]?.label).toBe('Home');
  });
});
