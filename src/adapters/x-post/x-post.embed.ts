import { httpsUrlOn } from '../../domain/embed-facts';
import { defineEmbed } from '../../ports/embed-descriptor';

/**
 * A post on X, in X's own post frame (platform.twitter.com/embed/Tweet.html) with `dnt=true`, X's parameter that
 * keeps the post's reading out of its personalisation. No widgets.js: the frame alone, in a box of its own height.
 */
export const xPost = /* @__PURE__ */ defineEmbed({
  id: 'x-post',
  label: 'X',
  kind: 'post',
  purpose: 'marketing',
  privacyPolicy: 'https://x.com/privacy',
  frameOrigins: ['https://platform.twitter.com'],
  // developer.x.com, "Embedded posts and your privacy": its frame's own storage.
  storage: [{ name: 'guest_id', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { years: 2 } }],
  box: '620px',
  frame: (src) => {
    const url = httpsUrlOn(
      src,
      ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com'],
      'https://x.com/XDevelopers/status/1861111969639481848',
    );
    if (!(url instanceof URL)) return { ok: false, rule: url.rule };
    const match = /^\/[A-Za-z0-9_]{1,15}\/status\/(\d{1,20})\/?$/.exec(url.pathname);
    if (!match) return { ok: false, rule: 'must be one post’s address: https://x.com/<account>/status/<number>' };
    return { ok: true, url: `https://platform.twitter.com/embed/Tweet.html?id=${match[1]}&dnt=true` };
  },
});
