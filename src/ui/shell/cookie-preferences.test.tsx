import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';
import { BRAND, HOME } from '../../../tests/support/test-product';

const banner = () => screen.queryByRole('region', { name: 'We Use Cookies' });
const preferences = () => screen.getByRole('region', { name: 'Cookie settings' });
const purposeSwitch = (name: string) => within(preferences()).getByRole('switch', { name });

describe('the preferences view', () => {
  it('opt-in: the banner offers "Accept all", "Reject all" and "Choose cookies"; the view opens with focus, every switch off, necessary on and locked', async () => {
    const user = userEvent.setup();
    await renderWithShell({ consentMode: 'opt-in' });
    const region = banner();
    expect(region).not.toBeNull();
    expect(
      within(region as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept all', 'Reject all', 'Choose cookies']);
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    expect(await screen.findByRole('region', { name: 'Cookie settings' })).toHaveFocus();
    expect(banner()).toBeNull();
    expect(purposeSwitch('Necessary')).toBeChecked();
    expect(purposeSwitch('Necessary')).toBeDisabled();
    for (const name of ['Analytics', 'Advertising', 'Session recording']) expect(purposeSwitch(name)).not.toBeChecked();
    // Each switch is described by what it is for and who receives it.
    expect(purposeSwitch('Analytics')).toHaveAccessibleDescription(/The pages you view .* No service of this kind runs on this site\./);
  });

  it('a partial choice delivers held calls to the granted purposes only, and hides the banner', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderWithShell({ consentMode: 'opt-in' });
    await user.click(screen.getByRole('button', { name: HOME.trackSample }));
    expect(fakes.analytics.events).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    await user.click(purposeSwitch('Analytics'));
    await user.click(within(preferences()).getByRole('button', { name: 'Save' }));

    expect(fakes.consent.read()).toEqual(expect.objectContaining({ choices: { analytics: true, marketing: false, experience: false } }));
    expect(fakes.analytics.events.map((event) => event.name)).toEqual(['Sample Event']);
    expect(fakes.analytics.pageViews.map((view) => view.path)).toEqual(['/']);
    expect(fakes.pixel.events).toEqual([]);
    expect(fakes.heatmap.loads).toBe(0);
    expect(screen.queryByRole('region', { name: /We Use Cookies|Cookie settings/ })).toBeNull();
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('works by keyboard alone: Space flips a switch, Enter saves; Escape leaves it unchanged and returns to the banner', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderWithShell({ consentMode: 'opt-in' });
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    await user.keyboard('{Escape}');
    expect(banner()).toHaveFocus();
    expect(fakes.consent.log.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    await user.tab(); // Necessary is disabled, so the first stop is Analytics.
    expect(purposeSwitch('Analytics')).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(purposeSwitch('Advertising')).toBeChecked();
    await user.tab();
    await user.tab();
    expect(within(preferences()).getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fakes.consent.read()).toEqual(expect.objectContaining({ choices: { analytics: false, marketing: true, experience: false } }));
  });

  it('under Global Privacy Control advertising is off and locked, says why, and is saved off', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderWithShell({ consentMode: 'opt-in', globalPrivacyControl: true });
    await user.click(screen.getByRole('button', { name: 'Choose cookies' }));
    expect(purposeSwitch('Advertising')).not.toBeChecked();
    expect(purposeSwitch('Advertising')).toBeDisabled();
    expect(purposeSwitch('Advertising')).toHaveAccessibleDescription(/Your browser sends Global Privacy Control, so this stays off\./);
    await user.click(within(preferences()).getByRole('button', { name: 'Save' }));
    expect(fakes.consent.read()).toEqual(expect.objectContaining({ choices: { analytics: false, marketing: false, experience: false } }));
  });

  it('notice mode: the banner stays SPEC\'s; the privacy page\'s "Cookie settings" opts out of a purpose, from then on', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderWithShell({ path: '/privacy', consent: 'accepted' });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    for (const name of ['Analytics', 'Advertising', 'Session recording']) expect(purposeSwitch(name)).toBeChecked();
    await user.click(purposeSwitch('Advertising'));
    await user.click(within(preferences()).getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('cookie-choice')).toHaveTextContent(
      'You have accepted cookies for analytics and session recording, and declined them for advertising.',
    );
    expect(banner()).toBeNull();
    // Back where the visitor was: on the button that opened the view.
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();

    fakes.pixel.log.clear();
    fakes.analytics.log.clear();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: BRAND }));
    await user.click(await screen.findByRole('button', { name: HOME.trackSample }));
    expect(fakes.analytics.events.map((event) => event.name)).toEqual(['Sample Event']);
    expect(fakes.pixel.events).toEqual([]);
  });

  it('Cancel from "Cookie settings" changes nothing and gives focus back to the button', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderWithShell({ path: '/privacy', consent: 'declined', consentMode: 'opt-in' });
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(opener);
    await user.click(purposeSwitch('Analytics'));
    await user.click(within(preferences()).getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
    expect(fakes.consent.log.calls).toEqual([]);
    expect(screen.getByTestId('cookie-choice')).toHaveTextContent('You have declined cookies.');
  });

  it('starts again from the decision when it changes under the open view (another tab), so Save never writes back a stale choice', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderWithShell({ path: '/privacy', consent: 'accepted', consentMode: 'opt-in' });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(purposeSwitch('Advertising')).toBeChecked();
    act(() => {
      fakes.consent.choose({ analytics: true, marketing: false, experience: false });
    });
    expect(purposeSwitch('Advertising')).not.toBeChecked();
    expect(purposeSwitch('Session recording')).not.toBeChecked();
  });
});

describe('the privacy page on re-consent', () => {
  it('states the configured maximum age in opt-in mode', async () => {
    await renderWithShell({ path: '/privacy', consentMode: 'opt-in', consentPolicy: { revision: '3', maxAgeMonths: 6 } });
    expect(screen.getByRole('article')).toHaveTextContent('We ask again when this policy changes, or after 6 months.');
  });

  it('says "a year" for the default twelve months', async () => {
    await renderWithShell({ path: '/privacy', consentMode: 'opt-in' });
    expect(screen.getByRole('article')).toHaveTextContent('We ask again when this policy changes, or after a year.');
  });
});
