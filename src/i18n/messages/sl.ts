import type { Messages } from './en';

/**
 * Months after "po" (after) take the locative: the singular for numbers whose last two digits are 01
 * (1, 101: "mesecu"), and "mesecih" for every other number, since the dual (…02), the 3–4 form and the
 * plural share that locative. 12 is "enem letu" (a year).
 */
function months(count: number): string {
  if (count === 12) return 'enem letu';
  if (count === 1) return 'enem mesecu';
  return new Intl.PluralRules('sl').select(count) === 'one' ? `${count} mesecu` : `${count} mesecih`;
}

/** Slovenian (polite form: vi). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Uporabljamo piškotke',
    body: {
      beforeLink:
        'Piškotki nam pomagajo izboljševati naše spletno mesto ter nam omogočajo, da si ogledamo in shranimo vaše interakcije z njim. Z nadaljevanjem se strinjate z našo uporabo piškotkov. Več pojasnjuje naša ',
      link: 'politika zasebnosti',
      afterLink: '.',
    },
    askingBody: {
      beforeLink:
        'Ali smemo uporabljati neobvezne piškotke? Pomagajo nam izboljševati naše spletno mesto in razumeti, kako se uporablja. Dokler ne izberete, se nič neobveznega ne izvaja, svojo izbiro pa lahko kadar koli spremenite. Več pojasnjuje naša ',
      link: 'politika zasebnosti',
      afterLink: '.',
    },
    accept: 'Razumem',
    choose: 'Izberi piškotke',
    announcement: 'Uporabljamo piškotke: obvestilo o piškotkih na dnu strani.',
  },
  preferences: {
    title: 'Nastavitve piškotkov',
    intro: 'Izberite, kaj lahko to spletno mesto uporablja. To lahko kadar koli spremenite na strani politike zasebnosti.',
    save: 'Shrani',
    acceptAll: 'Sprejmi vse',
    rejectAll: 'Zavrni vse',
    cancel: 'Prekliči',
    gpcNote: 'Vaš brskalnik pošilja signal Global Privacy Control, zato to ostane izklopljeno.',
    usedBy: (services: string) => `Uporablja: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Na tem spletnem mestu ne deluje nobena storitev te vrste.',
  },
  purposes: {
    necessary: {
      name: 'Nujni',
      inSentence: 'nujne funkcije',
      description: 'Pomnjenje te izbire in poročila o napakah, ki ohranjajo delovanje spletnega mesta. Vedno vklopljeni.',
    },
    analytics: {
      name: 'Analitika',
      inSentence: 'analitika',
      description: 'Strani, ki si jih ogledate, in kaj kliknete, da razumemo, kako se spletno mesto uporablja.',
    },
    marketing: {
      name: 'Oglaševanje',
      inSentence: 'oglaševanje',
      description: 'Isti dogodki, deljeni z oglaševalskim omrežjem za merjenje njegovih oglasov.',
    },
    experience: {
      name: 'Snemanje sej',
      inSentence: 'snemanje sej',
      description: 'Toplotni zemljevidi in posnetki sej, da vidimo, kje vas spletno mesto ovira.',
    },
  },
  privacyChoices: {
    link: 'Vaše izbire glede zasebnosti',
    intro:
      'To spletno mesto del vaše dejavnosti deli z oglaševalskimi omrežji. Izklopite to, da zavrnete prodajo in deljenje svojih osebnih podatkov ter ciljno oglaševanje.',
    sale: 'Prodaja, deljenje in ciljno oglaševanje',
    gpcHonored: 'Signal zavrnitve je upoštevan',
  },
  language: {
    label: 'Jezik',
    change: 'Spremeni',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Politika zasebnosti',
    placeholderLead: 'Nadomestno besedilo.',
    placeholder:
      'To stran zamenjajte s svojo politiko. Navaja, kaj lahko ta aplikacijska lupina shranjuje in katere storitve lahko uporablja, odvisno od tega, kako je konfigurirana.',
    storedHeading: 'Kaj shranjujemo v vaši napravi',
    storedFlag:
      '{cookieAccepted} v lokalni shrambi vašega brskalnika: {true}, ko sprejmete piškotke (vse z gumbom „{accept}“ ali tiste, ki jih izberete), {false}, ko jih vse zavrnete, da pasica ob poznejših obiskih ostane skrita.',
    storedDetail:
      '{cookieConsent} poleg njega: katere namene ste dovolili, na katero različico te politike ste odgovorili, kdaj, in vaš ID privolitve (naključno število, po katerem na našem strežniku najdemo vaše zapise).',
    askAgain: (count: number) => `Ponovno vas vprašamo, ko se ta politika spremeni, ali po ${months(count)}.`,
    clearing: 'Z brisanjem podatkov brskalnika odstranite oba.',
    storedLanguage: '{cookieLanguage}, piškotek, samo ko na tej strani izberete jezik: izbrani jezik, da vam naš strežnik odgovori v njem.',
    storedLedger:
      '{cookieConsentOutbox} in {cookieConsentReceipt}: vsaka vaša izbira se pošlje tudi na naš lastni strežnik kot dokaz vaše privolitve. Izbira čaka v prvem, dokler je strežnik ne prejme, drugi pa hrani čas, ko je strežnik zabeležil vašo zadnjo izbiro.',
    storedUnsent:
      '{unsentCalls}, samo ko zapustite stran, preden se storitev zažene: ogledi strani in dogodki, ki ste jih dovolili in je še niso dosegli. Pošljejo se ob vašem naslednjem obisku in odstranijo, nič starejšega od enega tedna pa se ne hrani.',
    storedTable: {
      caption: 'Vsi piškotki in ključi shrambe, ki jih lahko nastavijo to spletno mesto in njegove storitve, ter čemu so namenjeni',
      name: 'Ime',
      service: 'Storitev',
      purpose: 'Namen',
      lifetime: 'Življenjska doba',
      thisSite: 'To spletno mesto',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'piškotek', localStorage: 'lokalna shramba', sessionStorage: 'shramba seje' },
    },
    storedByServices:
      'Spodaj navedene storitve za analitiko, toplotne zemljevide, oglaševanje in spremljanje napak lahko nastavijo svoje piškotke.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Storitve, ki jih uporabljamo',
    noServices: 'To spletno mesto ne pošilja ničesar nobeni storitvi za analitiko, oglaševanje, toplotne zemljevide ali spremljanje napak.',
    serviceKinds: {
      analytics: 'Analitika izdelka',
      pixel: 'Oglaševalski piksel',
      heatmap: 'Toplotni zemljevidi',
      errors: 'Spremljanje napak in snemanje sej',
    },
    errorsOptIn:
      'Poročila o napakah se pošiljajo ne glede na vašo izbiro, ker je ohranjanje delovanja spletnega mesta naš zakoniti interes; seje se snemajo le, če dovolite piškotke za snemanje sej, snemanje pa se ustavi, če privolitev prekličete.',
    errorsNotice:
      'Poročila o napakah so del delovanja spletnega mesta in se pošiljajo od vaše prve strani; seje se snemajo, razen če izklopite piškotke za snemanje sej.',
    loadingOptIn:
      'Nobena storitev za analitiko, oglaševanje ali toplotne zemljevide se ne naloži in ji ni nič poslano, dokler ne dovolite njenega namena; kar zavrnete, ostane izklopljeno.',
    loadingNotice:
      'Te storitve delujejo od vaše prve strani; to vam pove pasica o piškotkih. Kateri koli namen lahko izklopite v Nastavitvah piškotkov.',
    gpcOn: 'Vaš brskalnik pošilja signal Global Privacy Control, zato se oglaševalski piksel nikoli ne naloži in ne prejme ničesar.',
    gpcOff: 'Če vaš brskalnik pošilja signal Global Privacy Control, se oglaševalski piksel nikoli ne naloži in ne prejme ničesar.',
    settingsHeading: 'Nastavitve piškotkov',
    noChoiceNotice: 'Glede piškotkov se še niste odločili; zgoraj navedene storitve delujejo, dokler jih ne izklopite.',
    noChoiceOptIn: 'Glede piškotkov se še niste odločili.',
    accepted: 'Piškotke ste sprejeli.',
    declined: 'Piškotke ste zavrnili.',
    partial: (granted: string, refused: string) =>
      `Piškotke ste sprejeli za te namene: ${granted}; zavrnili ste jih za te namene: ${refused}.`,
    settingsButton: 'Nastavitve piškotkov',
    choicesHeading: 'Vaše izbire',
    choices:
      'Podatke tega spletnega mesta lahko kadar koli izbrišete v svojem brskalniku in te storitve blokirate v nastavitvah brskalnika ali razširitve; spletno mesto deluje tudi brez njih.',
  },
  consentRecord: {
    consentId: 'Vaš ID privolitve je {consentId}.',
    recordedOn: 'Vaša trenutna izbira je bila na našem strežniku zabeležena {time}.',
    pending: 'Vaša trenutna izbira čaka, da jo zabeležimo na našem strežniku; vaš brskalnik jo pošilja znova, dokler ni zabeležena.',
    unrecorded: 'Vaš brskalnik nima potrdila našega strežnika za vašo trenutno izbiro.',
    history: 'Vse izbire, zabeležene pod tem ID-jem, v obliki JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Ali ste piškotke sprejeli ali zavrnili, da pasica ob poznejših obiskih ostane skrita.',
      'consent-detail': 'Katere namene ste dovolili, na katero različico pravilnika ste odgovorili, kdaj, in vaš ID privolitve.',
      'scroll-positions': 'Kam ste se pomaknili na vsaki strani, da vas vrnitev nazaj (ali ponovno nalaganje) pripelje tja.',
      'language-choice': 'Jezik, ki ste ga izbrali na strani o zasebnosti, da naš strežnik odgovarja v njem (šele ko ga izberete).',
      'unsent-calls':
        'Ogledi strani in dogodki, ki ste jih dovolili in ki ob odhodu s strani še niso prispeli do storitve; poslani ob vašem naslednjem obisku.',
      'consent-outbox': 'Zapisi vaših izbir, katerih prejema naš strežnik še ni potrdil.',
      'consent-receipt': 'Potrdilo, ki ga je naš strežnik izdal za vašo zadnjo izbiro.',
      'visitor-id': 'Naključni ID, ki razlikuje obiskovalce.',
      'visitor-id-and-settings': 'Naključni ID, ki razlikuje obiskovalce, in nastavitve storitve.',
      'visitor-id-for-ads': 'Razlikuje obiskovalce, za merjenje oglaševanja.',
      'referring-site': 'Spletno mesto, s katerega ste prišli, da se obisk pripiše oglasu, ki vas je pripeljal sem.',
      'own-keys-index': 'Seznam postavk, ki jih je storitev shranila v to napravo.',
      'visitor-id-and-session': 'Anonimni ID, ki razlikuje obiskovalce, in trenutni obisk.',
      'visitor-and-user-ids': 'Anonimni ID, ki razlikuje obiskovalce (in ID uporabnika, če je nastavljen).',
      'visitor-id-and-event-properties': 'Vaš ID pri storitvi in lastnosti, poslane z vsakim dogodkom.',
      'current-visit': 'Trenutni obisk: katere strani in dogodki spadajo vanj.',
      'arrival-source': 'Kako ste prvič prišli na spletno mesto: spletno mesto, iskalnik ali kampanja, ki vas je napotila sem.',
      'visit-end': 'Kdaj se trenutni obisk konča.',
      'visitor-id-end': 'Kdaj poteče ID obiskovalca.',
      'visit-recording': 'Združi strani enega obiska v posnetek seje.',
      'returning-visitor': 'Ali ste spletno mesto že obiskali.',
      'tab-recording': 'Ali se ta zavihek snema, in seja snemanja, ki ji pripada.',
      'working-data': 'Delovni podatki storitve: vrhnja domena, vzorčenje, preizkus shrambe, atributi uporabnika.',
      'tab-id': 'Razlikuje ta zavihek od drugih, odprtih na spletnem mestu.',
      'open-tabs': 'Zavihki, ki so trenutno odprti na spletnem mestu.',
      'tracking-allowed': 'Ali storitev sme zbirati podatke.',
      'cookies-allowed': 'Ali storitev sme nastavljati piškotke.',
      'retry-queue': 'Dogodki, ki čakajo na ponovno pošiljanje po neuspešni zahtevi.',
      'chat-conversation': 'Ohrani vaš pogovor v klepetu med stranmi in obiski.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Hrani klik na oglas storitve {network}, ki vas je pripeljal sem.',
    stays: {
      'tab-session': 'seja tega zavihka',
      'at-most-session': 'največ do konca seje',
      'until-removed': 'do odstranitve',
      'until-cleared': 'dokler ne počistite podatkov tega spletnega mesta',
      'until-sent': 'do pošiljanja',
      'until-sent-at-most-a-week': 'do pošiljanja, največ en teden',
      'until-confirmed': 'dokler jih strežnik ne potrdi',
      'until-next-choice': 'do vaše naslednje izbire',
    },
    spans: {
      minutes: { one: '# minuta', two: '# minuti', few: '# minute', other: '# minut' },
      days: { one: '# dan', two: '# dneva', few: '# dnevi', other: '# dni' },
      months: { one: '# mesec', two: '# meseca', few: '# meseci', other: '# mesecev' },
      years: { one: '# leto', two: '# leti', few: '# leta', other: '# let' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'strani, ki si jih ogledate, in poimenovani dogodki',
      'page-views': 'samo strani, ki si jih ogledate',
      'same-named-events': 'isti poimenovani dogodki',
      'named-events-and-conversions': 'poimenovani dogodki in konverzije',
      'page-views-and-counted-conversions': 'strani, ki si jih ogledate, in konverzije, ki jih štejejo poimenovani dogodki',
      'scrolls-and-clicks': 'kako se po straneh pomika in kam se klika',
      'session-recordings': 'posnetek tega, kar vidite in počnete na straneh',
      'errors-and-traces': 'napake in sledi zmogljivosti',
      errors: 'napake',
      'nothing-leaves-the-page': 'nič: klici se beležijo samo na tej strani',
      'chat-messages': 'to, kar napišete v klepet, skupaj z vašim naslovom IP, podatki o vašem brskalniku in stranjo, na kateri ste',
    },
    facts: {
      'each-with-its-page': ', vsak s stranjo, na kateri se je zgodil',
      'without-cookies': ', brez piškotkov',
      'sampled-session-recordings': ' ter posnetek vzorca sej (ene od desetih in vsake seje, v kateri pride do napake)',
      'loaded-after-page-load': ', naloženo, ko se stran v celoti naloži',
      'clicks-and-form-use': ' ter vaši kliki in uporaba obrazcev na vsaki strani',
      'through-site-address': ', poslani prek lastnega naslova tega spletnega mesta',
      'measures-advertising': ', za merjenje oglaševanja',
      'measures-and-targets-advertising': ', za merjenje in ciljanje oglaševanja',
    },
    measuresAdvertisingOn: ', za merjenje oglaševanja v storitvi {network}',
    advertisingStorageOf: '; oglaševalska shramba {network} le, če sprejmete oglaševanje',
    end: '.',
    parts: {
      'advertising-storage': 'oglaševalska shramba',
      'session-replay': 'snemanje sej',
      'google-tag-measurement-storage': 'shramba za merjenje v oznaki Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Videoposnetek',
      map: 'Zemljevid',
      post: 'Objava',
      audio: 'Predvajalnik zvoka',
      booking: 'Koledar rezervacij',
      page: 'Vdelana stran',
    },
    receives: (service: string) =>
      `Ob nalaganju ${service} prejme vaš naslov IP, podatke o vašem brskalniku in naslov te strani, storitev pa lahko shrani piškotke.`,
    policyLink: (service: string) => `Pravilnik o zasebnosti storitve ${service}`,
    loadOnce: 'Naloži enkrat',
    loadOnceLabel: (title: string) => `Naloži enkrat: ${title}`,
    alwaysAllow: (purpose: string) => `Vedno dovoli: ${purpose}`,
    gpcNote: 'Vaš brskalnik prosi spletna mesta, naj vaših podatkov ne delijo za oglaševanje, zato se to naloži le na vašo zahtevo.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, vsebina, vdelana v nekatere strani, namen ${purpose}: šele ko jo naložite, prejme vaš naslov IP in naslov strani ter lahko shrani svoje piškotke.`,
    formKind: 'Obrazec',
  },
  chat: {
    launcher: 'Klepetajte z nami',
    opens: (service: string) => `Odpre klepet storitve ${service}, ki shranjuje piškotke, da ohrani vaš pogovor.`,
    kind: 'Klepet s podporo',
    onRequest: 'šele ko odprete klepet',
    privacyHeading: 'Naložijo se šele, ko odprete klepet',
    privacyLead:
      'Iz teh storitev se nič ne naloži, dokler ne odprete klepeta. Klepet odprete na lastno zahtevo, zato to ni med nameni, ki jih izberete za piškotke.',
  },
  shell: {
    skipLink: 'Preskoči na vsebino',
    mainNav: 'Glavna navigacija',
    privacyLink: 'Politika zasebnosti',
    errorTitle: 'Prišlo je do napake',
    errorBody: 'Tega dela strani ni bilo mogoče naložiti. Težava je bila sporočena.',
    tryAgain: 'Poskusi znova',
  },
  notFound: {
    title: 'Strani ni mogoče najti',
    body: 'Na tem naslovu ni nobene strani.',
    home: 'Pojdi na domačo stran',
  },
} satisfies Messages;
