import { createFileRoute } from '@tanstack/react-router';
import { useAnalytics, useLanguage } from 'shellkit';

/**
 * A product page, as a product adds one: this file is the whole of it. Its path is its file name,
 * it sits inside the shell (banner, privacy link, page views), and it tracks through the shell.
 * It speaks the visitor's language (useLanguage): its own words per language beside it, prices and
 * dates formatted by Intl in that language; a language it has no words for reads English.
 */
export const Route = createFileRoute('/pricing')({
  component: PricingPage,
  staticData: { title: ({ code }) => textsFor(code).title },
});

interface PricingTexts {
  readonly title: string;
  readonly choose: (plan: string) => string;
  readonly perMonth: (price: string) => string;
  readonly pricesFrom: (date: string) => string;
}

const TEXTS: Readonly<Record<string, PricingTexts>> = {
  en: {
    title: 'Pricing',
    choose: (plan) => `Choose ${plan}`,
    perMonth: (price) => `${price} a month`,
    pricesFrom: (date) => `Prices valid from ${date}.`,
  },
  de: {
    title: 'Preise',
    choose: (plan) => `${plan} wählen`,
    perMonth: (price) => `${price} im Monat`,
    pricesFrom: (date) => `Preise gültig ab ${date}.`,
  },
  fr: {
    title: 'Tarifs',
    choose: (plan) => `Choisir ${plan}`,
    perMonth: (price) => `${price} par mois`,
    pricesFrom: (date) => `Tarifs valables à partir du ${date}.`,
  },
  ar: {
    title: 'الأسعار',
    choose: (plan) => `اختيار ${plan}`,
    perMonth: (price) => `${price} شهريًا`,
    pricesFrom: (date) => `الأسعار سارية اعتبارًا من ${date}.`,
  },
};

const textsFor = (code: string): PricingTexts => TEXTS[code] ?? (TEXTS.en as PricingTexts);

// Plan names are the product's brand, the same in every language; the event carries them as they are.
const PLANS = [
  { plan: 'Starter', euros: 9 },
  { plan: 'Pro', euros: 29.5 },
] as const;
const PRICES_FROM = new Date(Date.UTC(2026, 0, 1));

function PricingPage() {
  const analytics = useAnalytics();
  const { code } = useLanguage();
  const texts = textsFor(code);
  const price = new Intl.NumberFormat(code, { style: 'currency', currency: 'EUR' });
  const date = new Intl.DateTimeFormat(code, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <>
      <h1>{texts.title}</h1>
      <ul className="actions">
        {PLANS.map(({ plan, euros }) => (
          <li key={plan}>
            <button type="button" onClick={() => analytics.track('Plan Chosen', { plan })}>
              {texts.choose(plan)}
            </button>{' '}
            {texts.perMonth(price.format(euros))}
          </li>
        ))}
      </ul>
      <p>{texts.pricesFrom(date.format(PRICES_FROM))}</p>
    </>
  );
}
