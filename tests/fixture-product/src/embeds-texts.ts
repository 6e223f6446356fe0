import { EMBEDS_TITLE } from './page-texts';

/**
 * /embeds (its own module, so only that page's chunk holds the list, not the entry every page loads): embedded content under consent (issue 34 §1), one embed of each service the shell knows. Advertising: a
 * YouTube video (with the product's own still as its poster), a Google Map, an X post, an Instagram post, a
 * Spotify player and a HubSpot form; analytics: a Vimeo video, a Calendly booking page and a generic frame from another origin, for the
 * purpose the site's config declares for it (analytics), so "Always allow advertising" shows it loads its purpose's
 * embeds and no other. The site's config lists their services in VITE_EMBEDS (tests/support/test-product.ts).
 */
export const EMBEDS_TEXTS = {
  title: EMBEDS_TITLE,
  embeds: [
    {
      service: 'youtube',
      src: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      title: 'Fixture Store launch video',
      poster: '/embeds/launch-poster.svg',
    },
    { service: 'google-maps', src: 'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d2624', title: 'Map of the Fixture Store' },
    { service: 'x-post', src: 'https://x.com/XDevelopers/status/1861111969639481848', title: 'Fixture Store post on X' },
    { service: 'vimeo', src: 'https://vimeo.com/76979871', title: 'Fixture Store tour on Vimeo' },
    { service: 'instagram-post', src: 'https://www.instagram.com/p/C0dE123abcd/', title: 'Fixture Store post on Instagram' },
    { service: 'spotify', src: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', title: 'Fixture Store playlist on Spotify' },
    { service: 'calendly', src: 'https://calendly.com/fixture-store/visit', title: 'Book a visit to the Fixture Store (Calendly)' },
    {
      service: 'hubspot-form',
      src: 'https://share.hsforms.com/1fstvMCeZRZKTYA4nG1VTPgcq0j9',
      title: 'Fixture Store newsletter sign-up (HubSpot form)',
    },
    {
      service: 'iframe',
      src: 'https://forms.example.org/stores/fixture',
      title: 'Fixture Store opening hours (Example Forms)',
      name: 'Example Forms',
      privacyPolicy: 'https://forms.example.org/privacy',
    },
  ],
  /** The generic frame's origin and the purpose the site declares for it (VITE_EMBED_IFRAME_ORIGINS, VITE_EMBED_IFRAME_PURPOSE). */
  iframe: { origins: 'https://forms.example.org', purpose: 'analytics' },
} as const;
