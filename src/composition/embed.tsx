import { GENERIC_IFRAME_ID, type EmbedBox, type EmbedChoice } from '../domain/embed-facts';
import { EmbedFrame, type EmbedShell } from '../ui/embed/embed-frame';
import { EMBED_SERVICES, type EmbedServiceId } from './embed-registry';

interface CommonProps {
  /** The address as the service shares it (a watch link, a post's link): read into the service's privacy-enhanced frame. */
  readonly src: string;
  /** What it shows, in the page's words: the frame's title for screen readers, the placeholder's heading, its buttons' names. */
  readonly title: string;
  /**
   * A picture of it the site serves itself (a video's still), shown in the placeholder: a path on the site
   * (`/media/launch.jpg`), never an address on the service's host or another's.
   */
  readonly poster?: string;
}

/** `<Embed>`'s props: a known service by its id, or a generic frame that names who serves it and their privacy policy. */
export type EmbedProps =
  | (CommonProps & { readonly service: Exclude<EmbedServiceId, typeof GENERIC_IFRAME_ID> })
  | (CommonProps & {
      readonly service: typeof GENERIC_IFRAME_ID;
      /** Who serves the page (the placeholder names them). */
      readonly name: string;
      /** Their privacy policy, an https address. */
      readonly privacyPolicy: string;
      /** Its box: 16:9 unless given. */
      readonly box?: EmbedBox;
    });

type Resolved =
  { readonly ok: true; readonly frame: Omit<Parameters<typeof EmbedFrame>[0], 'shell'> } | { readonly ok: false; readonly problem: string };

const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

/** A path on the site itself (`/media/launch.jpg`): not an address on another host, nor one relative to the page. */
const isOwnPath = (value: string) =>
  /^\/(?![/\\])/.test(value) &&
  URL.canParse(value, 'https://site.invalid') &&
  new URL(value, 'https://site.invalid').host === 'site.invalid';

/** What the props make, or the first prop that is wrong and its rule. */
function resolve(props: EmbedProps, embeds: readonly EmbedChoice[]): Resolved {
  const fail = (problem: string): Resolved => ({ ok: false, problem });
  const facts = EMBED_SERVICES.find((service) => service.id === props.service);
  if (!facts) return fail(`service: must be one of ${EMBED_SERVICES.map(({ id }) => id).join(', ')}`);
  const choice = embeds.find((service) => service.id === facts.id);
  if (!choice)
    return fail(
      `service: "${facts.id}" is not in VITE_EMBEDS, so the page's CSP refuses its frame: add it to VITE_EMBEDS (docs/product/embeds.md)`,
    );
  if (!props.title.trim()) return fail('title: must say what the frame shows (screen readers announce the frame and its buttons by it)');
  const frame = facts.frame(props.src);
  if (!frame.ok) return fail(`src: ${frame.rule} (got ${JSON.stringify(props.src)})`);
  if (props.poster !== undefined && !isOwnPath(props.poster))
    return fail(
      `poster: must be a picture the site serves itself, a path such as /media/launch.jpg (one from another host, ${facts.label}’s thumbnails among them, would tell that host of the visit before consent) (got ${JSON.stringify(props.poster)})`,
    );
  const common = { service: facts.id, kind: facts.kind, purpose: choice.purpose, frameUrl: frame.url, title: props.title };
  const poster = props.poster ? { poster: props.poster } : {};
  if (props.service !== GENERIC_IFRAME_ID) {
    return {
      ok: true,
      frame: {
        ...common,
        ...poster,
        serviceName: facts.label,
        privacyPolicy: facts.privacyPolicy,
        box: facts.box,
        ...(facts.allow ? { allow: facts.allow } : {}),
      },
    };
  }
  if (!choice.frameOrigins.includes(new URL(frame.url).origin))
    return fail(
      `src: must be on an origin VITE_EMBED_IFRAME_ORIGINS lists (${choice.frameOrigins.join(', ')}) (got ${JSON.stringify(props.src)})`,
    );
  if (!props.name.trim()) return fail('name: must name who serves the page (the placeholder says who receives the visitor’s data)');
  if (!isHttps(props.privacyPolicy)) return fail(`privacyPolicy: must be the https address of ${props.name}’s privacy policy`);
  return {
    ok: true,
    frame: { ...common, ...poster, serviceName: props.name, privacyPolicy: props.privacyPolicy, box: props.box ?? facts.box },
  };
}

const reported = /* @__PURE__ */ new Set<string>();

/** What `<Embed>` reads of the shell with its hooks (src/composition/embed-entry.tsx), so this chunk imports none of them. */
export interface EmbedShellContext extends EmbedShell {
  readonly embeds: readonly EmbedChoice[];
}

/**
 * Embedded content under consent (issue 34 §1), once `<Embed>` has read the shell: a placeholder of the frame's size
 * until the service's purpose is allowed or the visitor loads it once; then the service's frame, in its
 * privacy-enhanced form. The service must be in VITE_EMBEDS (the CSP's frame-src). Wrong props throw in development,
 * naming the prop and its rule; in production the embed is left out and the problem logged once.
 */
export function EmbedWithShell({ shell, ...props }: EmbedProps & { readonly shell: EmbedShellContext }) {
  const resolved = resolve(props as EmbedProps, shell.embeds);
  if (resolved.ok) return <EmbedFrame {...resolved.frame} shell={shell} />;
  const message = `Shellkit: <Embed service="${props.service}">: ${resolved.problem}`;
  if (import.meta.env.DEV) throw new Error(message);
  if (!reported.has(message)) {
    reported.add(message);
    console.error(message);
  }
  return null;
}
