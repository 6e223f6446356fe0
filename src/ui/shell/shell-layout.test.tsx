import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';

// A product other than the demo, with a page of its own: what the shell shows around every page comes from the product's file alone.
vi.mock('shellkit:product', () => ({
  PRODUCT: {
    name: 'Acme',
    description: 'Acme plans',
    nav: [
      { label: { en: 'Plans', de: 'Tarife' }, to: '/acme-plans' },
      { label: 'Start', to: '/' },
    ],
    footer: [{ label: 'Plans and prices', to: '/acme-plans' }],
  },
}));

const PLANS = { path: '/acme-plans', component: () => <h1>Our plans</h1>, title: 'Plans' };

describe('the shell around every page, set by the product (src/product.ts)', () => {
  it("shows the product's brand, nav and footer links, and its name in the tab and in page views", async () => {
    const { fakes } = await renderWithShell({ path: '/acme-plans', pages: [PLANS], consent: 'accepted' });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Plans', '/acme-plans'],
      ['Start', '/'],
    ]);
    // The shell keeps its own link to the privacy policy (where cookie settings are) after the product's.
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Plans and prices', 'Privacy policy']);

    expect(document.title).toBe('Plans · Acme');
    expect(fakes.analytics.pageViews).toEqual([expect.objectContaining({ title: 'Plans · Acme' })]);
    // No other brand anywhere in the header: the brand link and the product's nav, nothing more.
    expect(
      within(header)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Acme', 'Plans', 'Start']);
  });

  it('shows each link in the page’s language when the product gives one for it, English otherwise (issue 36)', async () => {
    await renderWithShell({ path: '/acme-plans', pages: [PLANS], consent: 'accepted', language: 'de' });
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getByRole('link', { name: 'Tarife' })).toHaveAttribute('href', '/acme-plans');
    expect(within(nav).queryByRole('link', { name: 'Plans' })).toBeNull();
  });
});
