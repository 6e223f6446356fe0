import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../i18n/messages/en';
import { messages as ar } from '../../i18n/messages/ar';
import { renderWithShell } from '../../testing/render-with-shell';
import ChatLauncher from './chat-launcher';

const launcher = () => screen.getByRole('button', { name: 'Chat with us' });

describe('the chat launcher (issue 34 §2)', () => {
  it('is not on the page when no chat vendor is switched on (the chat port on its in-memory default)', async () => {
    await renderWithShell({ path: '/', consent: 'accepted' });
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('names the service and says that opening it loads the service, which stores cookies', () => {
    render(<ChatLauncher service="Intercom" words={en.chat} open={() => undefined} hidden={false} />);
    expect(launcher()).toHaveAccessibleDescription('Opens Intercom’s chat, which stores cookies to keep your conversation.');
  });

  it('asks for the chat once when pressed from the keyboard, then gives way to the vendor’s own launcher', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(<ChatLauncher service="Intercom" words={en.chat} open={open} hidden={false} />);
    await user.tab();
    expect(launcher()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('opens on a click too, and stays gone once opened, even after the banner came and went', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    const { rerender } = render(<ChatLauncher service="Crisp" words={en.chat} open={open} hidden={false} />);
    await user.click(launcher());
    rerender(<ChatLauncher service="Crisp" words={en.chat} open={open} hidden={true} />);
    rerender(<ChatLauncher service="Crisp" words={en.chat} open={open} hidden={false} />);
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('is hidden while the cookie banner or a consent view is shown, and back after', () => {
    const { rerender } = render(<ChatLauncher service="Intercom" words={en.chat} open={() => undefined} hidden={true} />);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    rerender(<ChatLauncher service="Intercom" words={en.chat} open={() => undefined} hidden={false} />);
    expect(launcher()).toBeVisible();
  });

  it('speaks the page’s language: Arabic names it in Arabic, the service’s name as it is', () => {
    render(<ChatLauncher service="Intercom" words={ar.chat} open={() => undefined} hidden={false} />);
    expect(screen.getByRole('button', { name: 'تحدّث معنا' })).toHaveAccessibleDescription(
      'يفتح دردشة Intercom، التي تخزّن ملفات تعريف الارتباط للاحتفاظ بمحادثتك.',
    );
  });
});
