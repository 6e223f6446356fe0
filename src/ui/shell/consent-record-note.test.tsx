import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';

const note = () => screen.queryByTestId('consent-record');

describe('privacy page: proof of consent', () => {
  it('says nothing before a decision, and nothing at all without a ledger', async () => {
    await renderWithShell({ path: '/privacy', consentLedger: true });
    expect(note()).not.toBeInTheDocument();

    cleanup();
    await renderWithShell({ path: '/privacy' });
    await userEvent.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(note()).not.toBeInTheDocument();
    expect(screen.queryByText('cookieConsentOutbox')).not.toBeInTheDocument();
  });

  it('shows the consent id at once, waiting, then when the server recorded the choice, and where to read the history', async () => {
    const { fakes } = await renderWithShell({ path: '/privacy', consentLedger: true, consentMode: 'opt-in' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    const { consentId } = fakes.consent.read() as { consentId: string };
    expect(note()).toHaveTextContent(`Your consent id is ${consentId}.`);

    const recorded = await screen.findByText(/Your current choice was recorded on our server on/);
    const [submission] = fakes.consentRecords.submissions;
    expect(submission).toMatchObject({
      consentId,
      occasion: 'first',
      mode: 'opt-in',
      purposes: { analytics: true, marketing: true, experience: true },
    });
    const time = recorded.querySelector('time');
    expect(time?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(time?.textContent).not.toBe('');
    const history = within(note() as HTMLElement).getByRole('link', { name: `/consent/records/${consentId}` });
    expect(history).toHaveAttribute('href', `/consent/records/${consentId}`);
    // Named in the list beside the note, and in the table of what is stored on the device.
    expect(screen.getAllByText('cookieConsentOutbox')).toHaveLength(2);
  });

  it('says the choice is waiting while the server is down, and keeps the id across a change', async () => {
    const { fakes } = await renderWithShell({ path: '/privacy', consentLedger: true, consentMode: 'opt-in' });
    fakes.consentRecords.answerWith(() => ({ kind: 'retry', reason: '503' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(await screen.findByText(/Your current choice is waiting to be recorded on our server/)).toBeInTheDocument();
    const { consentId: firstId } = fakes.consent.read() as { consentId: string };
    expect(note()).toHaveTextContent(`Your consent id is ${firstId}.`);

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(note()).toHaveTextContent(`Your consent id is ${firstId}.`);
    expect(note()).toHaveTextContent('waiting to be recorded');
  });

  it('shows the id without a time for a choice this browser holds no receipt for', async () => {
    const { fakes } = await renderWithShell({ path: '/privacy', consentLedger: true, consent: 'accepted' });
    const { consentId } = fakes.consent.read() as { consentId: string };
    expect(note()).toHaveTextContent(
      `Your consent id is ${consentId}. Your browser holds no receipt from our server for your current choice.`,
    );
  });
});
