import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';
import { useAnalytics } from './use-analytics';

function CheckoutPage() {
  const analytics = useAnalytics();
  return (
    <>
      <button type="button" onClick={() => analytics.track('Checkout Started', { items: 2 })}>
        Checkout
      </button>
      <button type="button" onClick={() => analytics.track('Quiet', { items: 1 }, { includeCurrentPage: false })}>
        Quiet
      </button>
    </>
  );
}

const pages = [{ path: '/checkout', component: CheckoutPage, title: 'Checkout' }];

describe('useAnalytics().track (SPEC §1, §3, §7)', () => {
  it('sends the event with currentPage to analytics and the same event to the pixel', async () => {
    const { fakes } = await renderWithShell({ path: '/checkout', pages, consent: 'accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const expected = { name: 'Checkout Started', properties: { items: 2, currentPage: '/checkout' } };
    expect(fakes.analytics.events).toEqual([expected]);
    expect(fakes.pixel.events).toEqual([expected]);
  });

  it('leaves currentPage out when asked', async () => {
    const { fakes } = await renderWithShell({ path: '/checkout', pages, consent: 'accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Quiet' }));
    expect(fakes.analytics.events).toEqual([{ name: 'Quiet', properties: { items: 1 } }]);
  });

  it('an analytics adapter that throws does not stop the pixel or break the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      page: () => {
        throw new Error('vendor down');
      },
      track: () => {
        throw new Error('vendor down');
      },
    };
    const { fakes } = await renderWithShell({ path: '/checkout', pages, consent: 'accepted', overrides: { analytics: broken } });
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(fakes.pixel.events).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
    // The pipeline logs a failing vendor once, naming it, whatever the number of calls.
    expect(
      error.mock.calls.filter(([message]) => /^\[shellkit\] .*analytics threw; the shell carries on without it\.$/.test(String(message))),
    ).toHaveLength(1);
  });
});
