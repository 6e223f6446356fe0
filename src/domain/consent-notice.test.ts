import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../platform/sha256';
import { messages as en } from '../i18n/messages/en';
import { messages as de } from '../i18n/messages/de';
import { noticeText } from './consent-notice';

const { accept: BANNER_ACCEPT_LABEL, decline: BANNER_DECLINE_LABEL } = en.banner;
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

  it("is the banner's words in its mode: notice mode shows one button, opt-in mode three", () => {
    expect(noticeText(en, 'banner', 'notice', false)).toContain(BANNER_ACCEPT_LABEL);
    expect(noticeText(en, 'banner', 'notice', false)).not.toContain(BANNER_DECLINE_LABEL);
    expect(noticeText(en, 'banner', 'opt-in', false)).toContain(BANNER_DECLINE_LABEL);
    expect(noticeText(en, 'banner', 'opt-in', false)).toContain(
      'Cookies help us improve our website, and allow us to view and retain your interactions with it. By continuing, you agree to our use of cookies. Our privacy policy explains more.',
    );
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
      `${de.banner.body.beforeLink}${de.banner.body.link}${de.banner.body.afterLink}`,
      'Verstanden',
      'Ablehnen',
      'Cookies auswählen',
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
