import { httpsUrlOn } from '../../domain/embed-facts';
import { defineEmbed } from '../../ports/embed-descriptor';

const TYPES = ['track', 'album', 'playlist', 'episode', 'show', 'artist'];

/** A Spotify player for a track, album, playlist, episode, show or artist (open.spotify.com/embed/<type>/<id>). */
export const spotify = /* @__PURE__ */ defineEmbed({
  id: 'spotify',
  label: 'Spotify',
  kind: 'audio',
  // Spotify's player sets its visitor id, which its cookie policy says serves its advertising.
  purpose: 'marketing',
  privacyPolicy: 'https://www.spotify.com/legal/privacy-policy/',
  frameOrigins: ['https://open.spotify.com'],
  storage: [{ name: 'sp_t', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { years: 1 } }],
  // Spotify's own embed code's height for a full player.
  box: '352px',
  allow: 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture',
  frame: (src) => {
    const url = httpsUrlOn(src, ['open.spotify.com'], 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    if (!(url instanceof URL)) return { ok: false, rule: url.rule };
    const parts = url.pathname.split('/').filter((part) => part && !/^intl-[a-z-]+$/i.test(part) && part !== 'embed');
    const [type, id] = parts;
    if (parts.length !== 2 || !type || !TYPES.includes(type) || !id || !/^[A-Za-z0-9]{22}$/.test(id))
      return { ok: false, rule: `must be one ${TYPES.join(', ')}’s address: https://open.spotify.com/<type>/<22-character id>` };
    return { ok: true, url: `https://open.spotify.com/embed/${type}/${id}` };
  },
});
