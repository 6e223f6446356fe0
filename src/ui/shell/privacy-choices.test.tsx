import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';
import { HOME } from '../../../tests/support/test-product';

// Issue 33 §2: opt-out mode through the real shell.
describe('opt-out mode: "Your Privacy Choices"', () => {
  it('shows no banner, runs the pixel, and the footer link opens one switch that opts out of advertising alone', async () => {
    const { fakes } = await renderWithShell({ consentMode: 'opt-out' });
    await screen.findByRole('heading', { name: HOME.heading });
    expect(screen.queryByRole('region', { name: 'We Use Cookies' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: HOME.trackSample }));
    expect(fakes.pixel.log.calls).toHaveLength(1);

    const link = screen.getByRole('contentinfo').querySelector('a.shell__privacy-choices');
    expect(link).toHaveAccessibleName('Your Privacy Choices');
    await userEvent.click(screen.getByRole('link', { name: 'Your Privacy Choices' }));
    const view = await screen.findByRole('region', { name: 'Your Privacy Choices' });
    const sale = screen.getByRole('switch', { name: 'Sale, sharing and targeted advertising' });
    expect(sale).toBeChecked();
    await userEvent.click(sale);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view).not.toBeInTheDocument());
    expect(fakes.consent.getSnapshot().state).toMatchObject({
      status: 'decided',
      mode: 'opt-out',
      choices: { analytics: true, marketing: false, experience: true },
    });
    expect(fakes.consent.getSnapshot().usOptOut).toMatchObject({ optedOut: true, optedOutByChoice: true });
    expect(screen.getByRole('link', { name: 'Your Privacy Choices' })).toHaveFocus();
  });

  it('under Global Privacy Control the switch is off and locked, and the view says the signal is honoured', async () => {
    await renderWithShell({ consentMode: 'opt-out', globalPrivacyControl: true });
    await userEvent.click(await screen.findByRole('link', { name: 'Your Privacy Choices' }));
    const sale = await screen.findByRole('switch', { name: 'Sale, sharing and targeted advertising' });
    expect(sale).not.toBeChecked();
    expect(sale).toBeDisabled();
    expect(sale).toHaveAccessibleDescription('Opt-Out Preference Signal Honored');
  });

  it.each(['notice', 'opt-in'] as const)('%s mode has no such link', async (consentMode) => {
    await renderWithShell({ consentMode });
    await screen.findByRole('heading', { name: HOME.heading });
    expect(screen.queryByRole('link', { name: 'Your Privacy Choices' })).toBeNull();
  });
});
