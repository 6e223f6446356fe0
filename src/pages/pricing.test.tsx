import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../testing/render-with-shell';

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
