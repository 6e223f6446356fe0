import { defineTrackingPlan } from 'shellkit'

export const TRACKING_PLAN = defineTrackingPlan({
  'Item Added': { properties: { item: 'string' } },
})
