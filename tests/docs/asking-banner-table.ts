import { bannerBody, bannerButtons } from '../../src/domain/consent-notice';
import { loadCatalog, SHIPPED_LANGUAGES } from '../../src/i18n/catalogs';
import { languageName } from '../../src/i18n/language-names';

/**
 * A literal translation back into English of each language's banner that asks (issue 33 §1): its body, then its three
 * buttons. Written by whoever writes or changes the words, word for word rather than smooth, so a reviewer who does not
 * read the language can see what it says, and how it differs from the English ("cookie files", "all accept").
 */
const BACK_TRANSLATIONS: Readonly<Record<string, { readonly body: string; readonly buttons: string }>> = {
  ar: {
    body: 'Do you allow us to use the optional cookie files? For they help us improve our site and understand how it is used. Nothing optional works before you choose, and you can change your choice at any time. The privacy policy of ours explains more.',
    buttons: 'Acceptance of all / Rejection of all / Choosing cookie files',
  },
  bg: {
    body: 'May we use non-mandatory cookies ("biscuits")? They help us improve our website and understand how it is used. Nothing non-mandatory runs until you choose, and your choice you can change at any time. More is explained by our privacy policy.',
    buttons: 'Acceptance of all / Refusal of all / Choice of cookies',
  },
  cs: {
    body: 'May we use optional cookie files? They help us improve our web pages and understand how they are used. Until you decide, nothing optional starts and your choice you can change at any time. More is explained by our personal data protection principles.',
    buttons: 'Accept all / Reject all / Choose cookie files',
  },
  da: {
    body: 'May we use optional cookies? They help us improve our website and understand how it is used. Nothing optional runs before you have chosen, and you can at any time change your choice. Our privacy policy explains more.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  de: {
    body: 'May we use optional cookies? They help us improve our website and understand how it is used. Until you decide, nothing optional is active, and you can change your selection at any time. More on this is explained by our privacy statement.',
    buttons: 'All accept / All reject / Cookies select',
  },
  el: {
    body: 'Can we use optional cookies? They help us improve our website and understand how it is used. Nothing optional works before you choose, and you can change your choice at any moment. The privacy policy of ours explains more.',
    buttons: 'Acceptance of all / Rejection of all / Choice of cookies',
  },
  en: {
    body: '(the source)',
    buttons: '(the source)',
  },
  es: {
    body: 'Can we use optional cookies? They help us improve our website and understand how it is used. Nothing optional is activated until you choose, and (you) can change your choice at any moment. Our privacy policy offers more information.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  et: {
    body: 'May we use optional cookies? They help us improve our website and understand how it is used. Before your choice nothing optional starts, and you can change your choice at any time. This is explained in more detail by our privacy policy.',
    buttons: 'Agree with all / Refuse all / Choose cookies',
  },
  fi: {
    body: 'May we use optional cookies? They help us improve our website and understand how it is used. Nothing optional is taken into use before you make your choice, and you can change your choice at any time. Our privacy statement tells more.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  fr: {
    body: 'Can we use optional cookies? They help us improve our website and understand how it is used. Nothing optional is activated before your choice, which you can change at any time. Our privacy policy tells you more about it.',
    buttons: 'All accept / All refuse / Choose the cookies',
  },
  ga: {
    body: 'Can we use optional cookies? They help us improve our website and understand how it is used. Nothing optional runs until you choose, and you can change your choice any time. Our privacy policy explains more.',
    buttons: 'Accept them all / Refuse them all / Choose cookies',
  },
  he: {
    body: 'Can we use optional cookies? They help us improve our site and understand how it is used. Nothing optional works until you (plural) choose, and it is possible to change the choice at any time. Our privacy policy explains more.',
    buttons: 'Acceptance of all / Rejection of all / Choosing cookies',
  },
  hi: {
    body: 'Can we use optional cookies? They help us make our website better and understand how it is used. Until you choose, nothing optional runs, and you can change your choice at any time. Our privacy policy gives more information.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  hr: {
    body: 'May we use non-mandatory cookies? They help us improve our website and understand how it is used. Until you choose, nothing non-mandatory starts, and your choice you can change at any moment. More is explained by our privacy policy.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  hu: {
    body: 'Can we use non-mandatory cookies? They help develop our website, and understand how it is used. Until you (formal) decide, not a single non-mandatory cookie works, and you can change your choice at any time. Our privacy notice explains it in more detail.',
    buttons: 'Acceptance of all / Rejection of all / Selection of cookies',
  },
  id: {
    body: 'May we use optional cookies? These cookies help us improve our website and understand how this site is used. No optional cookie runs before you choose, and you can change your choice at any time. Our privacy policy explains further.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  is: {
    body: 'May we use optional cookies? They help us improve our website and understand how it is used. Nothing optional starts until you have chosen and you can change your choice whenever. Our privacy policy explains this in more detail.',
    buttons: 'Accept all / Refuse all / Choose cookies',
  },
  it: {
    body: 'Can we use optional cookies? They help us improve our website and understand how it is used. No optional cookie is activated until You (formal) choose, and (You) can change Your choice at any moment. Our privacy notice provides more information.',
    buttons: 'Accept all / Refuse all / Select the cookies',
  },
  ja: {
    body: 'Is it all right to use optional cookies? Optional cookies help improve this site and grasp how it is used. Until you choose, optional cookies are not used at all. The choice can be changed at any time. For details, please see our privacy policy.',
    buttons: 'Accept all / Reject all / Select cookies',
  },
  ko: {
    body: 'May (we) use optional cookies? Optional cookies help improve our website and understand how the website is used. Before you choose, optional cookies do not work at all, and you can change the choice at any time. Our privacy policy explains in detail.',
    buttons: 'Accept all / Reject all / Cookie selection',
  },
  lt: {
    body: 'Can we use optional cookies? They help us improve our website and understand how it is used. Until you choose, no optional cookie will work, and your choice you can change at any time. Our privacy policy explains more.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  lv: {
    body: 'May we use optional cookies? They help us improve our website and understand how it is used. Until your choice no optional cookie is used, and your choice you can change at any time. Our privacy policy gives more information.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  mt: {
    body: 'Can we use non-essential cookies? They help us improve our website and understand how it is used. Nothing non-essential works before you choose, and you can change your choice whenever you want. Our privacy policy explains more.',
    buttons: 'Accept everything / Refuse everything / Choose the cookies',
  },
  nb: {
    body: 'Can we use optional cookies ("information capsules")? They help us improve our website and understand how it is used. Nothing optional runs before you have chosen, and you can change your choice whenever. Our privacy statement explains more.',
    buttons: 'Accept all / Decline all / Choose cookies',
  },
  nl: {
    body: 'May we use optional cookies? They help us improve our website and understand how it is used. Nothing optional becomes active before you choose, and you can always change your choice. Our privacy policy explains more.',
    buttons: 'Everything accept / Everything refuse / Choose cookies',
  },
  pl: {
    body: 'Can we use optional cookie files? They help us improve our website and understand how it is used. Until you make a choice, nothing optional is started, and your choice you can change at any moment. More is explained by our privacy policy.',
    buttons: 'Accept all / Reject all / Choose cookie files',
  },
  'pt-BR': {
    body: 'Can we use optional cookies? They help us improve our site and understand how it is used. Nothing optional is activated until you choose, and you can change your choice at any moment. Our privacy policy explains more.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  'pt-PT': {
    body: 'Can we use optional cookies? (They) help us improve our site and understand how it is used. Nothing optional is activated until (you) choose, and (you) can change your choice at any moment. Our privacy policy provides more information.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  ro: {
    body: 'Can we use optional cookies? They help us improve our site and understand how it is used. Nothing optional is activated until you (formal) choose, and the choice you can change at any time. More details you find in the privacy policy.',
    buttons: 'Accept all / Reject all / Choose the cookies',
  },
  sk: {
    body: 'May we use optional cookie files? They help us improve our website and understand how it is used. Until you decide, nothing optional starts and your choice you can change at any time. More is explained by our personal data protection principles.',
    buttons: 'Accept all / Reject all / Choose cookie files',
  },
  sl: {
    body: 'May we use non-mandatory cookies? They help us improve our website and understand how it is used. Until you choose, nothing non-mandatory runs, and your choice you can change at any time. More is explained by our privacy policy.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  sv: {
    body: 'May we use optional cookies? They help us improve our website and understand how it is used. Nothing optional runs until you have made your choice, and you can change your choice whenever. Our privacy policy explains more.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  tr: {
    body: 'Can we use optional cookies? These cookies help us improve our website and understand how it is used. Until you make a choice nothing optional works and you can change your choice whenever you want. Our privacy policy explains more.',
    buttons: 'Accept all / Reject all / Choose cookies',
  },
  uk: {
    body: 'Can we use non-mandatory cookie files? They help us improve our website and understand how it is used. Until you make a choice, nothing non-mandatory works, and your choice you can change at any time. Our privacy policy explains in more detail.',
    buttons: 'Accept all / Reject all / Choose cookie files',
  },
  'zh-Hans': {
    body: 'May we use optional cookies? They help us improve the website, and understand how the website is used. Before you make a choice, no optional cookie is enabled; you can change the choice at any time. Our privacy policy has more explanation.',
    buttons: 'All accept / All reject / Choose cookies',
  },
  'zh-Hant': {
    body: 'May we use optional cookies? They help us improve the website, and understand how the website is used. Before you make a choice, no optional cookie is enabled; you can change the choice at any time. Our privacy policy has more explanation.',
    buttons: 'All accept / All reject / Choose cookies',
  },
};

/** docs/i18n.md's review table of the banner that asks: each shipped language's words, from its catalog, and their back-translation. */
export async function askingBannerTable(): Promise<string> {
  // The shell's own words, as its catalogs ship them (a site's own texts are its own to review).
  const languages = await Promise.all(SHIPPED_LANGUAGES.map(loadCatalog));
  const rows = languages.map(({ code, messages }) => {
    const back = BACK_TRANSLATIONS[code];
    if (!back) throw new Error(`${code}: write its back-translation in tests/docs/asking-banner-table.ts`);
    const { beforeLink, link, afterLink } = bannerBody(messages, 'opt-in');
    const cell = (text: string) => text.replace(/\s+/g, ' ').trim();
    return `| \`${code}\` ${languageName(code)} | ${cell(`${beforeLink}${link}${afterLink}`)}<br>**${bannerButtons(messages, 'opt-in').join(' / ')}** | ${back.body}<br>**${back.buttons}** |`;
  });
  return ['| Language | The banner that asks: body, then its buttons | Back-translation, word for word |', '|---|---|---|', ...rows].join(
    '\n',
  );
}
