import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render-with-shell';
import { loadCookiePreferences } from './cookie-preferences-loader';

// The preferences view is a chunk of its own (not in the entry): these say what a visitor notices of that.
// Each test file has its own module registry, so the view's code starts unloaded here.
describe('the preferences view, loaded on demand', () => {
  it('a click before its code has arrived opens it when the code comes, with focus, in place of the banner', async () => {
    await renderWithShell({ consentMode: 'opt-in' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose cookies' }));
    // Nothing half-drawn meanwhile: the banner stays until the view replaces it.
    expect(screen.getByRole('region', { name: 'We Use Cookies' })).toBeInTheDocument();
    const view = await screen.findByRole('region', { name: 'Cookie settings' });
    expect(view).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'We Use Cookies' })).not.toBeInTheDocument();
  });

  it('once its code is in (the page fetches it when idle), a click opens it in the click itself', async () => {
    await renderWithShell({ consentMode: 'opt-in' });
    await loadCookiePreferences();
    fireEvent.click(screen.getByRole('button', { name: 'Choose cookies' }));
    expect(screen.getByRole('region', { name: 'Cookie settings' })).toHaveFocus();
  });
});
