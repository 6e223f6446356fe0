import { calendly } from '../adapters/calendly/calendly.embed';
import { googleMaps } from '../adapters/google-maps/google-maps.embed';
import { hubspotForm } from '../adapters/hubspot-form/hubspot-form.embed';
import { iframe } from '../adapters/iframe/iframe.embed';
import { instagramPost } from '../adapters/instagram-post/instagram-post.embed';
import { spotify } from '../adapters/spotify/spotify.embed';
import { vimeo } from '../adapters/vimeo/vimeo.embed';
import { xPost } from '../adapters/x-post/x-post.embed';
import { youtube } from '../adapters/youtube/youtube.embed';

/**
 * Every embed service (issue 34 §1), one folder each: VITE_EMBEDS's values, `<Embed service>`'s type, the CSP's
 * frame-src and the privacy page come from these. Apart from vendor-registry.ts on purpose: only the pages that embed
 * (through `<Embed>`) and the server's config load them, so a page without embeds ships none of their code.
 */
export const EMBED_SERVICES = [calendly, googleMaps, hubspotForm, iframe, instagramPost, spotify, vimeo, xPost, youtube] as const;

/** `<Embed service="…">`'s values. */
export type EmbedServiceId = (typeof EMBED_SERVICES)[number]['id'];
