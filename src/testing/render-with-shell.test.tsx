import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from './render-with-shell';
import { BRAND, HOME, pageTitle } from '../../tests/support/test-product';

function Broken(): never {
  throw new Error('render failed');
}

describe("renderWithShell, the testers' helper", () => {
  it('renders your own page inside the shell and exposes what each fake recorded', async () => {
    const { fakes } = await renderWithShell({
      path: '/team',
      pages: [{ path: '/team', component: () => <h1>Our team</h1>, title: 'Team' }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Our team' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We Use Cookies' })).toBeInTheDocument();
    expect(fakes.analytics.pageViews).toEqual([expect.objectContaining({ path: '/team', title: pageTitle('Team') })]);
  });

  it('shows the not-found page inside the shell for unknown paths', async () => {
    await renderWithShell({ path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('a page that fails to render shows the recovery view inside the shell and reports the error once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fakes } = await renderWithShell({ path: '/broken', pages: [{ path: '/broken', component: Broken }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(fakes.errors.errors).toEqual([{ name: 'Error', message: 'render failed', source: 'render' }]);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: BRAND }));
    expect(await screen.findByRole('heading', { name: HOME.heading })).toBeInTheDocument();
  });
});
