import { defineEmbed } from '../../ports/embed-descriptor';

/** The regions' hosts of HubSpot's shared form pages: North America's (na1) and Europe's (eu1). */
const HOSTS = ['share.hsforms.com', 'share-eu1.hsforms.com'];

/** A host of a shared form: a region's own, or one under it that names the account (`<account>.share-eu1.hsforms.com`). */
const isFormHost = (host: string) =>
  HOSTS.some((each) => host === each || (host.endsWith(`.${each}`) && /^[a-z0-9-]+$/.test(host.slice(0, -each.length - 1))));

/**
 * A HubSpot form, as its share link shows it (Share › Share link: `https://share.hsforms.com/<form>`, or the region's
 * host), in a frame: HubSpot's own page of the form, with no embed script (js.hsforms.net) on the site's page. The
 * link's query (tracking parameters such as `__hstc`, pasted along with it) is left out.
 */
export const hubspotForm = /* @__PURE__ */ defineEmbed({
  id: 'hubspot-form',
  label: 'HubSpot',
  kind: 'form',
  // HubSpot's form page runs HubSpot's tracking code, which ties the visitor to the contact the form makes for the
  // site's marketing (knowledge.hubspot.com, "Cookies set in a visitor's browser by HubSpot").
  purpose: 'marketing',
  privacyPolicy: 'https://legal.hubspot.com/privacy-policy',
  frameOrigins: [
    'https://share.hsforms.com',
    'https://share-eu1.hsforms.com',
    'https://*.share.hsforms.com',
    'https://*.share-eu1.hsforms.com',
  ],
  // knowledge.hubspot.com, "Cookies set in a visitor's browser by HubSpot": its tracking code's cookies, in its frame.
  storage: [
    { name: 'hubspotutk', kind: 'cookie', purpose: 'visitor-id', lifetime: { months: 6 } },
    { name: '__hstc', kind: 'cookie', purpose: 'visitor-id-and-session', lifetime: { months: 6 } },
    { name: '__hssc', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: '__hssrc', kind: 'cookie', purpose: 'current-visit', lifetime: 'at-most-session' },
  ],
  box: '700px',
  frame: (src) => {
    const rule = 'must be a form’s share link: https://share.hsforms.com/<form> (or share-eu1.hsforms.com in Europe)';
    if (!URL.canParse(src)) return { ok: false, rule };
    const url = new URL(src);
    if (url.protocol !== 'https:' || url.username || url.password || url.port || !isFormHost(url.hostname)) return { ok: false, rule };
    const match = /^\/([0-9][A-Za-z0-9_-]{15,60})\/?$/.exec(url.pathname);
    if (!match) return { ok: false, rule };
    return { ok: true, url: `https://${url.hostname}/${match[1]}` };
  },
});
