import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from 'shellkit/testing';

describe('the pricing page, a product page added as one file', () => {
  it('renders inside the shell, sends its page view with its title, and tracks a choice with the page it was made on', async () => {
    const { fakes } = await renderWithShell({ path: '/pricing', consent: 'accepted' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(fakes.analytics.pageViews).toEqual([expect.objectContaining({ path: '/pricing', title: 'Pricing · Shellkit' })]);

    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    expect(fakes.analytics.events).toEqual([{ name: 'Plan Chosen', properties: { currentPage: '/pricing', plan: 'Pro' } }]);
    // SPEC §1, §7: the same event reaches the advertising pixel, without the page asking.
    expect(fakes.pixel.events).toEqual(fakes.analytics.events);
  });
});

/** The page's text, its no-break spaces (Intl puts them between a number and its currency) as plain ones. */
const pageText = () => (document.querySelector('main')?.textContent ?? '').replace(/\s/g, ' ');

describe('the pricing page in the visitor’s language (useLanguage)', () => {
  it.each([
    ['de', 'Preise', 'Pro wählen', '29,50 € im Monat', 'Preise gültig ab 1. Januar 2026.'],
    ['fr', 'Tarifs', 'Choisir Pro', '29,50 € par mois', 'Tarifs valables à partir du 1 janvier 2026.'],
  ])('%s: its words, and prices and dates formatted by Intl in that language', async (language, title, choose, price, from) => {
    const { fakes } = await renderWithShell({ path: '/pricing', consent: 'accepted', language });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(pageText()).toContain(price.replace(/\s/g, ' '));
    expect(screen.getByText(from)).toBeInTheDocument();
    expect(fakes.analytics.pageViews).toEqual([expect.objectContaining({ title: `${title} · Shellkit` })]);
    await userEvent.click(screen.getByRole('button', { name: choose }));
    // The event is the product's, the same in every language.
    expect(fakes.analytics.events).toEqual([{ name: 'Plan Chosen', properties: { currentPage: '/pricing', plan: 'Pro' } }]);
  });

  it('ar: its words, and Arabic digits as Intl writes them', async () => {
    await renderWithShell({ path: '/pricing', consent: 'accepted', language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'الأسعار' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اختيار Pro' })).toBeInTheDocument();
    expect(pageText()).toContain(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(29.5).replace(/\s/g, ' '));
  });
});
