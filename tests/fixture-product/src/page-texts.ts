/**
 * The test product's page words that the shell's tests read (tests/support/test-product.ts), beside its pages rather
 * than in a route file. The controls' English words are the shell's test contract, the same in every product the
 * shell's tests run against; the headings and titles are this product's own.
 */
export const HOME_TEXTS = {
  heading: 'Fixture Store lab',
  trackSample: 'Track sample event',
  trackLead: 'Track lead',
  throwError: 'Throw sample error',
  tabs: 'Lab tabs',
  tab: (name: string) => `Tab ${name}`,
  showing: (name: string) => `Showing tab ${name}.`,
  noTab: 'No tab chosen.',
  tabPanel: 'demo-tab-panel',
} as const;

export const PLANS_TEXTS = {
  title: 'Plans',
  choose: (plan: string) => `Choose ${plan}`,
} as const;

/** The plans /plans offers: two, each a button in a list. */
export const PLANS = ['Basic', 'Plus'] as const;

/** /embeds's title: the route's, read on every page (the route table is in the entry), so apart from its embeds (embeds-texts.ts). */
export const EMBEDS_TITLE = 'Media';
