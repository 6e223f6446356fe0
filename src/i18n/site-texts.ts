import type { Messages } from './messages/en';

/** Any part of a catalog, down to one text: what a site replaces. */
export type TextsPatch<T> = { readonly [K in keyof T]?: T[K] extends string | ((...args: never[]) => string) ? T[K] : TextsPatch<T[K]> };

/** A site's own texts per language code (src/site-texts.ts): each replaces the shell's text at the same key. */
export type SiteTexts = Readonly<Record<string, TextsPatch<Messages>>>;

/**
 * The catalog with a site's texts in place of the shell's. The notice a consent record hashes is
 * made from the result, so a site's own banner wording is what its records prove was shown.
 */
export function withSiteTexts<T>(catalog: T, patch: TextsPatch<T> | undefined): T {
  if (patch === undefined) return catalog;
  const merged: Record<string, unknown> = { ...(catalog as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    const inner = merged[key];
    merged[key] =
      typeof value === 'object' && value !== null && typeof inner === 'object' && inner !== null ? withSiteTexts(inner, value) : value;
  }
  return merged as T;
}
