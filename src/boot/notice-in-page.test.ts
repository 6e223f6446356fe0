import { describe, expect, it } from 'vitest';
import { bannerNoticeText } from '../domain/consent-notice';
import { loadLanguage } from '../i18n/product-languages';
import { renderWithShell } from '../testing/render-with-shell';
import { noticeInPage } from './notice-in-page';

describe("the banner's notice, read back from the page by the boot script", () => {
  it.each([
    ['de', 'opt-in'],
    ['ar', 'opt-in'],
    ['en', 'notice'],
  ] as const)('%s, %s mode: the words and language the app would record (the same notice hash)', async (code, mode) => {
    await renderWithShell({ language: code, consentMode: mode });
    document.documentElement.lang = code;
    const { messages } = await loadLanguage(code);
    expect(noticeInPage(document)).toEqual({ language: code, text: bannerNoticeText(messages, mode) });
  });
});
