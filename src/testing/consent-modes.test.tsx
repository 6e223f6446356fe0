import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from './render-with-shell';
import { HOME } from '../../tests/support/test-product';

// The banner UI is being reworked elsewhere: these tests drive consent through the store, never its buttons.

const FIRST_VISIT = new Date('2024-05-01T10:00:00.000Z');
const DECIDED = new Date('2024-05-01T10:03:00.000Z');

const paths = (views: readonly { path: string; search: string }[]) => views.map((view) => `${view.path}${view.search}`);

describe('consent modes, through the real shell', () => {
  afterEach(() => vi.useRealTimers());

  it('opt-in: no page view reaches analytics until consent is accepted, then exactly one for the current page, with its own time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FIRST_VISIT);
    const { fakes } = await renderWithShell({ consentMode: 'opt-in' });
    await screen.findByRole('heading', { name: HOME.heading });
    expect(fakes.analytics.log.calls).toEqual([]);

    vi.setSystemTime(DECIDED);
    act(() => {
      fakes.consent.accept();
    });
    expect(paths(fakes.analytics.pageViews)).toEqual(['/']);
    expect(fakes.analytics.log.calls).toEqual([expect.objectContaining({ method: 'page', occurredAt: FIRST_VISIT.toISOString() })]);
  });

  it('opt-in: page views after acceptance go straight through, once each', async () => {
    const { fakes, router } = await renderWithShell({ consentMode: 'opt-in' });
    act(() => {
      fakes.consent.accept();
    });
    await act(() => router.navigate({ to: '/privacy' }));
    expect(paths(fakes.analytics.pageViews)).toEqual(['/', '/privacy']);
  });

  it('opt-in, declined: nothing is recorded, even after navigating', async () => {
    const { fakes, router } = await renderWithShell({ consentMode: 'opt-in', consent: 'declined' });
    await act(() => router.navigate({ to: '/privacy' }));
    await act(() => router.navigate({ to: '/', search: { tab: 'a' } }));
    await userEvent.click(screen.getByRole('button', { name: HOME.trackSample }));
    expect(fakes.analytics.log.calls).toEqual([]);
    expect(fakes.pixel.log.calls).toEqual([]);
  });

  it('opt-in, declined then accepted: the page the visitor is on is sent once', async () => {
    const { fakes, router } = await renderWithShell({ consentMode: 'opt-in', consent: 'declined' });
    await act(() => router.navigate({ to: '/privacy' }));
    act(() => {
      fakes.consent.accept();
    });
    expect(paths(fakes.analytics.pageViews)).toEqual(['/privacy']);
  });

  for (const consentMode of ['notice', 'opt-in'] as const) {
    it(`${consentMode}, Global Privacy Control: a tracked event reaches analytics but never the pixel`, async () => {
      const { fakes } = await renderWithShell({ consentMode, globalPrivacyControl: true });
      act(() => {
        fakes.consent.accept();
      });
      await userEvent.click(screen.getByRole('button', { name: HOME.trackSample }));
      expect(fakes.analytics.events).toEqual([{ name: 'Sample Event', properties: { currentPage: '/', source: 'lab' } }]);
      expect(fakes.pixel.log.calls).toEqual([]);
    });
  }

  it('without Global Privacy Control the same click does reach the pixel', async () => {
    const { fakes } = await renderWithShell();
    await userEvent.click(screen.getByRole('button', { name: HOME.trackSample }));
    expect(fakes.pixel.events).toEqual([{ name: 'Sample Event', properties: { currentPage: '/', source: 'lab' } }]);
  });
});
