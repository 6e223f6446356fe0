import type { SiteTexts } from 'shellkit';

/**
 * The test product's own wording in place of the shell's (the shape of a product's src/site-texts.ts). Empty: the
 * shell's tests assert SPEC's words, word for word, in every language.
 */
export const SITE_TEXTS: SiteTexts = {};
