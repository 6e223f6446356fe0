import { httpsUrlOn } from '../../domain/embed-facts';
import { defineEmbed } from '../../ports/embed-descriptor';

/**
 * Vimeo videos with `dnt=1` (Vimeo's "do not track" player parameter): the player sets no cookies and records no
 * session data (help.vimeo.com, "Do not track"). An unlisted video's hash (`vimeo.com/<id>/<hash>`) goes along as `h`.
 */
export const vimeo = /* @__PURE__ */ defineEmbed({
  id: 'vimeo',
  label: 'Vimeo',
  kind: 'video',
  // With dnt=1 it counts plays and nothing more: the visitor's analytics choice.
  purpose: 'analytics',
  privacyPolicy: 'https://vimeo.com/privacy',
  frameOrigins: ['https://player.vimeo.com'],
  storage: [],
  box: '16:9',
  allow: 'autoplay; fullscreen; picture-in-picture; clipboard-write',
  frame: (src) => {
    const url = httpsUrlOn(src, ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'], 'https://vimeo.com/76979871');
    if (!(url instanceof URL)) return { ok: false, rule: url.rule };
    const parts = url.pathname.split('/').filter(Boolean);
    const [id, hash] = url.hostname === 'player.vimeo.com' && parts[0] === 'video' ? parts.slice(1) : parts;
    if (!id || !/^\d+$/.test(id)) return { ok: false, rule: 'must name one video by its number, such as https://vimeo.com/76979871' };
    const unlisted = hash ?? url.searchParams.get('h');
    if (unlisted && !/^[0-9a-f]+$/.test(unlisted)) return { ok: false, rule: 'has an unlisted hash that is not hexadecimal' };
    return { ok: true, url: `https://player.vimeo.com/video/${id}?dnt=1${unlisted ? `&h=${unlisted}` : ''}` };
  },
});
