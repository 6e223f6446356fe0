import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';
import { setInspectorOpen } from '../inspector/inspector-open';
import { useAnalytics } from './use-analytics';

function CheckoutPage() {
  const analytics = useAnalytics();
  // As plain JavaScript calls it: nothing checks the plan before run time.
  const untyped = analytics as unknown as { track(name: string, properties: object): void };
  return (
    <>
      <button type="button" onClick={() => analytics.track('Plan Chosen', { plan: 'Pro' })}>
        Checkout
      </button>
      <button type="button" onClick={() => analytics.track('Plan Chosen', { plan: 'Team' }, { includeCurrentPage: false })}>
        Quiet
      </button>
      <button type="button" onClick={() => analytics.track('Lead', { source: 'form' })}>
        Lead
      </button>
      <button type="button" onClick={() => untyped.track('Plan Chosen', { plan: 3 })}>
        Untyped
      </button>
    </>
  );
}

const pages = [{ path: '/checkout', component: CheckoutPage, title: 'Checkout' }];

describe('useAnalytics().track (SPEC §1, §3, §7)', () => {
  it('sends the event with currentPage to analytics and the same event to the pixel', async () => {
    const { fakes } = await renderWithShell({ path: '/checkout', pages, consent: 'accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const expected = { name: 'Plan Chosen', properties: { plan: 'Pro', currentPage: '/checkout' } };
    expect(fakes.analytics.events).toEqual([expected]);
    expect(fakes.pixel.events).toEqual([expected]);
  });

  it('leaves currentPage out when asked', async () => {
    const { fakes } = await renderWithShell({ path: '/checkout', pages, consent: 'accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Quiet' }));
    expect(fakes.analytics.events).toEqual([{ name: 'Plan Chosen', properties: { plan: 'Team' } }]);
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

  it("gives each vendor the tracking plan's names for a planned event (issue 23 §3)", async () => {
    const { fakes } = await renderWithShell({ path: '/checkout', pages, consent: 'accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Lead' }));
    // `events` is the event as the product tracked it; the call as the port received it carries the plan's names.
    expect(fakes.pixel.events).toEqual([{ name: 'Lead', properties: { source: 'form', currentPage: '/checkout' } }]);
    expect(fakes.pixel.log.calls.map((call) => call.payload)).toEqual([
      {
        name: 'Lead',
        properties: { source: 'form', currentPage: '/checkout' },
        planned: expect.objectContaining({ 'meta-pixel': { event: 'Lead' }, 'google-analytics': { event: 'generate_lead' } }),
      },
    ]);
  });

  it('sends a call that breaks the plan at run time, and flags it in development (issue 23 §3)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fakes } = await renderWithShell({ path: '/checkout', pages, consent: 'accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Untyped' }));
    expect(fakes.analytics.events).toEqual([{ name: 'Plan Chosen', properties: { plan: 3, currentPage: '/checkout' } }]);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[shellkit\] event Plan Chosen breaks the tracking plan: plan: /)),
    );
  });

  it('outside development, checks the plan while the inspector is open (issue 23 §3)', async () => {
    vi.stubEnv('DEV', false);
    setInspectorOpen(true);
    onTestFinished(() => {
      vi.unstubAllEnvs();
      setInspectorOpen(false);
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fakes } = await renderWithShell({ path: '/checkout', pages, consent: 'accepted' });
    await userEvent.click(screen.getByRole('button', { name: 'Untyped' }));
    expect(fakes.analytics.events).toHaveLength(1);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/breaks the tracking plan: plan: /)));
  });
});
