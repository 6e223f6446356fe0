import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { manualLaterTasks } from '../../testing/manual-later-tasks';
import { renderWithShell } from '../../testing/render-with-shell';
import { HOME } from '../../../tests/support/test-product';

// Issue 23 §4: a tap does the shell's own work and its paint; every vendor call, and every decision a
// vendor hears, runs in a later task (after the next paint, in the page). Here the later tasks are the
// test's: what a vendor received when the click's handler returned is what it received inside the click.

/** An analytics vendor that writes down every call it gets. */
function spyVendor() {
  const calls: string[] = [];
  const adapter: AnalyticsSink = {
    page: (view) => void calls.push(`page ${view.path}`),
    track: (event) => void calls.push(`track ${event.name}`),
  };
  return { calls, adapter };
}

describe('vendors hear of a tap after it (issue 23 §4)', () => {
  it('"Track sample event": the click returns with no vendor called; the event reaches the vendor in a later task', async () => {
    const tasks = manualLaterTasks();
    const vendor = spyVendor();
    await renderWithShell({ consent: 'accepted', later: tasks.later, overrides: { analytics: vendor.adapter } });
    tasks.runAll();
    expect(vendor.calls).toEqual(['page /']);
    fireEvent.click(screen.getByRole('button', { name: HOME.trackSample }));
    expect(vendor.calls).toEqual(['page /']);
    tasks.runAll();
    expect(vendor.calls).toEqual(['page /', 'track Sample Event']);
  });

  it('"Accept all" (opt-in): the banner is gone when the click returns, and the vendors hear of it only later', async () => {
    const tasks = manualLaterTasks();
    const vendor = spyVendor();
    await renderWithShell({ consentMode: 'opt-in', later: tasks.later, overrides: { analytics: vendor.adapter } });
    tasks.runAll();
    // Held for consent: the page view waits for the decision.
    expect(vendor.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'We Use Cookies' })).not.toBeInTheDocument();
    expect(vendor.calls).toEqual([]);
    tasks.runAll();
    expect(vendor.calls).toEqual(['page /']);
  });

  it('"Accept all" in the preferences: the click only changes the page; the vendors hear the decision later', async () => {
    const tasks = manualLaterTasks();
    const vendor = spyVendor();
    await renderWithShell({ consentMode: 'opt-in', later: tasks.later, overrides: { analytics: vendor.adapter } });
    tasks.runAll();
    fireEvent.click(screen.getByRole('button', { name: 'Choose cookies' }));
    const preferences = await screen.findByRole('region', { name: 'Cookie settings' });
    fireEvent.click(within(preferences).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(vendor.calls).toEqual([]);
    tasks.runAll();
    expect(vendor.calls).toEqual(['page /']);
  });
});
