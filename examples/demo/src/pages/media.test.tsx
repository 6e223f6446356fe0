import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from 'shellkit/testing';

// The demo's own test of its /media page: the services it embeds, as its .env files list them.
const EMBEDS = { VITE_EMBEDS: 'youtube,google-maps,x-post' };
const frames = () => [...document.querySelectorAll('iframe')];

describe('the media page: a video, a map and a post, each under consent', () => {
  it('shows three placeholders whose buttons say what they load, and no frame, before consent', async () => {
    await renderWithShell({ path: '/media', consentMode: 'opt-in', embeds: EMBEDS });
    expect(screen.getByRole('heading', { level: 1, name: 'Media' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Load once: Shellkit in five minutes (YouTube video)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load once: Where we work (Google Map)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load once: Our launch announcement (post on X)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Always allow advertising' })).toHaveLength(3);
    expect(frames()).toEqual([]);
  });

  it('loads the one asked for, then all three once advertising is allowed', async () => {
    const { fakes } = await renderWithShell({ path: '/media', consentMode: 'opt-in', embeds: EMBEDS });
    await userEvent.click(await screen.findByRole('button', { name: 'Load once: Where we work (Google Map)' }));
    expect(frames().map((frame) => new URL(frame.src).host)).toEqual(['www.google.com']);

    await userEvent.click(screen.getAllByRole('button', { name: 'Always allow advertising' })[0] as HTMLElement);
    expect(frames().map((frame) => new URL(frame.src).host)).toEqual([
      'www.youtube-nocookie.com',
      'www.google.com',
      'platform.twitter.com',
    ]);
    expect(fakes.consent.read()).toMatchObject({ status: 'decided', choices: { marketing: true } });
  });
});
