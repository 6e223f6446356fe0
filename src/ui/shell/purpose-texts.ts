import type { Purpose } from '../../domain/purpose';

/** Each purpose as the visitor reads it: a name for its switch and what it is for. */
export const PURPOSE_TEXTS: Readonly<Record<Purpose, { readonly name: string; readonly description: string }>> = {
  necessary: {
    name: 'Necessary',
    description: 'Remembering this choice, and error reports that keep the site working. Always on.',
  },
  analytics: {
    name: 'Analytics',
    description: 'The pages you view and what you click, to understand how the site is used.',
  },
  marketing: {
    name: 'Advertising',
    description: 'The same events, shared with an advertising network to measure its ads.',
  },
  experience: {
    name: 'Experience',
    description: 'Heatmaps and session recordings, to see where the site gets in your way.',
  },
};
