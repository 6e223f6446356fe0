import { defineTrackingPlan } from 'shellkit';

/**
 * The test product's tracking plan (the shape of a product's src/tracking-plan.ts). The events the shell's tests
 * press for are part of their contract: 'Sample Event' (a name of the product's own) and 'Lead' with what each ad
 * vendor calls it (the vendor specs assert those names); 'Plan Chosen' is what /plans tracks.
 */
export const TRACKING_PLAN = defineTrackingPlan({
  'Sample Event': { properties: { source: 'string' } },
  Lead: {
    properties: { source: 'string' },
    vendors: {
      'meta-pixel': { event: 'Lead' },
      'tiktok-pixel': { event: 'SubmitForm' },
      'google-analytics': { event: 'generate_lead' },
      'microsoft-uet': { action: 'submit_lead_form' },
    },
  },
  'Plan Chosen': { properties: { plan: 'string' } },
});

export type PlannedEventName = keyof typeof TRACKING_PLAN;
