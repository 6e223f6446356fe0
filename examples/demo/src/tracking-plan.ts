import { defineTrackingPlan } from 'shellkit';

/**
 * The product's tracking plan (issue 23 §3): every named event the pages send, its properties' types,
 * and what each ad vendor calls it. `track()` is typed against it, so an event not here, or a wrong
 * property, fails the typecheck; a call that breaks it at run time (untyped code) is flagged in the
 * inspector, in development or while the inspector is open, and still sent. Property types are
 * 'string', 'number', 'boolean', with '?' for an optional one. Each vendor takes its own key (its id):
 *
 *   'meta-pixel': { event: 'Lead' }               one of Meta's standard events, sent with fbq('track')
 *   'tiktok-pixel': { event: 'SubmitForm' }       TikTok's standard event
 *   'google-analytics': { event: 'generate_lead' } GA4's recommended event
 *   'google-ads': { sendTo: 'AW-123456789/AbC-D_efG', value: 10, currency: 'EUR' }   a conversion
 *   'linkedin-insight': { conversionId: 12345678 } a LinkedIn conversion (LinkedIn takes nothing else)
 *   'microsoft-uet': { action: 'submit_lead_form' } UET's event action
 *
 * A vendor without an entry gets the event under its own name (LinkedIn: not at all, unless
 * VITE_LINKEDIN_CONVERSIONS names it). See docs/product/tracking-plan.md.
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
