import { httpsUrlOn } from '../../domain/embed-facts';
import { defineEmbed } from '../../ports/embed-descriptor';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'];

/** The video id of a watch, short, shorts or embed address. */
function videoIdOf(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, section, id] = url.pathname.split('/');
  return section === 'embed' || section === 'shorts' || section === 'live' ? id : undefined;
}

/** A start time as YouTube's links write it (`t=90`, `t=1m30s`), in seconds. */
function startSeconds(url: URL): number | undefined {
  const t = url.searchParams.get('t') ?? url.searchParams.get('start');
  const match = t ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(t) : null;
  if (!match) return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

/**
 * YouTube videos in YouTube's privacy-enhanced mode (www.youtube-nocookie.com): no cookie before the visitor plays,
 * though the player keeps its settings and a visitor id in its frame's storage once it runs.
 */
export const youtube = /* @__PURE__ */ defineEmbed({
  id: 'youtube',
  label: 'YouTube',
  kind: 'video',
  // Google's player: its visitor id serves Google's advertising (policies.google.com/technologies/ads).
  purpose: 'marketing',
  privacyPolicy: 'https://policies.google.com/privacy',
  frameOrigins: ['https://www.youtube-nocookie.com'],
  // support.google.com/youtube/answer/171780 (privacy-enhanced mode): no cookies, storage in its own frame once played.
  storage: [
    { name: 'yt-remote-device-id', kind: 'localStorage', purpose: 'visitor-id', lifetime: 'until-removed' },
    { name: 'ytidb::LAST_RESULT_ENTRY_KEY', kind: 'localStorage', purpose: 'working-data', lifetime: 'until-removed' },
    { name: 'yt-player-*', kind: 'localStorage', purpose: 'visitor-id-and-settings', lifetime: 'until-removed' },
  ],
  box: '16:9',
  allow: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
  frame: (src) => {
    const url = httpsUrlOn(src, HOSTS, 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
    if (!(url instanceof URL)) return { ok: false, rule: url.rule };
    const id = videoIdOf(url);
    if (!id || !VIDEO_ID.test(id))
      return { ok: false, rule: 'must name one video (11 letters, digits, "-" or "_"), as a watch, youtu.be, shorts or embed address' };
    const start = startSeconds(url);
    return { ok: true, url: `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}` };
  },
});
