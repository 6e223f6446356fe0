import type { ChoosablePurpose } from './consent';
import type { StoredItem } from './stored-item';

/**
 * Embedded content (issue 34 §1): a service whose frame a page shows (a video, a map, a post), loaded only once
 * its purpose is allowed or the visitor asks for it once. Each service is a folder of its own under src/adapters/
 * (`<service>.embed.ts`), declared with `defineEmbed`; these are its facts, plain data and one pure parser.
 */

/** What the frame shows, as the placeholder names it in the visitor's language. */
export type EmbedKind = 'video' | 'map' | 'post' | 'audio' | 'booking' | 'form' | 'page';

/**
 * The box the embed takes, the same before and after it loads (no layout shift): a ratio of the page's width
 * (a video, a map), or a fixed height in CSS pixels (a post, a player: their frames do not scale). Each is a rule of
 * src/ui/embed/embed.css, in the stylesheet the page is served with: a style attribute would be refused by the CSP.
 */
export type EmbedBox = '16:9' | '4:3' | '352px' | '620px' | '700px' | '720px';

/** A `src` read: the frame's address in the service's privacy-enhanced form, or the rule it broke. */
export type EmbedFrame = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly rule: string };

export interface EmbedFacts {
  /** `<Embed service="…">` and VITE_EMBEDS name it by this, in kebab case; its folder has the same name. */
  readonly id: string;
  /** The name people know it by: the placeholder, its privacy-policy link and the privacy page say it. */
  readonly label: string;
  readonly kind: EmbedKind;
  /** What allowing it means: "Always allow <purpose>" grants this purpose, and a withdrawal of it unloads the frame. */
  readonly purpose: ChoosablePurpose;
  /** The service's own privacy policy: the placeholder links to it. */
  readonly privacyPolicy: string;
  /** The CSP's frame-src for it: the hosts its frame comes from (and nothing before the visitor allows it). */
  readonly frameOrigins: readonly string[];
  /**
   * What its frame stores under its own address, from its documentation: the privacy page names them. They are the
   * service's (third-party) storage, so the page cannot clear them; a withdrawal removes the frame instead.
   */
  readonly storage: readonly StoredItem[];
  readonly box: EmbedBox;
  /** The frame's Permissions Policy (`allow`), as the service's own embed code sets it. */
  readonly allow?: string;
  /** Reads a `src` the page gives (the address a visitor would share) into the frame's address. */
  readonly frame: (src: string) => EmbedFrame;
}

/**
 * An embed service a site's config says its pages use (VITE_EMBEDS): what the server's CSP and the privacy page need
 * of it, handed to the page in its config (the parsers stay in the chunks of the pages that embed).
 */
export type EmbedChoice = Pick<EmbedFacts, 'id' | 'label' | 'kind' | 'purpose' | 'privacyPolicy' | 'frameOrigins' | 'storage'>;

/** The generic iframe's id: any https page on an origin the config lists (VITE_EMBED_IFRAME_ORIGINS), for the purpose it declares. */
export const GENERIC_IFRAME_ID = 'iframe';

/** `src` as an https URL on one of `hosts`, or the rule it broke. */
export function httpsUrlOn(src: string, hosts: readonly string[], example: string): URL | { readonly rule: string } {
  const rule = `must be an https address on ${hosts.join(' or ')}, such as ${example}`;
  if (!URL.canParse(src)) return { rule };
  const url = new URL(src);
  return url.protocol === 'https:' && hosts.includes(url.hostname) && !url.username && !url.password ? url : { rule };
}
