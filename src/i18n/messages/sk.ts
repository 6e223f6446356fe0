import type { Messages } from './en';

/**
 * Months after "po" (after) take the locative: "po mesiaci" for 1, and "po N mesiacoch" for every other
 * number, since the Slovak locative plural is the same for 2–4 and 5 and more (the 1 / 2–4 / 5+ split shows
 * only in the nominative and accusative). 12 is "po roku" (after a year).
 */
function months(count: number): string {
  if (count === 12) return 'roku';
  if (count === 1) return 'mesiaci';
  return `${count} mesiacoch`;
}

/** Slovak (polite form: vy). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Používame súbory cookie',
    body: {
      beforeLink:
        'Súbory cookie nám pomáhajú zlepšovať našu webovú lokalitu a umožňujú nám zobrazovať a uchovávať vaše interakcie s ňou. Pokračovaním súhlasíte s tým, že používame súbory cookie. Viac vysvetľujú naše ',
      link: 'zásady ochrany osobných údajov',
      afterLink: '.',
    },
    askingBody: {
      beforeLink:
        'Môžeme používať voliteľné súbory cookie? Pomáhajú nám zlepšovať našu webovú lokalitu a pochopiť, ako sa používa. Kým sa nerozhodnete, nič voliteľné sa nespustí a svoju voľbu môžete kedykoľvek zmeniť. Viac vysvetľujú naše ',
      link: 'zásady ochrany osobných údajov',
      afterLink: '.',
    },
    accept: 'Rozumiem',
    choose: 'Vybrať súbory cookie',
    announcement: 'Používame súbory cookie: oznámenie o súboroch cookie v dolnej časti stránky.',
  },
  preferences: {
    title: 'Nastavenia súborov cookie',
    intro: 'Vyberte, čo môže táto lokalita používať. Môžete to kedykoľvek zmeniť na stránke zásad ochrany osobných údajov.',
    save: 'Uložiť',
    acceptAll: 'Prijať všetky',
    rejectAll: 'Odmietnuť všetky',
    cancel: 'Zrušiť',
    gpcNote: 'Váš prehliadač odosiela signál Global Privacy Control, preto táto možnosť zostáva vypnutá.',
    usedBy: (services: string) => `Používa: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Na tejto lokalite nie je spustená žiadna služba tohto druhu.',
  },
  purposes: {
    necessary: {
      name: 'Nevyhnutné',
      inSentence: 'nevyhnutné funkcie',
      description: 'Zapamätanie tejto voľby a hlásenia o chybách, ktoré udržiavajú lokalitu funkčnú. Vždy zapnuté.',
    },
    analytics: {
      name: 'Analytika',
      inSentence: 'analytika',
      description: 'Stránky, ktoré si zobrazujete, a to, na čo klikáte, aby sme pochopili, ako sa lokalita používa.',
    },
    marketing: {
      name: 'Reklama',
      inSentence: 'reklama',
      description: 'Tie isté udalosti, zdieľané s reklamnou sieťou na meranie jej reklám.',
    },
    experience: {
      name: 'Nahrávanie relácií',
      inSentence: 'nahrávanie relácií',
      description: 'Tepelné mapy a nahrávky relácií, aby sme videli, kde vám lokalita prekáža.',
    },
  },
  privacyChoices: {
    link: 'Vaše voľby ochrany súkromia',
    intro:
      'Táto stránka zdieľa časť vašej aktivity s reklamnými sieťami. Vypnutím sa odhlásite z predaja a zdieľania svojich osobných údajov a z cielenej reklamy.',
    sale: 'Predaj, zdieľanie a cielená reklama',
    gpcHonored: 'Signál odmietnutia bol rešpektovaný',
  },
  language: {
    label: 'Jazyk',
    change: 'Zmeniť',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Zásady ochrany osobných údajov',
    placeholderLead: 'Zástupný text.',
    placeholder:
      'Nahraďte túto stránku vlastnými zásadami. Uvádza, čo môže tento aplikačný rámec ukladať a ktoré služby môže používať, v závislosti od jeho konfigurácie.',
    storedHeading: 'Čo ukladáme vo vašom zariadení',
    storedFlag:
      '{cookieAccepted} v lokálnom úložisku vášho prehliadača: {true}, keď prijmete súbory cookie (všetky tlačidlom „{accept}“ alebo tie, ktoré si vyberiete), {false}, keď ich všetky odmietnete, aby banner pri ďalších návštevách zostal skrytý.',
    storedDetail:
      '{cookieConsent} vedľa neho: ktoré účely ste povolili, na ktorú verziu týchto zásad ste odpovedali, kedy, a vaše ID súhlasu (náhodné číslo, podľa ktorého sa na našom serveri nájdu vaše záznamy).',
    askAgain: (count: number) => `Opäť sa spýtame, keď sa tieto zásady zmenia, alebo po ${months(count)}.`,
    clearing: 'Vymazaním údajov prehliadača sa odstránia obe položky.',
    storedLanguage:
      '{cookieLanguage}, súbor cookie, len keď si na tejto stránke vyberiete jazyk: vybraný jazyk, aby vám náš server odpovedal v ňom.',
    storedLedger:
      '{cookieConsentOutbox} a {cookieConsentReceipt}: každá vaša voľba sa zároveň odosiela na náš vlastný server ako doklad o vašom súhlase. Voľba čaká v prvej položke, kým ju server neprijme, a druhá uchováva čas, keď server zaznamenal vašu najnovšiu voľbu.',
    storedUnsent:
      '{unsentCalls}, len keď opustíte stránku skôr, ako sa služba spustila: zobrazenia stránok a udalosti, ktoré ste povolili a ktoré sa k nej ešte nedostali. Odošlú sa pri vašej ďalšej návšteve a odstránia sa, pričom nič staršie ako týždeň sa neuchováva.',
    storedTable: {
      caption: 'Všetky súbory cookie a kľúče úložiska, ktoré môže nastaviť táto lokalita a jej služby, a na aký účel',
      name: 'Názov',
      service: 'Služba',
      purpose: 'Účel',
      lifetime: 'Doba uchovávania',
      thisSite: 'Táto lokalita',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'súbor cookie', localStorage: 'lokálne úložisko', sessionStorage: 'úložisko relácie' },
    },
    storedByServices: 'Služby analytiky, tepelných máp, reklamy a monitorovania chýb uvedené nižšie môžu nastavovať vlastné súbory cookie.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Služby, ktoré používame',
    noServices: 'Táto lokalita neodosiela nič žiadnej službe analytiky, reklamy, tepelných máp ani monitorovania chýb.',
    serviceKinds: {
      analytics: 'Produktová analytika',
      pixel: 'Reklamný pixel',
      heatmap: 'Tepelné mapy',
      errors: 'Monitorovanie chýb a nahrávanie relácií',
    },
    errorsOptIn:
      'Hlásenia o chybách sa odosielajú bez ohľadu na vašu voľbu, pretože udržiavanie funkčnosti lokality je naším oprávneným záujmom; relácie sa nahrávajú, len ak povolíte súbory cookie pre nahrávanie relácií, a nahrávanie sa zastaví, ak súhlas odvoláte.',
    errorsNotice:
      'Hlásenia o chybách sú súčasťou prevádzky lokality a odosielajú sa od vašej prvej stránky; relácie sa nahrávajú, pokiaľ nevypnete súbory cookie pre nahrávanie relácií.',
    loadingOptIn:
      'Žiadna služba analytiky, reklamy ani tepelných máp sa nenačíta a nič sa jej neodošle, kým nepovolíte jej účel; čo odmietnete, zostáva vypnuté.',
    loadingNotice:
      'Tieto služby fungujú od vašej prvej stránky; informuje vás o tom banner súborov cookie. Ktorýkoľvek účel môžete vypnúť v Nastaveniach súborov cookie.',
    gpcOn: 'Váš prehliadač odosiela signál Global Privacy Control, preto sa reklamný pixel nikdy nenačíta a nič nedostane.',
    gpcOff: 'Ak váš prehliadač odosiela signál Global Privacy Control, reklamný pixel sa nikdy nenačíta a nič nedostane.',
    settingsHeading: 'Nastavenia súborov cookie',
    noChoiceNotice: 'O súboroch cookie ste sa ešte nerozhodli; služby uvedené vyššie fungujú, kým ich nevypnete.',
    noChoiceOptIn: 'O súboroch cookie ste sa ešte nerozhodli.',
    accepted: 'Prijali ste súbory cookie.',
    declined: 'Odmietli ste súbory cookie.',
    partial: (granted: string, refused: string) =>
      `Prijali ste súbory cookie na tieto účely: ${granted}; na tieto účely ste ich odmietli: ${refused}.`,
    settingsButton: 'Nastavenia súborov cookie',
    choicesHeading: 'Vaše možnosti',
    choices:
      'Údaje tejto lokality môžete kedykoľvek vymazať vo svojom prehliadači a tieto služby zablokovať v nastaveniach prehliadača alebo rozšírenia; lokalita funguje aj bez nich.',
  },
  consentRecord: {
    consentId: 'Vaše ID súhlasu je {consentId}.',
    recordedOn: 'Vaša aktuálna voľba bola zaznamenaná na našom serveri {time}.',
    pending: 'Vaša aktuálna voľba čaká na zaznamenanie na našom serveri; váš prehliadač ju odosiela znova, kým nebude zaznamenaná.',
    unrecorded: 'Váš prehliadač nemá od nášho servera žiadne potvrdenie pre vašu aktuálnu voľbu.',
    history: 'Každá voľba zaznamenaná pod týmto ID vo formáte JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Či ste súbory cookie prijali alebo odmietli, aby lišta pri ďalších návštevách zostala skrytá.',
      'consent-detail': 'Ktoré účely ste povolili, na ktorú verziu zásad ste odpovedali, kedy, a vaše ID súhlasu.',
      'scroll-positions': 'Kam ste na každej stránke posunuli, aby ste sa po návrate späť (alebo po obnovení) vrátili na to isté miesto.',
      'language-choice': 'Jazyk, ktorý ste zvolili na stránke o ochrane súkromia, aby náš server odpovedal v ňom (až keď nejaký zvolíte).',
      'unsent-calls':
        'Zobrazenia stránok a udalosti, ktoré ste povolili a ktoré sa pri odchode zo stránky ešte nedostali k službe; odošlú sa pri vašej ďalšej návšteve.',
      'consent-outbox': 'Záznamy vašich volieb, ktorých prijatie náš server ešte nepotvrdil.',
      'consent-receipt': 'Potvrdenie, ktoré náš server vydal k vašej poslednej voľbe.',
      'visitor-id': 'Náhodné ID, ktoré rozlišuje návštevníkov.',
      'visitor-id-and-settings': 'Náhodné ID, ktoré rozlišuje návštevníkov, a nastavenia služby.',
      'visitor-id-for-ads': 'Rozlišuje návštevníkov na meranie reklamy.',
      'referring-site': 'Web, z ktorého ste prišli, aby sa návšteva pripísala reklame, ktorá vás sem priviedla.',
      'own-keys-index': 'Zoznam položiek, ktoré služba uložila do tohto zariadenia.',
      'visitor-id-and-session': 'Anonymné ID, ktoré rozlišuje návštevníkov, a aktuálna návšteva.',
      'visitor-and-user-ids': 'Anonymné ID, ktoré rozlišuje návštevníkov (a ID používateľa, ak je nastavené).',
      'visitor-id-and-event-properties': 'Vaše ID v službe a vlastnosti odosielané s každou udalosťou.',
      'current-visit': 'Aktuálna návšteva: ktoré stránky a udalosti k nej patria.',
      'arrival-source': 'Ako ste sa na web dostali prvýkrát: web, vyhľadávač alebo kampaň, ktoré vás sem poslali.',
      'visit-end': 'Kedy sa aktuálna návšteva skončí.',
      'visitor-id-end': 'Kedy uplynie platnosť ID návštevníka.',
      'visit-recording': 'Spája stránky jednej návštevy do nahrávky relácie.',
      'returning-visitor': 'Či ste už web predtým navštívili.',
      'tab-recording': 'Či sa táto karta nahráva, a relácia nahrávania, ku ktorej patrí.',
      'working-data': 'Pracovné údaje služby: doména najvyššej úrovne, vzorkovanie, test úložiska, atribúty používateľa.',
      'tab-id': 'Odlišuje túto kartu od ostatných otvorených na lokalite.',
      'open-tabs': 'Karty, ktoré sú na lokalite práve otvorené.',
      'tracking-allowed': 'Či služba smie zbierať údaje.',
      'cookies-allowed': 'Či služba smie ukladať súbory cookie.',
      'retry-queue': 'Udalosti čakajúce na opätovné odoslanie po neúspešnej požiadavke.',
      'chat-conversation': 'Uchováva vašu konverzáciu v chate naprieč stránkami a návštevami.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Uchováva kliknutie na reklamu {network}, ktoré vás sem priviedlo.',
    stays: {
      'tab-session': 'relácia tejto karty',
      'at-most-session': 'najviac počas relácie',
      'until-removed': 'do odstránenia',
      'until-cleared': 'kým nevymažete údaje tejto lokality',
      'until-sent': 'do odoslania',
      'until-sent-at-most-a-week': 'do odoslania, najviac týždeň',
      'until-confirmed': 'kým ich server nepotvrdí',
      'until-next-choice': 'do vašej ďalšej voľby',
    },
    spans: {
      minutes: { one: '# minúta', few: '# minúty', many: '# minúty', other: '# minút' },
      days: { one: '# deň', few: '# dni', many: '# dňa', other: '# dní' },
      months: { one: '# mesiac', few: '# mesiace', many: '# mesiaca', other: '# mesiacov' },
      years: { one: '# rok', few: '# roky', many: '# roka', other: '# rokov' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'stránky, ktoré si zobrazujete, a pomenované udalosti',
      'page-views': 'len stránky, ktoré si zobrazujete',
      'same-named-events': 'tie isté pomenované udalosti',
      'named-events-and-conversions': 'pomenované udalosti a konverzie',
      'page-views-and-counted-conversions': 'stránky, ktoré si zobrazujete, a konverzie, ktoré započítavajú pomenované udalosti',
      'scrolls-and-clicks': 'ako sa na stránkach posúva a kliká',
      'session-recordings': 'záznam toho, čo na stránkach vidíte a robíte',
      'errors-and-traces': 'chyby a záznamy výkonu',
      errors: 'chyby',
      'nothing-leaves-the-page': 'nič: volania sa zaznamenávajú len na tejto stránke',
      'chat-messages': 'to, čo napíšete do chatu, spolu s vašou IP adresou, údajmi o vašom prehliadači a stránkou, na ktorej ste',
    },
    facts: {
      'each-with-its-page': ', každá so stránkou, na ktorej nastala',
      'without-cookies': ', bez súborov cookie',
      'sampled-session-recordings': ' a nahrávka vzorky relácií (jednej z desiatich a každej relácie, v ktorej nastane chyba)',
      'loaded-after-page-load': ', načítava sa po úplnom načítaní stránky',
      'clicks-and-form-use': ', ako aj vaše kliknutia a používanie formulárov na každej stránke',
      'through-site-address': ', odosielané cez vlastnú adresu tejto lokality',
      'measures-advertising': ' na meranie reklamy',
      'measures-and-targets-advertising': ' na meranie a cielenie reklamy',
    },
    measuresAdvertisingOn: ' na meranie reklamy v službe {network}',
    advertisingStorageOf: '; reklamné úložisko {network}, len ak prijmete reklamu',
    end: '.',
    parts: {
      'advertising-storage': 'reklamné úložisko',
      'session-replay': 'nahrávanie relácií',
      'google-tag-measurement-storage': 'úložisko na meranie v značke Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Mapa',
      post: 'Príspevok',
      audio: 'Zvukový prehrávač',
      booking: 'Rezervačný kalendár',
      page: 'Vložená stránka',
    },
    receives: (service: string) =>
      `Načítaním získa služba ${service} vašu IP adresu, údaje o vašom prehliadači a adresu tejto stránky a môže ukladať súbory cookie.`,
    policyLink: (service: string) => `Zásady ochrany súkromia služby ${service}`,
    loadOnce: 'Načítať raz',
    loadOnceLabel: (title: string) => `Načítať raz: ${title}`,
    alwaysAllow: (purpose: string) => `Vždy povoliť: ${purpose}`,
    gpcNote: 'Váš prehliadač žiada weby, aby nezdieľali vaše údaje na reklamu, preto sa obsah načíta len na vašu žiadosť.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, obsah vložený do niektorých stránok, účel ${purpose}: až keď ho načítate, získa vašu IP adresu a adresu stránky a môže ukladať vlastné súbory cookie.`,
    formKind: 'Formulár',
  },
  chat: {
    launcher: 'Napíšte nám',
    opens: (service: string) => `Otvorí chat služby ${service}, ktorá ukladá súbory cookie, aby zachovala vašu konverzáciu.`,
    kind: 'Zákaznícky chat',
    onRequest: 'až keď otvoríte chat',
    privacyHeading: 'Načítavajú sa až po otvorení chatu',
    privacyLead:
      'Z týchto služieb sa nič nenačíta, kým neotvoríte chat. Jeho otvorenie je vaša vlastná žiadosť, preto nepatrí medzi účely, ktoré volíte pre súbory cookie.',
  },
  shell: {
    skipLink: 'Prejsť na obsah',
    mainNav: 'Hlavná navigácia',
    privacyLink: 'Zásady ochrany osobných údajov',
    errorTitle: 'Niečo sa pokazilo',
    errorBody: 'Túto časť stránky sa nepodarilo načítať. Problém bol nahlásený.',
    tryAgain: 'Skúsiť znova',
  },
  notFound: {
    title: 'Stránka sa nenašla',
    body: 'Na tejto adrese nie je žiadna stránka.',
    home: 'Prejsť na domovskú stránku',
  },
} satisfies Messages;
