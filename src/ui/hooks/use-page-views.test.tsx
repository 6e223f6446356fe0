import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';
import { HOME, pageTitle } from '../../../tests/support/test-product';

const keys = (views: readonly { path: string; search: string }[]) => views.map((view) => `${view.path}${view.search}`);

describe('usePageViews (SPEC §2)', () => {
  it('sends exactly one page view on first load, even under React StrictMode', async () => {
    const { fakes } = await renderWithShell({ strict: true });
    await screen.findByRole('heading', { name: HOME.heading });
    expect(keys(fakes.analytics.pageViews)).toEqual(['/']);
  });

  it('sends one per pathname change and one per search change', async () => {
    const { fakes, router } = await renderWithShell();
    await act(() => router.navigate({ to: '/', search: { tab: 'a' } }));
    await act(() => router.navigate({ to: '/privacy' }));
    expect(keys(fakes.analytics.pageViews)).toEqual(['/', '/?tab=a', '/privacy']);
  });

  it('sends one, not two, when pathname and search change at once', async () => {
    const { fakes, router } = await renderWithShell({ path: '/privacy' });
    await act(() => router.navigate({ to: '/', search: { tab: 'b' } }));
    expect(keys(fakes.analytics.pageViews)).toEqual(['/privacy', '/?tab=b']);
  });

  it('sends none for a hash-only change or a navigation to the same place', async () => {
    const { fakes, router } = await renderWithShell({ path: '/?tab=a' });
    await act(() => router.navigate({ to: '/', search: { tab: 'a' }, hash: 'main' }));
    await act(() => router.navigate({ to: '/', search: { tab: 'a' } }));
    expect(keys(fakes.analytics.pageViews)).toEqual(['/?tab=a']);
  });

  it("carries the new page's title, never the previous one's", async () => {
    const { fakes, router } = await renderWithShell();
    await act(() => router.navigate({ to: '/privacy' }));
    await act(() => router.navigate({ to: '/nowhere' as '/' }));
    expect(fakes.analytics.pageViews.map((view) => view.title)).toEqual([
      pageTitle(),
      pageTitle('Privacy policy'),
      pageTitle('Page not found'),
    ]);
    expect(document.title).toBe(pageTitle('Page not found'));
  });

  it("keeps ?shell-inspect, the inspector's switch, out of the page view, and the rest of the query in", async () => {
    const { fakes, router } = await renderWithShell({ path: '/?tab=a&shell-inspect' });
    expect(fakes.analytics.pageViews).toHaveLength(1);
    const [view] = fakes.analytics.pageViews;
    expect(view?.search).toBe('?tab=a');
    expect(new URL(view?.url ?? '').search).toBe('?tab=a');

    // Closing it (the switch leaves the URL) is the same page: no second view.
    await act(() => router.navigate({ to: '/', search: { tab: 'a' } }));
    await act(() => router.navigate({ href: '/privacy?shell-inspect' }));
    expect(keys(fakes.analytics.pageViews)).toEqual(['/?tab=a', '/privacy']);
    expect(fakes.analytics.pageViews.map((sent) => new URL(sent.url).search)).toEqual(['?tab=a', '']);
  });
});
