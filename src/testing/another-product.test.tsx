import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAnalytics } from '../ui/hooks/use-analytics';
import type * as GeneratedTree from 'shellkit:route-tree';
import { renderWithShell } from './render-with-shell';

/**
 * Issue 31 §3, the cheap proof that the shell does not depend on the demo: a product with another brand, another nav
 * and none of the demo's pages (every page of the product's is taken out of the tree; only the shell's own, the
 * (shell) group, stay), with two pages of its own. The shell's own parts still work around it: the banner, the
 * brand and nav it is given, its footer link to the privacy policy, the titles and page views, the not-found page.
 */
vi.mock('shellkit:product', () => ({
  PRODUCT: {
    name: 'Renamed Goods',
    description: 'Renamed Goods sells goods.',
    nav: [{ label: { en: 'Catalogue', de: 'Katalog' }, to: '/catalogue' }],
    footer: [],
  },
}));

vi.mock('shellkit:route-tree', async (importOriginal) => {
  const generated = await importOriginal<typeof GeneratedTree>();
  const { routeTree } = generated;
  // The shell's own pages are the route modules the package holds (src/pages/(shell)/): every other is the product's.
  const { Route: shellPrivacy } = await import('../pages/(shell)/privacy');
  const shellOwn = Object.values(routeTree.children ?? {}).filter((route) => route === shellPrivacy);
  routeTree.addChildren(shellOwn);
  return generated;
});

function Catalogue() {
  const analytics = useAnalytics();
  return (
    <>
      <h1>Our goods</h1>
      <button type="button" onClick={() => analytics.track('Sample Event', { source: 'catalogue' })}>
        Add to basket
      </button>
    </>
  );
}

const PAGES = [
  { path: '/', component: () => <h1>Welcome to Renamed Goods</h1> },
  { path: '/catalogue', component: Catalogue, title: 'Catalogue' },
];

const linksIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the shell around another product: renamed brand and nav, none of the demo’s pages', () => {
  it('shows its brand and nav, the shell’s own footer link and banner, and titles its pages with its brand', async () => {
    const { fakes } = await renderWithShell({ path: '/catalogue', pages: PAGES });
    expect(linksIn(screen.getByRole('banner'))).toEqual([
      ['Renamed Goods', '/'],
      ['Catalogue', '/catalogue'],
    ]);
    expect(linksIn(screen.getByRole('contentinfo'))).toEqual([['Privacy policy', '/privacy']]);
    expect(screen.getByRole('region', { name: 'We Use Cookies' })).toBeInTheDocument();
    expect(document.title).toBe('Catalogue · Renamed Goods');

    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(fakes.analytics.events).toEqual([{ name: 'Sample Event', properties: { currentPage: '/catalogue', source: 'catalogue' } }]);

    // The shell's own link reaches the policy, where the decision is made and kept.
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy · Renamed Goods');
    await userEvent.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(screen.queryByRole('region', { name: 'We Use Cookies' })).toBeNull();

    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Renamed Goods' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Renamed Goods' })).toBeInTheDocument();
    expect(document.title).toBe('Renamed Goods');
    expect(fakes.analytics.pageViews.map((view) => [view.path, view.title])).toEqual([
      ['/catalogue', 'Catalogue · Renamed Goods'],
      ['/privacy', 'Privacy policy · Renamed Goods'],
      ['/', 'Renamed Goods'],
    ]);
  });

  it('answers a page the test product has and this product has not with the shell’s not-found page, under its brand', async () => {
    const { router } = await renderWithShell({ path: '/catalogue', pages: PAGES, consent: 'accepted' });
    await act(() => router.navigate({ to: '/plans' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Renamed Goods');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('reads its nav in the page’s language', async () => {
    await renderWithShell({ path: '/catalogue', pages: PAGES, language: 'de', consent: 'accepted' });
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getByRole('link', { name: 'Katalog' })).toHaveAttribute('href', '/catalogue');
  });
});
