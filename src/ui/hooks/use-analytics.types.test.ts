import { describe, expect, it } from 'vitest';
import type { Analytics } from './use-analytics';

/**
 * Issue 23 §3: `track()` is typed against src/tracking-plan.ts. Each `@ts-expect-error` below is a
 * call the typecheck (`tsc --noEmit`) must refuse: if one were accepted, the directive itself fails it.
 */
export function callsTheTypecheckJudges(analytics: Analytics): void {
  analytics.track('Plan Chosen', { plan: 'Pro' });
  analytics.track('Lead', { source: 'demo', currentPage: '/pricing' }, { includeCurrentPage: false });
  // @ts-expect-error an event that is not in the plan
  analytics.track('Plan Picked', { plan: 'Pro' });
  // @ts-expect-error a property of the wrong type
  analytics.track('Plan Chosen', { plan: 3 });
  // @ts-expect-error a property the plan does not have
  analytics.track('Plan Chosen', { plan: 'Pro', coupon: 'SPRING' });
  // @ts-expect-error a required property left out
  analytics.track('Plan Chosen', {});
  // @ts-expect-error no properties at all, where the plan requires one
  analytics.track('Sample Event');
}

describe('track() against the tracking plan', () => {
  it('is checked by the typecheck (the @ts-expect-error lines above)', () => {
    expect(callsTheTypecheckJudges).toBeTypeOf('function');
  });
});
