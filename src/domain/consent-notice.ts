import type { ConsentMode } from './consent';
import { PURPOSES, type Purpose } from './purpose';

/** A banner body, around its link to the privacy policy. */
export interface BodyWords {
  readonly beforeLink: string;
  readonly link: string;
  readonly afterLink: string;
}

/**
 * The words a visitor reads before deciding, as the consent ledger needs them: the banner and the
 * preferences view render them from the visitor's language's catalog (src/i18n/messages/), and the
 * ledger records a hash of them (`noticeText`), so a record shows which wording, in which language,
 * the visitor answered, and the hash changes whenever the wording does.
 */
export interface NoticeWords {
  readonly banner: {
    readonly title: string;
    /** SPEC §9's body, around its link to the privacy policy: notice mode's. */
    readonly body: BodyWords;
    /** Opt-in mode's body, which asks (issue 33 §1). */
    readonly askingBody: BodyWords;
    /** SPEC §9's "I Understand": notice mode's one button. */
    readonly accept: string;
    readonly choose: string;
  };
  readonly preferences: {
    readonly title: string;
    readonly intro: string;
    readonly save: string;
    readonly acceptAll: string;
    readonly rejectAll: string;
    readonly cancel: string;
    readonly gpcNote: string;
  };
  readonly purposes: { readonly [P in Purpose]: { readonly name: string; readonly description: string } };
  /** Opt-out mode's "Your Privacy Choices" view (issue 33 §2). */
  readonly privacyChoices: { readonly link: string; readonly intro: string; readonly sale: string; readonly gpcHonored: string };
}

/** Where the visitor decided: the banner's buttons, the preferences view (from the banner or Cookie settings), or opt-out mode's "Your Privacy Choices". */
export type NoticeView = 'banner' | 'preferences' | 'privacy-choices';

/**
 * A notice whose words are not the catalog's views: an embed's placeholder (issue 34 §1), which names its embed, its
 * service and its purpose. Its text is the placeholder's words as shown, one line per element, and a record of its
 * "Always allow" hashes that text, not the preferences view's.
 */
export interface ShownNotice {
  readonly text: string;
}

/** Where a decision was made: one of the shell's views, or a notice that carries its own words. */
export type DecidedIn = NoticeView | ShownNotice;

/**
 * The notice as the visitor saw it when deciding, as plain text, one line per element. The services
 * each purpose covers are not in it: they change with the config, and a change of vendors raises
 * the policy revision, which the record carries beside this text's hash.
 */
export function noticeText(words: NoticeWords, view: NoticeView, mode: ConsentMode, globalPrivacyControl: boolean): string {
  if (view === 'banner') return bannerNoticeText(words, mode);
  const { preferences } = words;
  if (view === 'privacy-choices') {
    const { link, intro, sale, gpcHonored } = words.privacyChoices;
    return [link, intro, sale, ...(globalPrivacyControl ? [gpcHonored] : []), preferences.save, preferences.cancel].join('\n');
  }
  const purposes = PURPOSES.flatMap((purpose) => {
    const { name, description } = words.purposes[purpose];
    return [name, purpose === 'marketing' && globalPrivacyControl ? `${description} ${preferences.gpcNote}` : description];
  });
  return [
    preferences.title,
    preferences.intro,
    ...purposes,
    preferences.save,
    preferences.acceptAll,
    preferences.rejectAll,
    preferences.cancel,
  ].join('\n');
}

/**
 * The banner's body in a mode: SPEC §9's notice, or in opt-in the body that asks (issue 33 §1), since continuing to
 * browse is not consent and SPEC's "By continuing, you agree" would tell the visitor the opposite of what happens.
 */
export function bannerBody(words: NoticeWords, mode: ConsentMode): BodyWords {
  return mode === 'opt-in' ? words.banner.askingBody : words.banner.body;
}

/**
 * The banner's buttons in the order it shows them, which is their order of focus: "I Understand" alone in notice
 * mode (SPEC §9); in opt-in, the preferences view's "Accept all" and "Reject all" (the same choices, so the same
 * words), then "Choose cookies", each saying what it does.
 */
export function bannerButtons(words: NoticeWords, mode: ConsentMode): readonly string[] {
  const { banner, preferences } = words;
  return mode === 'opt-in' ? [preferences.acceptAll, preferences.rejectAll, banner.choose] : [banner.accept];
}

/** The banner's notice alone (noticeText's 'banner'): the boot script records a decision tapped there without the preferences' words. */
export function bannerNoticeText(words: NoticeWords, mode: ConsentMode): string {
  const body = bannerBody(words, mode);
  return [words.banner.title, `${body.beforeLink}${body.link}${body.afterLink}`, ...bannerButtons(words, mode)].join('\n');
}
