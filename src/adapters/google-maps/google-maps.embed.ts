import { httpsUrlOn } from '../../domain/embed-facts';
import { defineEmbed } from '../../ports/embed-descriptor';

/**
 * A Google Map, by the embed address Google Maps gives under Share › Embed a map (`/maps/embed?pb=…`) or the Maps
 * Embed API's (`/maps/embed/v1/<mode>?key=…`). Taken as given: Google has no privacy-enhanced form of it.
 */
export const googleMaps = /* @__PURE__ */ defineEmbed({
  id: 'google-maps',
  label: 'Google Maps',
  kind: 'map',
  // Google's NID cookie, set by the map's frame, serves Google's advertising (policies.google.com/technologies/cookies).
  purpose: 'marketing',
  privacyPolicy: 'https://policies.google.com/privacy',
  frameOrigins: ['https://www.google.com'],
  storage: [{ name: 'NID', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { months: 6 } }],
  box: '4:3',
  frame: (src) => {
    const url = httpsUrlOn(src, ['www.google.com', 'maps.google.com'], 'https://www.google.com/maps/embed?pb=…');
    if (!(url instanceof URL)) return { ok: false, rule: url.rule };
    const embed = url.pathname === '/maps/embed' ? url.searchParams.has('pb') : /^\/maps\/embed\/v1\/[a-z]+$/.test(url.pathname);
    if (!embed)
      return {
        ok: false,
        rule: 'must be a map’s embed address (Share › Embed a map: https://www.google.com/maps/embed?pb=…, or the Maps Embed API’s /maps/embed/v1/…), not a link to the map',
      };
    return { ok: true, url: `https://www.google.com${url.pathname}${url.search}` };
  },
});
