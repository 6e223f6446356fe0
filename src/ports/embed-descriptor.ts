import type { EmbedFacts } from '../domain/embed-facts';

/**
 * An embed service, in one plain object (a vendor folder's `<service>.embed.ts`): its facts and its `src` parser.
 * No adapter and no port of its own: an embed has no calls to hold, only a frame to show or not, which the shell's
 * `<Embed>` decides from the consent store. Listed in src/composition/embed-registry.ts.
 */
export type EmbedDescriptor<Id extends string = string> = EmbedFacts & { readonly id: Id };

/** Keeps the service's id literal, so `<Embed service="…">` is checked against the registry's ids. */
export function defineEmbed<const Id extends string>(descriptor: EmbedDescriptor<Id>): EmbedDescriptor<Id> {
  return descriptor;
}
