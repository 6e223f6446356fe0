import { describe, expect, it } from 'vitest';
import { EMBED_SERVICES } from './embed-registry';

const service = (id: string) => {
  const found = EMBED_SERVICES.find((each) => each.id === id);
  if (!found) throw new Error(`no embed service ${id}`);
  return found;
};

// What a visitor would share, and the frame each becomes: the privacy-enhanced form where the service has one.
const reads: readonly (readonly [id: string, src: string, frame: string])[] = [
  ['youtube', 'https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
  ['youtube', 'https://youtu.be/M7lc1UVf-VE?t=1m30s', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=90'],
  ['youtube', 'https://www.youtube.com/shorts/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
  ['youtube', 'https://www.youtube.com/embed/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
  ['vimeo', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ['vimeo', 'https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e'],
  ['vimeo', 'https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ['google-maps', 'https://www.google.com/maps/embed?pb=!1m18!1m12', 'https://www.google.com/maps/embed?pb=!1m18!1m12'],
  ['google-maps', 'https://www.google.com/maps/embed/v1/place?key=K&q=Paris', 'https://www.google.com/maps/embed/v1/place?key=K&q=Paris'],
  [
    'x-post',
    'https://x.com/XDevelopers/status/1861111969639481848',
    'https://platform.twitter.com/embed/Tweet.html?id=1861111969639481848&dnt=true',
  ],
  ['x-post', 'https://twitter.com/jack/status/20', 'https://platform.twitter.com/embed/Tweet.html?id=20&dnt=true'],
  ['instagram-post', 'https://www.instagram.com/p/C0dE123abcd/', 'https://www.instagram.com/p/C0dE123abcd/embed/'],
  ['instagram-post', 'https://www.instagram.com/reel/C0dE123abcd', 'https://www.instagram.com/reel/C0dE123abcd/embed/'],
  [
    'spotify',
    'https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=x',
    'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
  ],
  ['spotify', 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M', 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M'],
  ['calendly', 'https://calendly.com/acme/30min/', 'https://calendly.com/acme/30min?embed_type=Inline&hide_gdpr_banner=1'],
  ['hubspot-form', 'https://share.hsforms.com/1fstvMCeZRZKTYA4nG1VTPgcq0j9', 'https://share.hsforms.com/1fstvMCeZRZKTYA4nG1VTPgcq0j9'],
  // A link pasted with HubSpot's tracking parameters: they stay out of the frame's address.
  [
    'hubspot-form',
    'https://share-eu1.hsforms.com/1er3vym0FRA-r_B2ZnG5OWQffb9n?__hstc=138249519.4d81&__hssc=138249519.1.1688634393681',
    'https://share-eu1.hsforms.com/1er3vym0FRA-r_B2ZnG5OWQffb9n',
  ],
  // A form's link under its account's own name (newer forms).
  [
    'hubspot-form',
    'https://fjtqz.share-eu1.hsforms.com/2VnFVCiF_Sg26XP85Jxz_bA',
    'https://fjtqz.share-eu1.hsforms.com/2VnFVCiF_Sg26XP85Jxz_bA',
  ],
  ['iframe', 'https://maps.example.org/view?id=1', 'https://maps.example.org/view?id=1'],
];

const refusals: readonly (readonly [id: string, src: string, rule: RegExp])[] = [
  ['youtube', 'http://www.youtube.com/watch?v=M7lc1UVf-VE', /must be an https address on www\.youtube\.com/],
  ['youtube', 'https://www.youtube.com/watch?v=short', /must name one video/],
  ['youtube', 'https://evil.example/watch?v=M7lc1UVf-VE', /must be an https address/],
  ['youtube', 'not a url', /must be an https address/],
  ['vimeo', 'https://vimeo.com/channels/staffpicks', /must name one video by its number/],
  ['google-maps', 'https://www.google.com/maps/place/Paris', /must be a map’s embed address/],
  ['x-post', 'https://x.com/XDevelopers', /must be one post’s address/],
  ['instagram-post', 'https://www.instagram.com/someone/', /must be one post’s or reel’s address/],
  ['spotify', 'https://open.spotify.com/user/someone', /must be one track/],
  ['calendly', 'https://calendly.com/a/b/c', /must be a scheduling link/],
  ['hubspot-form', 'http://share.hsforms.com/1fstvMCeZRZKTYA4nG1VTPgcq0j9', /must be a form’s share link/],
  ['hubspot-form', 'https://share.hsforms.com.evil.example/1fstvMCeZRZKTYA4nG1VTPgcq0j9', /must be a form’s share link/],
  ['hubspot-form', 'https://evil.example/share.hsforms.com/1fstvMCeZRZKTYA4nG1VTPgcq0j9', /must be a form’s share link/],
  ['hubspot-form', 'https://share.hsforms.com/', /must be a form’s share link/],
  ['hubspot-form', 'https://share.hsforms.com/1fstvMCeZRZKTYA4nG1VTPgcq0j9/extra', /must be a form’s share link/],
  ['iframe', 'http://maps.example.org/', /must be an https address/],
];

describe('embed services: a src read into its frame', () => {
  it.each(reads)('%s: %s', (id, src, frame) => {
    expect(service(id).frame(src)).toEqual({ ok: true, url: frame });
  });

  it.each(refusals)('%s refuses %s, saying its rule', (id, src, rule) => {
    const read = service(id).frame(src);
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.rule).toMatch(rule);
  });

  it('gives every service a frame origin that its frames are on, a privacy policy and a name (the generic one takes them from the config)', () => {
    for (const each of EMBED_SERVICES.filter(({ id }) => id !== 'iframe')) {
      const example = reads.find(([id]) => id === each.id);
      expect(example, each.id).toBeDefined();
      const origin = new URL(example?.[2] ?? '').origin;
      expect(each.frameOrigins, each.id).toContain(origin);
      expect(each.privacyPolicy, each.id).toMatch(/^https:\/\//);
    }
  });

  it('HubSpot’s form is marketing (its page runs HubSpot’s tracking code), and its frames are on its regions’ hosts only', () => {
    const hubspot = service('hubspot-form');
    expect(hubspot.purpose).toBe('marketing');
    expect(hubspot.kind).toBe('form');
    expect(hubspot.storage.map(({ name }) => name)).toEqual(['hubspotutk', '__hstc', '__hssc', '__hssrc']);
    // The account's own host is under a region's, which the CSP's wildcard lets in.
    expect(hubspot.frameOrigins).toEqual(expect.arrayContaining(['https://*.share-eu1.hsforms.com', 'https://share.hsforms.com']));
  });
});
