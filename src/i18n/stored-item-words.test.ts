import { describe, expect, it } from 'vitest';
import { messages as ar } from './messages/ar';
import { messages as en } from './messages/en';
import { messages as fi } from './messages/fi';
import { messages as he } from './messages/he';
import { messages as pl } from './messages/pl';
import { messages as ro } from './messages/ro';
import { storedItemLifetimeText, storedItemPurposeText } from './stored-item-words';

describe("a stored item's lifetime, in each language's plural forms", () => {
  it('English: one and other', () => {
    expect(storedItemLifetimeText({ years: 1 }, en, 'en')).toBe('1 year');
    expect(storedItemLifetimeText({ years: 2 }, en, 'en')).toBe('2 years');
    expect(storedItemLifetimeText({ minutes: 30 }, en, 'en')).toBe('30 minutes');
  });

  it('Polish: one, few (2–4, 22–24) and many (5–21, 25…)', () => {
    expect(storedItemLifetimeText({ days: 1 }, pl, 'pl')).toBe('1 dzień');
    expect(storedItemLifetimeText({ years: 2 }, pl, 'pl')).toBe('2 lata');
    expect(storedItemLifetimeText({ years: 22 }, pl, 'pl')).toBe('22 lata');
    expect(storedItemLifetimeText({ days: 7 }, pl, 'pl')).toBe('7 dni');
    expect(storedItemLifetimeText({ months: 13 }, pl, 'pl')).toBe('13 miesięcy');
    expect(storedItemLifetimeText({ minutes: 30 }, pl, 'pl')).toBe('30 minut');
  });

  it('Arabic: one and two in words, few (3–10) and many (11–99) with their own forms', () => {
    expect(storedItemLifetimeText({ days: 1 }, ar, 'ar')).toBe('يوم واحد');
    expect(storedItemLifetimeText({ years: 2 }, ar, 'ar')).toBe('سنتان');
    expect(storedItemLifetimeText({ days: 7 }, ar, 'ar')).toBe('7 أيام');
    expect(storedItemLifetimeText({ days: 90 }, ar, 'ar')).toBe('90 يومًا');
    expect(storedItemLifetimeText({ months: 13 }, ar, 'ar')).toBe('13 شهرًا');
  });

  it('Hebrew: the dual (two years, two days) has a word of its own', () => {
    expect(storedItemLifetimeText({ years: 2 }, he, 'he')).toBe('שנתיים');
    expect(storedItemLifetimeText({ days: 90 }, he, 'he')).toBe('90 ימים');
  });

  it('Finnish: the partitive after every number but one', () => {
    expect(storedItemLifetimeText({ years: 1 }, fi, 'fi')).toBe('1 vuosi');
    expect(storedItemLifetimeText({ years: 2 }, fi, 'fi')).toBe('2 vuotta');
    expect(storedItemLifetimeText({ days: 90 }, fi, 'fi')).toBe('90 päivää');
  });

  it('Romanian: "de" from twenty on', () => {
    expect(storedItemLifetimeText({ months: 13 }, ro, 'ro')).toBe('13 luni');
    expect(storedItemLifetimeText({ days: 90 }, ro, 'ro')).toBe('90 de zile');
  });

  it('a lifetime without a span is the catalog’s phrase', () => {
    expect(storedItemLifetimeText('tab-session', en, 'en')).toBe('this tab’s session');
    expect(storedItemLifetimeText('tab-session', pl, 'pl')).toBe('sesja tej karty');
  });
});

describe("a stored item's purpose", () => {
  it('is its role in the catalog’s words, and the ad click names its network untranslated', () => {
    expect(storedItemPurposeText('retry-queue', en)).toBe('Events waiting to be sent again after a failed request.');
    expect(storedItemPurposeText({ role: 'ad-click', network: 'LinkedIn' }, en)).toBe('Keeps the LinkedIn ad click that brought you here.');
    expect(storedItemPurposeText({ role: 'ad-click', network: 'LinkedIn' }, pl)).toBe(
      'Przechowuje kliknięcie reklamy LinkedIn, które Cię tu sprowadziło.',
    );
  });
});
