import { GENERIC_IFRAME_ID } from '../../domain/embed-facts';
import { defineEmbed } from '../../ports/embed-descriptor';

/**
 * Any other page in a frame: its origins and its purpose are the site's config (VITE_EMBED_IFRAME_ORIGINS,
 * VITE_EMBED_IFRAME_PURPOSE), its name and privacy policy the `<Embed>`'s props. The facts here are its defaults.
 */
export const iframe = /* @__PURE__ */ defineEmbed({
  id: GENERIC_IFRAME_ID,
  label: 'Embedded page',
  kind: 'page',
  purpose: 'marketing',
  privacyPolicy: '',
  frameOrigins: [],
  storage: [],
  box: '16:9',
  frame: (src) => {
    if (!URL.canParse(src) || new URL(src).protocol !== 'https:')
      return { ok: false, rule: 'must be an https address on an origin VITE_EMBED_IFRAME_ORIGINS lists' };
    return { ok: true, url: new URL(src).href };
  },
});
