import { NOTICE_PART_ATTRIBUTE } from '../domain/page-document';

/**
 * The banner's notice as the page shows it, read back from the prerendered banner: its parts' words
 * one per line, as bannerNoticeText writes them from the catalog, and the page's language. The boot
 * script carries no catalog (the page is painted in one language, and the words are in it already).
 */
export function noticeInPage(doc: Document): { readonly language: string; readonly text: string } {
  const parts = [...doc.querySelectorAll(`[${NOTICE_PART_ATTRIBUTE}]`)].map((element) => element.textContent);
  return { language: doc.documentElement.lang || 'en', text: parts.join('\n') };
}
