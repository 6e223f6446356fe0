/** The id of the privacy page's language choice: the preferences view links to it. */
export const LANGUAGE_CHOICE_ID = 'language';
