import { describe, expect, it } from 'vitest';
import { vendorContributions } from '../composition/vendor-contributions';
import { messages as de } from './messages/de';
import { messages as en } from './messages/en';
import { messages as ja } from './messages/ja';
import { vendorPrivacySentence } from './vendor-privacy-words';

const sentenceOf = (id: string, messages = en) => {
  const vendor = vendorContributions().all.find((candidate) => candidate.id === id);
  if (!vendor) throw new Error(`no vendor ${id}`);
  return vendorPrivacySentence(vendor.privacy, messages);
};

describe("a vendor's privacy sentence, phrased from its descriptor's facts", () => {
  // The sentences each descriptor held as English text before it stated facts: every fact is still said.
  it.each([
    ['clarity', 'how pages are scrolled and clicked, loaded after the page has finished loading.'],
    [
      'google-analytics',
      'the pages you view and named events, each with the page it happened on; Google’s advertising storage only if you accept marketing.',
    ],
    ['hotjar', 'how pages are scrolled and clicked, loaded after the page has finished loading.'],
    ['meta-pixel', 'the same named events, to measure advertising.'],
    ['plausible', 'the pages you view and named events, without cookies.'],
    ['posthog', 'the pages you view and named events, each with the page it happened on.'],
    ['segment', 'the pages you view and named events, each with the page it happened on.'],
    [
      'sentry',
      'errors and performance traces, and a recording of a sample of sessions (one in ten, and every session in which an error happens), sent through this site’s own address.',
    ],
    ['memory', 'nothing: calls are recorded in this page only.'],
    ['google-ads', 'named events and conversions, to measure and target advertising.'],
    ['tiktok-pixel', 'the same named events, to measure advertising on TikTok.'],
    ['linkedin-insight', 'the pages you view and the conversions named events count, to measure advertising on LinkedIn.'],
    ['microsoft-uet', 'the same named events, to measure advertising on Microsoft Bing.'],
    ['mixpanel', 'the pages you view and named events, each with the page it happened on.'],
  ])('%s, in English: %s', (id, sentence) => {
    expect(sentenceOf(id)).toBe(sentence);
  });

  it('names the ad network as it calls itself, in every language', () => {
    expect(sentenceOf('tiktok-pixel', de)).toBe('dieselben benannten Ereignisse, um Werbung auf TikTok zu messen.');
    expect(sentenceOf('google-analytics', ja)).toBe(
      'ご覧になったページと名前付きイベント（それぞれ発生したページ付き）。Googleの広告ストレージは、広告を受け入れた場合のみ。',
    );
  });
});
