import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../platform/sha256';
import { messages as en } from '../i18n/messages/en';
import { messages as de } from '../i18n/messages/de';
import { bannerButtons, noticeText } from './consent-notice';

const SPEC_BODY =
  'Cookies help us improve our website, and allow us to view and retain your interactions with it. By continuing, you agree to our use of cookies. Our privacy policy explains more.';

const GPC_NOTE = en.preferences.gpcNote;
const PURPOSE_TEXTS = en.purposes;

describe('the notice a record names', () => {
  it('the same text hashes the same, another text differently, as SHA-256 hex', async () => {
    const banner = noticeText(en, 'banner', 'opt-in', false);
    expect(await sha256Hex(banner)).toBe(await sha256Hex(noticeText(en, 'banner', 'opt-in', false)));
    expect(await sha256Hex(banner)).not.toBe(await sha256Hex(noticeText(en, 'banner', 'notice', false)));
    expect(await sha256Hex(banner)).not.toBe(await sha256Hex(`${banner}.`));
    // The standard test vector: the hash is SHA-256, not something like it.
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it("is the banner's words in its mode: SPEC's notice with \"I Understand\" alone, or opt-in's question with three buttons that say what they do", () => {
    expect(noticeText(en, 'banner', 'notice', false).split('\n')).toEqual(['We Use Cookies', SPEC_BODY, 'I Understand']);
    expect(noticeText(en, 'banner', 'opt-in', false).split('\n')).toEqual([
      'We Use Cookies',
      'May we use optional cookies? They help us improve our website and understand how it is used. Nothing optional runs until you choose, and you can change your choice at any time. Our privacy policy explains more.',
      'Accept all',
      'Reject all',
      'Choose cookies',
    ]);
    // Issue 33 §1: continuing to browse is not consent, so the banner that asks never says it is.
    expect(noticeText(en, 'banner', 'opt-in', false)).not.toContain('By continuing');
    expect(bannerButtons(en, 'notice')).toEqual(['I Understand']);
  });

  it("is the preferences view's words, with the Global Privacy Control note when the browser sends it", () => {
    const view = noticeText(en, 'preferences', 'opt-in', false);
    for (const { name, description } of Object.values(PURPOSE_TEXTS)) expect(view).toContain(`${name}\n${description}`);
    expect(view).not.toContain(GPC_NOTE);
    expect(noticeText(en, 'preferences', 'opt-in', true)).toContain(GPC_NOTE);
  });

  it("is in the page's language: a German notice is the German words, and hashes differently from the English", async () => {
    const german = noticeText(de, 'banner', 'opt-in', false);
    expect(german.split('\n')).toEqual([
      'Wir verwenden Cookies',
      'Dürfen wir optionale Cookies verwenden? Sie helfen uns, unsere Website zu verbessern und zu verstehen, wie sie genutzt wird. Bis Sie sich entscheiden, ist nichts Optionales aktiv, und Sie können Ihre Auswahl jederzeit ändern. Mehr dazu erklärt unsere Datenschutzerklärung.',
      'Alle akzeptieren',
      'Alle ablehnen',
      'Cookies auswählen',
    ]);
    expect(noticeText(de, 'banner', 'notice', false).split('\n')).toEqual([
      'Wir verwenden Cookies',
      `${de.banner.body.beforeLink}${de.banner.body.link}${de.banner.body.afterLink}`,
      'Verstanden',
    ]);
    expect(await sha256Hex(german)).not.toBe(await sha256Hex(noticeText(en, 'banner', 'opt-in', false)));
  });
});

describe('the notice of "Your Privacy Choices" (opt-out mode, issue 33 §2)', () => {
  it('is that view’s words: its title, its intro, its one switch and its buttons; under GPC, the signal honoured too', () => {
    expect(noticeText(en, 'privacy-choices', 'opt-out', false).split('\n')).toEqual([
      'Your Privacy Choices',
      en.privacyChoices.intro,
      'Sale, sharing and targeted advertising',
      'Save',
      'Cancel',
    ]);
    expect(noticeText(en, 'privacy-choices', 'opt-out', true)).toContain('Opt-Out Preference Signal Honored');
    expect(noticeText(de, 'privacy-choices', 'opt-out', false)).toContain(de.privacyChoices.sale);
  });
});
