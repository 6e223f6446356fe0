import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noticeText } from '../domain/consent-notice';
import { messages as en } from '../i18n/messages/en';
import { sha256Hex } from '../platform/sha256';
import { renderWithShell } from '../testing/render-with-shell';
import { EmbedsPanel } from '../ui/inspector/embeds-panel';
import type { EmbedProps } from './embed';
import { Embed } from './embed-entry';

const VIDEO = { service: 'youtube', src: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', title: 'Launch talk' } as const;
const MAP = { service: 'google-maps', src: 'https://www.google.com/maps/embed?pb=!1m2', title: 'Our office' } as const;

async function mediaPage(embeds: readonly EmbedProps[], options: Parameters<typeof renderWithShell>[0] = {}) {
  return renderWithShell({
    path: '/media',
    consentMode: 'opt-in',
    embeds: { VITE_EMBEDS: 'youtube,google-maps' },
    pages: [{ path: '/media', component: () => embeds.map((props) => <Embed key={props.src} {...props} />) }],
    ...options,
  }).then(async (rendered) => {
    // Its chunk loads on the first page that embeds: then an embed, or the shell's error view for wrong props.
    await waitFor(() => expect(document.querySelector('[data-embed]') ?? screen.queryByText('Something went wrong')).not.toBeNull());
    return rendered;
  });
}

const frames = () => document.querySelectorAll('iframe');

describe('<Embed>', () => {
  it('shows a placeholder naming the service, what it receives and its policy, and no frame, before its purpose is allowed', async () => {
    await mediaPage([VIDEO]);
    expect(frames()).toHaveLength(0);
    const placeholder = screen.getByRole('region', { name: /Launch talk/ });
    expect(placeholder).toHaveTextContent('YouTube · Video');
    expect(placeholder).toHaveTextContent('Loading it sends YouTube your IP address');
    expect(screen.getByRole('link', { name: 'YouTube’s privacy policy' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
    expect(screen.getByRole('button', { name: 'Load once: Launch talk' })).toHaveTextContent('Load once');
    expect(screen.getByRole('button', { name: 'Always allow advertising' })).toBeInTheDocument();
    // Nothing of the service's on the page: no frame, no image, no preconnect.
    expect(document.body.innerHTML).not.toMatch(/youtube(-nocookie)?\.com\/(embed|vi)/);
    expect(document.querySelector('link[rel="preconnect"]')).toBeNull();
  });

  it('"Load once" loads that one embed, privacy-enhanced, and records no decision', async () => {
    const { fakes } = await mediaPage([VIDEO, { ...VIDEO, src: 'https://youtu.be/aqz-KE-bpKQ', title: 'Second talk' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Load once: Launch talk' }));
    expect(frames()).toHaveLength(1);
    expect(frames()[0]).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(frames()[0]).toHaveAttribute('title', 'Launch talk');
    expect(document.activeElement).toBe(frames()[0]);
    expect(fakes.consent.read()).toEqual({ status: 'unknown' });
  });

  it('"Always allow" grants the purpose through the consent store, loading every embed of it, and a withdrawal unloads them', async () => {
    const { fakes } = await mediaPage([VIDEO, MAP]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Always allow advertising' })[0] as HTMLElement);
    expect(fakes.consent.read()).toMatchObject({
      status: 'decided',
      choices: { analytics: false, marketing: true, experience: false },
    });
    expect([...frames()].map((frame) => new URL(frame.src).host)).toEqual(['www.youtube-nocookie.com', 'www.google.com']);

    act(() => void fakes.consent.choose({ analytics: false, marketing: false, experience: false }));
    expect(frames()).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Load once/ })).toHaveLength(2);
  });

  it('records "Always allow" in the placeholder’s words, the ones the visitor read, not the preferences view’s', async () => {
    const { fakes } = await mediaPage([VIDEO], { consentLedger: true });
    await userEvent.click(screen.getByRole('button', { name: 'Always allow advertising' }));
    await waitFor(() => expect(fakes.consentRecords.submissions).toHaveLength(1));
    const [record] = fakes.consentRecords.submissions;
    expect(record?.purposes).toEqual({ analytics: false, marketing: true, experience: false });
    const placeholder = [
      'Launch talk',
      'YouTube · Video',
      'Loading it sends YouTube your IP address, your browser’s details and the address of this page, and lets it store cookies. YouTube’s privacy policy',
      'Load once',
      'Always allow advertising',
    ].join('\n');
    expect(record?.noticeHash).toBe(await sha256Hex(placeholder));
    expect(record?.noticeHash).not.toBe(await sha256Hex(noticeText(en, 'preferences', 'opt-in', false)));
  });

  it('a refusal of its purpose also takes back a "Load once"; a decision about other purposes leaves it', async () => {
    const { fakes } = await mediaPage([VIDEO]);
    await userEvent.click(screen.getByRole('button', { name: 'Load once: Launch talk' }));
    act(() => void fakes.consent.decline());
    expect(frames()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Load once: Launch talk' }));
    act(() => void fakes.consent.choose({ analytics: true, marketing: false, experience: false }));
    expect(frames()).toHaveLength(1);
  });

  it('shows the site’s own poster in the placeholder, and not once the frame is loaded', async () => {
    await mediaPage([{ ...VIDEO, poster: '/media/launch.jpg' }]);
    const poster = screen.getByRole('region', { name: /Launch talk/ }).querySelector('img');
    expect(poster).toHaveAttribute('src', '/media/launch.jpg');
    // Decorative: the heading names what it shows.
    expect(poster).toHaveAttribute('alt', '');
    await userEvent.click(screen.getByRole('button', { name: 'Load once: Launch talk' }));
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows each embed in the inspector: its service, its purpose, and placeholder, loaded once or always allowed', async () => {
    await mediaPage([VIDEO, MAP]);
    render(<EmbedsPanel />);
    const rows = () =>
      within(screen.getByRole('table', { name: /^Embeds/ }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(screen.getByRole('table', { name: 'Embeds (2 on this page)' })).toBeInTheDocument();
    expect(rows()).toEqual([
      ['Launch talk', 'YouTube', 'marketing', 'placeholder'],
      ['Our office', 'Google Maps', 'marketing', 'placeholder'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Load once: Launch talk' }));
    await waitFor(() => expect(rows()[0]).toEqual(['Launch talk', 'YouTube', 'marketing', 'loaded once']));
    expect(rows()[1]?.[3]).toBe('placeholder');
    await userEvent.click(screen.getByRole('button', { name: 'Always allow advertising' }));
    await waitFor(() => expect(rows().map((row) => row[3])).toEqual(['always allowed', 'always allowed']));
  });

  it('loads at once where its purpose is already allowed', async () => {
    await mediaPage([VIDEO], { consent: 'accepted' });
    expect(frames()).toHaveLength(1);
  });

  it('offers no "Always allow" for advertising under Global Privacy Control, only "Load once"', async () => {
    await mediaPage([VIDEO], { globalPrivacyControl: true });
    expect(screen.queryByRole('button', { name: /Always allow/ })).toBeNull();
    expect(screen.getByText(/Your browser asks sites not to share your data for advertising/)).toBeInTheDocument();
  });

  it('speaks the page’s language', async () => {
    await mediaPage([VIDEO], { language: 'de' });
    expect(screen.getByRole('button', { name: 'Werbung immer erlauben' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung von YouTube' })).toBeInTheDocument();
  });

  it.each([
    [{ ...VIDEO, src: 'https://www.youtube.com/watch?v=nope' }, 'src: must name one video'],
    [{ ...VIDEO, service: 'vimeo', src: 'https://vimeo.com/76979871' }, 'service: "vimeo" is not in VITE_EMBEDS'],
    [{ ...VIDEO, title: ' ' }, 'title: must say what the frame shows'],
    [{ ...VIDEO, poster: 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg' }, 'poster: must be a picture the site serves itself'],
    [{ ...VIDEO, poster: '//i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg' }, 'poster: must be a picture the site serves itself'],
  ] as const)('fails loudly in development, naming the prop and its rule (%#)', async (props, problem) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await mediaPage([props]);
      expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
      const logged = error.mock.calls.flat().map((argument) => (argument instanceof Error ? argument.message : String(argument)));
      expect(logged.join('\n')).toContain(`Shellkit: <Embed service="${props.service}">: ${problem}`);
      expect(frames()).toHaveLength(0);
    } finally {
      error.mockRestore();
    }
  });
});
