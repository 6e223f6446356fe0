import { describe, expect, it } from 'vitest';
import { defineTrackingPlan } from './tracking-plan';
import { trackingPlanBreaks } from './planned-event-check';

const plan = defineTrackingPlan({
  'Plan Chosen': { properties: { plan: 'string', seats: 'number?' } },
  'Newsletter Opened': {},
});

describe('trackingPlanBreaks (issue 23 §3)', () => {
  it('finds nothing wrong with a call that keeps to the plan, with or without its optional properties and currentPage', () => {
    expect(trackingPlanBreaks(plan, 'Plan Chosen', { plan: 'Pro' })).toEqual([]);
    expect(trackingPlanBreaks(plan, 'Plan Chosen', { plan: 'Pro', seats: 3, currentPage: '/pricing' })).toEqual([]);
    expect(trackingPlanBreaks(plan, 'Newsletter Opened', {})).toEqual([]);
  });

  it('names an event that is not in the plan', () => {
    expect(trackingPlanBreaks(plan, 'Plan Picked', { plan: 'Pro' })).toEqual(['"Plan Picked" is not in the tracking plan']);
    expect(trackingPlanBreaks(plan, 'toString', {})).toEqual(['"toString" is not in the tracking plan']);
  });

  it('names each property of the wrong type, missing, or not in the plan', () => {
    expect(trackingPlanBreaks(plan, 'Plan Chosen', { plan: 3 })).toEqual([expect.stringMatching(/^plan: .*expected string/i)]);
    expect(trackingPlanBreaks(plan, 'Plan Chosen', {})).toEqual([expect.stringMatching(/^plan: /)]);
    expect(trackingPlanBreaks(plan, 'Plan Chosen', { plan: 'Pro', coupon: 'X' })).toEqual([expect.stringMatching(/coupon/)]);
  });

  it('finds nothing wrong with any event in the open plan of a product without a tracking plan', () => {
    expect(trackingPlanBreaks({}, 'Item Added', { item: 'Lamp', quantity: 2 })).toEqual([]);
  });
});
