/**
 * Every text of the shell, in English: SPEC's wording word for word (§9's banner), and the source
 * every other language file is checked against (`satisfies Messages`, so a missing text is a type
 * error). Words inside `{braces}` are placeholders the page fills (code names, links): each
 * language keeps the same ones (messages.test.ts). Translators follow src/i18n/glossary.md.
 */
import type { EmbedKind } from '../../domain/embed-facts';
import type { SpanUnit, StoredItemRole, StoredItemStay } from '../../domain/stored-item-facts';
import type { VendorPart, VendorPrivacyFact, VendorReceives } from '../../domain/vendor-privacy';
import type { PluralForms } from '../plural';

export type TextDirection = 'ltr' | 'rtl';

/**
 * A fixed span in each of the language's plural categories (CLDR's: one, two, few, many, other…; `#` is the
 * count), as data: the page picks the form with Intl.PluralRules (src/i18n/plural.ts).
 */
const SPANS: Record<SpanUnit, PluralForms> = {
  minutes: { one: '# minute', other: '# minutes' },
  days: { one: '# day', other: '# days' },
  months: { one: '# month', other: '# months' },
  years: { one: '# year', other: '# years' },
};

export const messages = {
  /** The writing direction: `<html dir>`, and the banner's mirrored layout under 'rtl'. */
  direction: 'ltr' as TextDirection,
  /** Two sentences, one after the other: a space between them in most languages, none in Japanese and Chinese. */
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    // SPEC §9: the banner's wording is a contract, word for word.
    title: 'We Use Cookies',
    /** SPEC §9's body, around its link to the privacy policy. */
    body: {
      beforeLink:
        'Cookies help us improve our website, and allow us to view and retain your interactions with it. By continuing, you agree to our use of cookies. Our ',
      link: 'privacy policy',
      afterLink: ' explains more.',
    },
    /**
     * Opt-in mode's body (issue 33 §1), in place of SPEC's: it asks, and says that nothing optional runs until the
     * visitor chooses (continuing to browse is not consent, EDPB 05/2020). Its buttons say what they do: the
     * preferences view's "Accept all" and "Reject all" (the same choices, so the same words), then `choose`.
     */
    askingBody: {
      beforeLink:
        'May we use optional cookies? They help us improve our website and understand how it is used. Nothing optional runs until you choose, and you can change your choice at any time. Our ',
      link: 'privacy policy',
      afterLink: ' explains more.',
    },
    /** SPEC §9's button: notice mode only. */
    accept: 'I Understand',
    /** Opt-in mode only: opens the preferences view. */
    choose: 'Choose cookies',
    /** Said by the polite live region when the banner appears. */
    announcement: 'We Use Cookies: a cookie notice at the bottom of the page.',
  },
  preferences: {
    title: 'Cookie settings',
    intro: 'Choose what this site may use. You can change it at any time from the privacy page.',
    save: 'Save',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    cancel: 'Cancel',
    gpcNote: 'Your browser sends Global Privacy Control, so this stays off.',
    usedBy: (services: string) => `Used by: ${services}.`,
    /** How one service that serves this purpose beside its own is named: "<service> (session replay)". */
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'No service of this kind runs on this site.',
  },
  /** Each purpose as the visitor reads it: a name for its switch, the same word inside a sentence, and what it is for. */
  purposes: {
    necessary: {
      name: 'Necessary',
      inSentence: 'necessary',
      description: 'Remembering this choice, and error reports that keep the site working. Always on.',
    },
    analytics: {
      name: 'Analytics',
      inSentence: 'analytics',
      description: 'The pages you view and what you click, to understand how the site is used.',
    },
    marketing: {
      name: 'Advertising',
      inSentence: 'advertising',
      description: 'The same events, shared with an advertising network to measure its ads.',
    },
    experience: {
      name: 'Session recording',
      inSentence: 'session recording',
      description: 'Heatmaps and session recordings, to see where the site gets in your way.',
    },
  },
  /** Opt-out mode (US state laws, issue 33 §2): the footer link, its choice view and its one switch. */
  privacyChoices: {
    /** The footer link beside the official toggle icon, and the choice view's title: California's wording (CCPA regulations §7015). */
    link: 'Your Privacy Choices',
    intro:
      'This site shares some of your activity with advertising networks. Switch this off to opt out of the sale and sharing of your personal information and of targeted advertising.',
    /** The one switch: on, the site may sell or share personal information and use it for targeted advertising (the `marketing` purpose). */
    sale: 'Sale, sharing and targeted advertising',
    /** Shown beside the switch, locked off, when the browser sends Global Privacy Control: the wording California's regulations suggest. */
    gpcHonored: 'Opt-Out Preference Signal Honored',
  },
  language: {
    /** The label of the language choice (privacy page, and the preferences view's link to it). */
    label: 'Language',
    change: 'Change',
    /** The preferences view's link to the choice: the label and the current language, in this language's punctuation. */
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Privacy policy',
    placeholderLead: 'Placeholder.',
    placeholder:
      'Replace this page with your own policy. It lists what this application shell can store and which services it can use, depending on how it is configured.',
    storedHeading: 'What we store on your device',
    storedFlag:
      '{cookieAccepted} in your browser’s local storage: {true} when you accept cookies (all of them with “{accept}”, or those you choose), {false} when you refuse them all, so the banner stays hidden on later visits.',
    storedDetail:
      '{cookieConsent} beside it: which purposes you allowed, the version of this policy you answered, when, and your consent id (a random number that finds your records on our server).',
    /** Opt-in mode only. */
    askAgain: (months: number) =>
      `We ask again when this policy changes, or after ${months === 12 ? 'a year' : months === 1 ? 'a month' : `${months} months`}.`,
    clearing: 'Clearing your browser data removes both.',
    storedLanguage:
      '{cookieLanguage}, a cookie, only when you choose a language on this page: the language you chose, so our server answers in it.',
    storedLedger:
      '{cookieConsentOutbox} and {cookieConsentReceipt}: each choice you make is also sent to our own server as proof of your consent. A choice waits in the first until the server has it, and the second keeps when it recorded your latest one.',
    storedUnsent:
      '{unsentCalls}, only when you leave a page before a service has started: the page views and events you allowed that had not reached it yet. They are sent on your next visit and removed, and nothing older than a week is kept.',
    /** The table of every cookie and storage key (issue 25); each row's purpose and lifetime are phrased from `storedItems`. */
    storedTable: {
      caption: 'Every cookie and storage key this site and its services may set, and what for',
      name: 'Name',
      service: 'Service',
      purpose: 'Purpose',
      lifetime: 'Lifetime',
      thisSite: 'This site',
      /** A row's name and what kind of storage it is in; `{name}` is the key, left to right in every language. */
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'local storage', sessionStorage: 'session storage' },
    },
    storedByServices: 'The analytics, heatmap, advertising and error-monitoring services below may set their own cookies.',
    /** Each service's line: its kind, its name and its purpose, in this language's punctuation, then what it receives. */
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Services we use',
    noServices: 'This site sends nothing to any analytics, advertising, heatmap or error-monitoring service.',
    serviceKinds: {
      analytics: 'Product analytics',
      pixel: 'Advertising pixel',
      heatmap: 'Heatmaps',
      errors: 'Error monitoring and session replay',
    },
    errorsOptIn:
      'Error reports are sent whatever you choose, because keeping the site working is our legitimate interest; sessions are recorded only if you allow session recording, and recording stops if you withdraw.',
    errorsNotice:
      'Error reports are part of running the site and are sent from your first page; sessions are recorded unless you turn session recording off.',
    loadingOptIn:
      'No analytics, advertising or heatmap service is loaded, and nothing is sent to it, until you allow its purpose; what you refuse stays off.',
    loadingNotice:
      'These services run from your first page; the cookie banner tells you so. You can turn any purpose off in Cookie settings.',
    gpcOn: 'Your browser sends Global Privacy Control, so the advertising pixel is never loaded and receives nothing.',
    gpcOff: 'If your browser sends Global Privacy Control, the advertising pixel is never loaded and receives nothing.',
    settingsHeading: 'Cookie settings',
    noChoiceNotice: 'You have not made a choice about cookies yet; the services above run until you turn them off.',
    noChoiceOptIn: 'You have not made a choice about cookies yet.',
    accepted: 'You have accepted cookies.',
    declined: 'You have declined cookies.',
    /** `granted` and `refused` are purpose names in a sentence, already joined as a list in this language. */
    partial: (granted: string, refused: string) => `You have accepted cookies for ${granted}, and declined them for ${refused}.`,
    settingsButton: 'Cookie settings',
    choicesHeading: 'Your choices',
    choices:
      'You can clear this site’s data in your browser at any time, and block these services with your browser’s or an extension’s settings; the site keeps working without them.',
  },
  consentRecord: {
    consentId: 'Your consent id is {consentId}.',
    recordedOn: 'Your current choice was recorded on our server on {time}.',
    pending: 'Your current choice is waiting to be recorded on our server; your browser sends it again until it is.',
    unrecorded: 'Your browser holds no receipt from our server for your current choice.',
    history: 'Every choice recorded under this id, as JSON: {link}.',
  },
  /** What each stored item is for and how long it stays, for the privacy page's table (src/domain/stored-item-facts.ts). */
  storedItems: {
    roles: {
      'consent-flag': 'Whether you accepted or refused cookies, so the banner stays hidden on later visits.',
      'consent-detail': 'Which purposes you allowed, the policy version you answered, when, and your consent id.',
      'scroll-positions': 'Where you had scrolled on each page, so going back (or a reload) returns you there.',
      'language-choice': 'The language you chose on the privacy page, so our server answers in it (only once you choose one).',
      'unsent-calls': 'Page views and events you allowed that had not reached a service when you left the page, sent on your next visit.',
      'consent-outbox': 'Records of your choices that our server has not yet confirmed receiving.',
      'consent-receipt': 'The receipt our server gave for your latest choice.',
      'visitor-id': 'A random id that tells visitors apart.',
      'visitor-id-and-settings': 'A random id that tells visitors apart, and the service’s settings.',
      'visitor-id-for-ads': 'Tells visitors apart, to measure advertising.',
      'referring-site': 'The site you came from, to credit the advertising that brought you here.',
      'own-keys-index': 'A list of the items the service wrote on this device.',
      'visitor-id-and-session': 'An anonymous id that tells visitors apart, and the current visit.',
      'visitor-and-user-ids': 'An anonymous id that tells visitors apart (and a user id, if set).',
      'visitor-id-and-event-properties': 'Your id with the service, and the properties sent with each event.',
      'current-visit': 'The current visit: which pages and events belong to it.',
      'arrival-source': 'How you first came to the site: the site, search engine or campaign that sent you.',
      'visit-end': 'When the current visit ends.',
      'visitor-id-end': 'When the visitor id ends.',
      'visit-recording': 'Joins the pages of one visit into a session recording.',
      'returning-visitor': 'Whether you have visited the site before.',
      'tab-recording': 'Whether this tab is being recorded, and the recording session it belongs to.',
      'working-data': 'The service’s working data: the top domain, sampling, a storage test, user attributes.',
      'tab-id': 'Tells this tab apart from others open on the site.',
      'open-tabs': 'The tabs open on the site right now.',
      'tracking-allowed': 'Whether the service may track.',
      'cookies-allowed': 'Whether the service may set cookies.',
      'retry-queue': 'Events waiting to be sent again after a failed request.',
      'chat-conversation': 'Keeps your chat conversation across pages and visits.',
    } satisfies Record<StoredItemRole, string>,
    /** `{network}` is the ad network's own name (Google, Meta): never translated. */
    /** A row's purpose: what the item is for, then the purpose whose consent it follows. */
    withPurpose: '{role} ({purpose})',
    adClick: 'Keeps the {network} ad click that brought you here.',
    stays: {
      'tab-session': 'this tab’s session',
      'at-most-session': 'up to the session',
      'until-removed': 'until removed',
      'until-cleared': 'until you clear this site’s data',
      'until-sent': 'until sent',
      'until-sent-at-most-a-week': 'until sent, at most a week',
      'until-confirmed': 'until the server confirms them',
      'until-next-choice': 'until your next choice',
    } satisfies Record<StoredItemStay, string>,
    spans: SPANS,
  },
  /**
   * What each vendor receives, as the privacy page says it after its name (src/domain/vendor-privacy.ts):
   * the `receives` phrase, then each fact's phrase as written (each begins with its own punctuation), then `end`.
   */
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'the pages you view and named events',
      'page-views': 'only the pages you view',
      'same-named-events': 'the same named events',
      'named-events-and-conversions': 'named events and conversions',
      'page-views-and-counted-conversions': 'the pages you view and the conversions named events count',
      'scrolls-and-clicks': 'how pages are scrolled and clicked',
      'session-recordings': 'a recording of what you see and do on the pages',
      'errors-and-traces': 'errors and performance traces',
      errors: 'errors',
      'nothing-leaves-the-page': 'nothing: calls are recorded in this page only',
      'chat-messages': 'what you write in the chat, with your IP address, your browser’s details and the page you are on',
    } satisfies Record<VendorReceives, string>,
    facts: {
      'each-with-its-page': ', each with the page it happened on',
      'without-cookies': ', without cookies',
      'sampled-session-recordings': ', and a recording of a sample of sessions (one in ten, and every session in which an error happens)',
      'loaded-after-page-load': ', loaded after the page has finished loading',
      'clicks-and-form-use': ', and your clicks and form use on each page',
      'through-site-address': ', sent through this site’s own address',
      'measures-advertising': ', to measure advertising',
      'measures-and-targets-advertising': ', to measure and target advertising',
    } satisfies Record<Extract<VendorPrivacyFact, string>, string>,
    /** `{network}` is the network's own name (TikTok, LinkedIn): never translated. */
    measuresAdvertisingOn: ', to measure advertising on {network}',
    advertisingStorageOf: '; {network}’s advertising storage only if you accept marketing',
    end: '.',
    /** A part of a vendor that serves a purpose beside its own (a descriptor's `otherPurposes`). */
    parts: {
      'advertising-storage': 'advertising storage',
      'session-replay': 'session replay',
      'google-tag-measurement-storage': 'measurement storage in Google’s tag',
    } satisfies Record<VendorPart, string>,
  },
  /**
   * Embedded content (`<Embed>`, issue 34 §1): the placeholder a frame shows until its purpose is allowed.
   * `service` is the service's own name (YouTube, Google Maps), never translated; `purpose` is `purposes.*.inSentence`.
   */
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Map',
      post: 'Post',
      audio: 'Audio player',
      booking: 'Booking calendar',
      page: 'Embedded page',
    } satisfies Record<Exclude<EmbedKind, 'form'>, string>,
    receives: (service: string) =>
      `Loading it sends ${service} your IP address, your browser’s details and the address of this page, and lets it store cookies.`,
    policyLink: (service: string) => `${service}’s privacy policy`,
    loadOnce: 'Load once',
    /** The button's accessible name: what it loads. */
    loadOnceLabel: (title: string) => `Load once: ${title}`,
    alwaysAllow: (purpose: string) => `Always allow ${purpose}`,
    /** In place of "Always allow" for an advertising embed while Global Privacy Control is on. */
    gpcNote: 'Your browser asks sites not to share your data for advertising, so this loads only when you ask.',
    /** The privacy page's line for each embed service the site uses. */
    privacyLine: (service: string, purpose: string) =>
      `${service}, content embedded in some pages, for ${purpose}: only once you load it, it receives your IP address and the address of the page, and may store its own cookies.`,
    /** The kind of a form's frame (HubSpot's), beside `kinds`. */
    formKind: 'Form',
  },
  /**
   * The chat launcher and the privacy page's chat section (issue 34 §2, docs/decisions/0003-chat-on-request.md).
   * `service` is the chat vendor's own name (Intercom, Crisp), never translated.
   */
  chat: {
    launcher: 'Chat with us',
    /** The launcher's accessible description, also shown beside it: what opening it loads. */
    opens: (service: string) => `Opens ${service}’s chat, which stores cookies to keep your conversation.`,
    /** The privacy page's kind of service, and in place of a purpose: when it runs (necessary, on request). */
    kind: 'Customer chat',
    onRequest: 'only once you open the chat',
    privacyHeading: 'Loaded only when you open the chat',
    privacyLead:
      'Nothing is loaded from these services until you open the chat. Opening it is your own request, so it is not one of the purposes you choose for cookies.',
  },
  shell: {
    skipLink: 'Skip to content',
    mainNav: 'Main',
    privacyLink: 'Privacy policy',
    errorTitle: 'Something went wrong',
    errorBody: 'This part of the page failed to load. The problem has been reported.',
    tryAgain: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no page at this address.',
    home: 'Go to the home page',
  },
};

/** The shape every language file satisfies: the same keys, each a string or the same function. */
export type Messages = typeof messages;
