// A React app with c15t as its docs set it up (offline mode, no backend): GA4 through c15t's script loader,
// under "measurement". Plain createElement, so the corpus builds without a JSX transform.
import { ConsentBanner, ConsentDialog, ConsentManagerProvider } from '@c15t/react';
import '@c15t/react/styles.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const leaky = new URLSearchParams(location.search).has('leak') || location.pathname.includes('leaky');
if (leaky) {
  // Planted: a Segment page call before any choice.
  fetch('https://api.segment.io/v1/p', { method: 'POST', mode: 'no-cors', body: '{"type":"page"}' }).catch(() => {});
}

createRoot(document.getElementById('root')).render(
  h(
    ConsentManagerProvider,
    {
      options: {
        mode: 'offline',
        consentCategories: ['necessary', 'measurement', 'marketing'],
        overrides: { country: 'DE' },
        scripts: [{ id: 'ga4', src: 'https://www.googletagmanager.com/gtag/js?id=G-C15T01', category: 'measurement' }],
      },
    },
    h('h1', null, 'Dashboard'),
    h(ConsentBanner),
    h(ConsentDialog),
  ),
);
