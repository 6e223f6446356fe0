import type { ConsentMode } from './consent';
import { PURPOSES, type Purpose } from './purpose';

/**
 * The words a visitor reads before deciding, in one place: the banner and the preferences view
 * render them, and the consent ledger records a hash of them (`noticeText`), so a record shows
 * which wording the visitor answered and the hash changes whenever the wording does.
 */

// SPEC §9: the banner's wording is a contract, word for word.
export const BANNER_TITLE = 'We Use Cookies';
/** SPEC §4's body, around its link to the privacy policy. */
export const BANNER_BODY = {
  beforeLink:
    'Cookies help us improve our website, and allow us to view and retain your interactions with it. By continuing, you agree to our use of cookies. Our ',
  link: 'privacy policy',
  afterLink: ' explains more.',
} as const;
export const BANNER_ACCEPT_LABEL = 'I Understand';
/** Opt-in mode only: refusing must be as easy as accepting, so it is the same kind of button, as large and as bold. */
export const BANNER_DECLINE_LABEL = 'Decline';
/** Opt-in mode only: opens the preferences view, to choose purpose by purpose. */
export const BANNER_CHOOSE_LABEL = 'Choose cookies';

export const PREFERENCES_TITLE = 'Cookie settings';
export const PREFERENCES_INTRO = 'Choose what this site may use. You can change it at any time from the privacy page.';
export const SAVE_LABEL = 'Save';
export const ACCEPT_ALL_LABEL = 'Accept all';
export const REJECT_ALL_LABEL = 'Reject all';
export const CANCEL_LABEL = 'Cancel';
export const GPC_NOTE = 'Your browser sends Global Privacy Control, so this stays off.';

/** Each purpose as the visitor reads it: a name for its switch and what it is for. */
export const PURPOSE_TEXTS: Readonly<Record<Purpose, { readonly name: string; readonly description: string }>> = {
  necessary: {
    name: 'Necessary',
    description: 'Remembering this choice, and error reports that keep the site working. Always on.',
  },
  analytics: {
    name: 'Analytics',
    description: 'The pages you view and what you click, to understand how the site is used.',
  },
  marketing: {
    name: 'Advertising',
    description: 'The same events, shared with an advertising network to measure its ads.',
  },
  experience: {
    name: 'Experience',
    description: 'Heatmaps and session recordings, to see where the site gets in your way.',
  },
};

/** Where the visitor decided: the banner's buttons, or the preferences view (from the banner or Cookie settings). */
export type NoticeView = 'banner' | 'preferences';

/**
 * The notice as the visitor saw it when deciding, as plain text, one line per element. The services
 * each purpose covers are not in it: they change with the config, and a change of vendors raises
 * the policy revision, which the record carries beside this text's hash.
 */
export function noticeText(view: NoticeView, mode: ConsentMode, globalPrivacyControl: boolean): string {
  if (view === 'banner') return bannerNoticeText(mode);
  const purposes = PURPOSES.flatMap((purpose) => {
    const { name, description } = PURPOSE_TEXTS[purpose];
    return [name, purpose === 'marketing' && globalPrivacyControl ? `${description} ${GPC_NOTE}` : description];
  });
  return [PREFERENCES_TITLE, PREFERENCES_INTRO, ...purposes, SAVE_LABEL, ACCEPT_ALL_LABEL, REJECT_ALL_LABEL, CANCEL_LABEL].join('\n');
}

/** The banner's notice alone (noticeText's 'banner'): the boot script records a decision tapped there without the preferences' words. */
export function bannerNoticeText(mode: ConsentMode): string {
  const buttons = mode === 'opt-in' ? [BANNER_ACCEPT_LABEL, BANNER_DECLINE_LABEL, BANNER_CHOOSE_LABEL] : [BANNER_ACCEPT_LABEL];
  return [BANNER_TITLE, `${BANNER_BODY.beforeLink}${BANNER_BODY.link}${BANNER_BODY.afterLink}`, ...buttons].join('\n');
}
