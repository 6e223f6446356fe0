import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALL_GRANTED } from '../../domain/consent';
import { renderWithShell } from '../../testing/render-with-shell';
import { HOME } from '../../../tests/support/test-product';

const BODY =
  'Cookies help us improve our website, and allow us to view and retain your interactions with it. By continuing, you agree to our use of cookies. Our privacy policy explains more.';

describe('cookie banner', () => {
  it('shows SPEC §9 wording word for word, with "privacy policy" linking to /privacy', async () => {
    await renderWithShell();
    const banner = screen.getByRole('region', { name: 'We Use Cookies' });
    expect(within(banner).getByRole('heading', { name: 'We Use Cookies' })).toBeInTheDocument();
    expect(banner.querySelector('p')?.textContent?.replace(/\s+/g, ' ')).toBe(BODY);
    expect(within(banner).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(banner).getByRole('button', { name: 'I Understand' })).toBeInTheDocument();
  });

  it('hides at once on "I Understand" and records the acceptance', async () => {
    const { fakes } = await renderWithShell();
    await userEvent.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(screen.queryByRole('region', { name: 'We Use Cookies' })).not.toBeInTheDocument();
    expect(fakes.consent.read()).toEqual(expect.objectContaining({ status: 'decided', choices: ALL_GRANTED }));
    expect(fakes.consent.log.calls).toHaveLength(1);
  });

  it('is never rendered for a visitor who already accepted, not even on the first render', async () => {
    await renderWithShell({ consent: 'accepted' });
    expect(screen.getByRole('heading', { level: 1, name: HOME.heading })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'We Use Cookies' })).not.toBeInTheDocument();
  });

  it('works by keyboard: Tab reaches the button, Enter accepts, and focus moves to the page', async () => {
    const user = userEvent.setup();
    await renderWithShell();
    const button = screen.getByRole('button', { name: 'I Understand' });
    for (let i = 0; i < 20 && document.activeElement !== button; i += 1) await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'We Use Cookies' })).not.toBeInTheDocument();
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('opt-in asks: a body that says nothing optional runs until the visitor chooses, and buttons that say what they do, all alike', async () => {
    await renderWithShell({ consentMode: 'opt-in' });
    const banner = screen.getByRole('region', { name: 'We Use Cookies' });
    expect(banner.querySelector('p')?.textContent?.replace(/\s+/g, ' ')).toBe(
      'May we use optional cookies? They help us improve our website and understand how it is used. Nothing optional runs until you choose, and you can change your choice at any time. Our privacy policy explains more.',
    );
    expect(within(banner).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    const buttons = within(banner).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Accept all', 'Reject all', 'Choose cookies']);
    // None favoured: one class for all three, so one look (the stylesheet's sizes are measured in tests/e2e/accessibility/opt-in.spec.ts).
    expect(new Set(buttons.map((button) => button.className))).toEqual(new Set(['cookie-banner__button']));
    expect(within(banner).queryByRole('button', { name: 'I Understand' })).toBeNull();
  });

  it("the privacy page names the banner's button that accepts them all, as the visitor's mode shows it", async () => {
    await renderWithShell({ path: '/privacy', consentMode: 'opt-in' });
    expect(screen.getByText(/all of them with “Accept all”/)).toBeInTheDocument();
    cleanup();
    await renderWithShell({ path: '/privacy' });
    expect(screen.getByText(/all of them with “I Understand”/)).toBeInTheDocument();
  });

  it('stays up on other pages until accepted', async () => {
    await renderWithShell({ path: '/privacy' });
    expect(screen.getByRole('region', { name: 'We Use Cookies' })).toBeInTheDocument();
  });
});
