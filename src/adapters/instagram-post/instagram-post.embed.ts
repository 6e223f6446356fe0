import { httpsUrlOn } from '../../domain/embed-facts';
import { defineEmbed } from '../../ports/embed-descriptor';

/** A post or reel on Instagram, in Instagram's own embed frame (`/p/<code>/embed/`), without its embed.js. */
export const instagramPost = /* @__PURE__ */ defineEmbed({
  id: 'instagram-post',
  label: 'Instagram',
  kind: 'post',
  purpose: 'marketing',
  privacyPolicy: 'https://privacycenter.instagram.com/policy',
  frameOrigins: ['https://www.instagram.com'],
  // Meta's cookie policy (privacycenter.instagram.com/policies/cookies): its frame's device id.
  storage: [{ name: 'ig_did', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { years: 1 } }],
  box: '720px',
  frame: (src) => {
    const url = httpsUrlOn(src, ['www.instagram.com', 'instagram.com'], 'https://www.instagram.com/p/C0dE123abcd/');
    if (!(url instanceof URL)) return { ok: false, rule: url.rule };
    const match = /^\/(p|reel|tv)\/([A-Za-z0-9_-]{5,40})(?:\/embed)?\/?$/.exec(url.pathname);
    if (!match) return { ok: false, rule: 'must be one post’s or reel’s address: https://www.instagram.com/p/<code>/' };
    return { ok: true, url: `https://www.instagram.com/${match[1]}/${match[2]}/embed/` };
  },
});
