import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';

// A product other than the demo: what the shell shows around every page comes from src/product.ts alone.
vi.mock('shellkit:product', () => ({
  PRODUCT: {
    name: 'Acme',
    description: 'Acme plans',
    nav: [
      { label: { en: 'Plans', de: 'Tarife' }, to: '/pricing' },
      { label: 'Start', to: '/' },
    ],
    footer: [{ label: 'Plans and prices', to: '/pricing' }],
  },
}));

describe('the shell around every page, set by the product (src/product.ts)', () => {
  it("shows the product's brand, nav and footer links, and its name in the tab and in page views", async () => {
    const { fakes } = await renderWithShell({ path: '/pricing', consent: 'accepted' });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Plans', '/pricing'],
      ['Start', '/'],
    ]);
    // The shell keeps its own link to the privacy policy (where cookie settings are) after the product's.
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Plans and prices', 'Privacy policy']);

    expect(document.title).toBe('Pricing · Acme');
    expect(fakes.analytics.pageViews).toEqual([expect.objectContaining({ title: 'Pricing · Acme' })]);
    expect(screen.queryByText('Shellkit')).not.toBeInTheDocument();
  });

  it('shows each link in the page’s language when the product gives one for it, English otherwise (issue 36)', async () => {
    await renderWithShell({ path: '/pricing', consent: 'accepted', language: 'de' });
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getByRole('link', { name: 'Tarife' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).queryByRole('link', { name: 'Plans' })).toBeNull();
  });
});
