import { httpsUrlOn } from '../../domain/embed-facts';
import { defineEmbed } from '../../ports/embed-descriptor';

/** A Calendly booking page (a scheduling link), inline, as Calendly's inline embed shows it (`embed_type=Inline`). */
export const calendly = /* @__PURE__ */ defineEmbed({
  id: 'calendly',
  label: 'Calendly',
  kind: 'booking',
  // Its frame counts visits to the booking page for the page's owner.
  purpose: 'analytics',
  privacyPolicy: 'https://calendly.com/privacy',
  frameOrigins: ['https://calendly.com'],
  // calendly.com/cookie-policy: its session and visitor ids in its own frame.
  storage: [{ name: '__cf_bm', kind: 'cookie', purpose: 'working-data', lifetime: { minutes: 30 } }],
  box: '700px',
  frame: (src) => {
    const url = httpsUrlOn(src, ['calendly.com'], 'https://calendly.com/acme/30min');
    if (!(url instanceof URL)) return { ok: false, rule: url.rule };
    if (!/^\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)?\/?$/.test(url.pathname))
      return { ok: false, rule: 'must be a scheduling link: https://calendly.com/<name> or https://calendly.com/<name>/<event>' };
    return { ok: true, url: `https://calendly.com${url.pathname.replace(/\/$/, '')}?embed_type=Inline&hide_gdpr_banner=1` };
  },
});
