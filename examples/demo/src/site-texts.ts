import type { SiteTexts } from 'shellkit';

/**
 * The site's own wording, per language, in place of the shell's (shellkit's src/i18n/messages/): any text, by
 * the same key, without editing the shell's files. Empty: the shell's words everywhere. For example
 *
 *   export const SITE_TEXTS: SiteTexts = { de: { banner: { accept: 'Einverstanden' } } };
 *
 * Keep the same facts and an equally plain "Reject all": the ledger records a hash of what is shown.
 */
export const SITE_TEXTS: SiteTexts = {};
