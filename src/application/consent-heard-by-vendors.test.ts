import { describe, expect, it } from 'vitest';
import { ALL_GRANTED, ALL_REFUSED } from '../domain/consent';
import { manualLaterTasks } from '../testing/manual-later-tasks';
import { memoryConsentStore } from '../testing/memory-consent-store';
import { consentHeardByVendors } from './consent-heard-by-vendors';
import { consentSignal } from './consent-signal';

function optInPage() {
  const consent = memoryConsentStore({ mode: 'opt-in' });
  const tasks = manualLaterTasks();
  const heard = consentHeardByVendors(consent, tasks.later);
  const told: string[] = [];
  consentSignal('analytics', heard).subscribe((permission) => told.push(permission));
  return { consent, tasks, heard, told };
}

describe('consentHeardByVendors: a decision reaches the vendors after the frame that shows it (issue 23 §4)', () => {
  it('the click changes the store (the banner hides) and the vendors hear nothing until a later task', () => {
    const { consent, tasks, heard, told } = optInPage();
    consent.accept();
    expect(consent.getSnapshot().bannerVisible).toBe(false);
    expect(told).toEqual([]);
    expect(heard.getSnapshot().purposes.analytics.permission).toBe('pending');
    tasks.runAll();
    expect(told).toEqual(['granted']);
    expect(heard.getSnapshot()).toBe(consent.getSnapshot());
  });

  it('every vendor hears in one task, in the order they subscribed (a pipeline before its adapter)', () => {
    const { consent, tasks, heard } = optInPage();
    const order: string[] = [];
    heard.subscribe(() => order.push('pipeline'));
    heard.subscribe(() => order.push('adapter'));
    consent.choose({ ...ALL_GRANTED, marketing: false });
    expect(tasks.pending()).toBe(1);
    tasks.runOne();
    expect(order).toEqual(['pipeline', 'adapter']);
  });

  it('two decisions before the task are one: the vendors hear the newest only', () => {
    const { consent, tasks, told } = optInPage();
    consent.accept();
    consent.choose(ALL_REFUSED);
    tasks.runAll();
    expect(told).toEqual(['denied']);
  });

  it('the page left before the task: the vendors hear at once, and the task then tells nobody again', () => {
    const { consent, tasks, heard, told } = optInPage();
    consent.accept();
    heard.hearNow();
    expect(told).toEqual(['granted']);
    tasks.runAll();
    expect(told).toEqual(['granted']);
  });
});
