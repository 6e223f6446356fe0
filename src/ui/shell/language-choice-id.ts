/** The id of the privacy page's language choice: the preferences view links to it. */
export const LANGUAGE_CHOICE_ID = 'language';

/**
 * A language's name in that language ("Deutsch", "العربية"), from the browser's own Intl data: the
 * page carries one catalog only, so it cannot ask the others for their names.
 */
export function languageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
