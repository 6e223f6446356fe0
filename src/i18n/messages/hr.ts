import type { Messages } from './en';

/**
 * Months in Croatian, after "nakon" (genitive): mjesec dana (one month), then by the number's plural form:
 * 21 mjeseca (one: jednog mjeseca), 2–4 and 22–24 mjeseca (few), 5–20 and 25+ mjeseci (other).
 */
function months(count: number): string {
  if (count === 12) return 'godinu dana';
  if (count === 1) return 'mjesec dana';
  return new Intl.PluralRules('hr').select(count) === 'other' ? `${count} mjeseci` : `${count} mjeseca`;
}

/** Croatian. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Koristimo kolačiće',
    body: {
      beforeLink:
        'Kolačići nam pomažu poboljšati naše web-mjesto i omogućuju nam da vidimo i čuvamo vaše interakcije s njim. Ako nastavite, pristajete na našu uporabu kolačića. Više objašnjava naša ',
      link: 'politika privatnosti',
      afterLink: '.',
    },
    askingBody: {
      beforeLink:
        'Smijemo li upotrebljavati neobavezne kolačiće? Pomažu nam poboljšati naše web-mjesto i razumjeti kako se upotrebljava. Dok ne odaberete, ne pokreće se ništa neobavezno, a svoj odabir možete promijeniti u bilo kojem trenutku. Više objašnjava naša ',
      link: 'politika privatnosti',
      afterLink: '.',
    },
    accept: 'Razumijem',
    choose: 'Odaberi kolačiće',
    announcement: 'Koristimo kolačiće: obavijest o kolačićima na dnu stranice.',
  },
  preferences: {
    title: 'Postavke kolačića',
    intro: 'Odaberite što ovo web-mjesto smije koristiti. To možete promijeniti u bilo kojem trenutku na stranici o privatnosti.',
    save: 'Spremi',
    acceptAll: 'Prihvati sve',
    rejectAll: 'Odbij sve',
    cancel: 'Odustani',
    gpcNote: 'Vaš preglednik šalje Global Privacy Control, pa ovo ostaje isključeno.',
    usedBy: (services: string) => `Usluge koje se koriste: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Na ovom web-mjestu ne radi nijedna usluga ove vrste.',
  },
  purposes: {
    necessary: {
      name: 'Nužni',
      inSentence: 'nužne svrhe',
      description: 'Pamćenje ovog odabira i izvješća o pogreškama koja održavaju web-mjesto u radu. Uvijek uključeni.',
    },
    analytics: {
      name: 'Analitika',
      inSentence: 'analitiku',
      description: 'Stranice koje pregledavate i ono na što kliknete, kako bismo razumjeli kako se web-mjesto koristi.',
    },
    marketing: {
      name: 'Oglašavanje',
      inSentence: 'oglašavanje',
      description: 'Isti događaji, podijeljeni s oglašivačkom mrežom radi mjerenja njezinih oglasa.',
    },
    experience: {
      name: 'Snimanje sesija',
      inSentence: 'snimanje sesija',
      description: 'Toplinske karte i snimke sesija, kako bismo vidjeli gdje vam web-mjesto smeta.',
    },
  },
  privacyChoices: {
    link: 'Vaši izbori privatnosti',
    intro:
      'Ova stranica dijeli dio vaše aktivnosti s oglašivačkim mrežama. Isključite ovo kako biste se odjavili od prodaje i dijeljenja svojih osobnih podataka te od ciljanog oglašavanja.',
    sale: 'Prodaja, dijeljenje i ciljano oglašavanje',
    gpcHonored: 'Signal odjave je poštovan',
  },
  language: {
    label: 'Jezik',
    change: 'Promijeni',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Politika privatnosti',
    placeholderLead: 'Privremeni tekst.',
    placeholder:
      'Zamijenite ovu stranicu vlastitom politikom. Ona navodi što ova aplikacijska ljuska može pohraniti i koje usluge može koristiti, ovisno o tome kako je konfigurirana.',
    storedHeading: 'Što pohranjujemo na vašem uređaju',
    storedFlag:
      '{cookieAccepted} u lokalnoj pohrani vašeg preglednika: {true} kada prihvatite kolačiće (sve gumbom „{accept}“ ili one koje odaberete), {false} kada ih sve odbijete, kako bi obavijest o kolačićima ostala skrivena pri vašim sljedećim posjetima.',
    storedDetail:
      '{cookieConsent} pokraj njega: koje ste svrhe dopustili, na koju ste verziju ove politike odgovorili, kada te vaš ID privole (nasumičan broj po kojem se vaši zapisi pronalaze na našem poslužitelju).',
    askAgain: (count: number) => `Ponovno ćemo vas pitati kada se ova politika promijeni ili nakon ${months(count)}.`,
    clearing: 'Brisanjem podataka preglednika uklanjaju se oba.',
    storedLanguage:
      '{cookieLanguage}, kolačić, samo kada na ovoj stranici odaberete jezik: jezik koji ste odabrali, kako bi vam naš poslužitelj odgovarao na njemu.',
    storedLedger:
      '{cookieConsentOutbox} i {cookieConsentReceipt}: svaki vaš odabir šalje se i na naš vlastiti poslužitelj kao dokaz vaše privole. Odabir čeka u prvome dok ga poslužitelj ne primi, a drugi bilježi kada je poslužitelj zabilježio vaš posljednji odabir.',
    storedUnsent:
      '{unsentCalls}, samo kada napustite stranicu prije nego što se neka usluga pokrenula: prikazi stranica i događaji koje ste dopustili, a koji do nje još nisu stigli. Šalju se pri vašem sljedećem posjetu i uklanjaju se, a ništa starije od tjedan dana ne čuva se.',
    storedTable: {
      caption: 'Svaki kolačić i ključ pohrane koje ovo web-mjesto i njegove usluge mogu postaviti te čemu služe',
      name: 'Naziv',
      service: 'Usluga',
      purpose: 'Svrha',
      lifetime: 'Trajanje',
      thisSite: 'Ovo web-mjesto',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'kolačić', localStorage: 'lokalna pohrana', sessionStorage: 'pohrana sesije' },
    },
    storedByServices:
      'Usluge za analitiku, toplinske karte, oglašavanje i praćenje pogrešaka navedene u nastavku mogu postavljati vlastite kolačiće.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Usluge koje koristimo',
    noServices: 'Ovo web-mjesto ne šalje ništa nijednoj usluzi za analitiku, oglašavanje, toplinske karte ili praćenje pogrešaka.',
    serviceKinds: {
      analytics: 'Analitika proizvoda',
      pixel: 'Oglašivački piksel',
      heatmap: 'Toplinske karte',
      errors: 'Praćenje pogrešaka i snimanje sesija',
    },
    errorsOptIn:
      'Izvješća o pogreškama šalju se bez obzira na vaš odabir jer je održavanje rada web-mjesta naš legitimni interes; sesije se snimaju samo ako dopustite kolačiće za snimanje sesija, a snimanje prestaje ako povučete privolu.',
    errorsNotice:
      'Izvješća o pogreškama dio su rada web-mjesta i šalju se od vaše prve stranice; sesije se snimaju osim ako ne isključite kolačiće za snimanje sesija.',
    loadingOptIn:
      'Nijedna usluga za analitiku, oglašavanje ili toplinske karte ne učitava se niti joj se išta šalje dok ne dopustite njezinu svrhu; ono što odbijete ostaje isključeno.',
    loadingNotice:
      'Ove usluge rade od vaše prve stranice; obavijest o kolačićima to vam govori. Svaku svrhu možete isključiti u Postavkama kolačića.',
    gpcOn: 'Vaš preglednik šalje Global Privacy Control, pa se oglašivački piksel nikada ne učitava i ništa ne prima.',
    gpcOff: 'Ako vaš preglednik šalje Global Privacy Control, oglašivački piksel nikada se ne učitava i ništa ne prima.',
    settingsHeading: 'Postavke kolačića',
    noChoiceNotice: 'Još niste donijeli odluku o kolačićima; gore navedene usluge rade dok ih ne isključite.',
    noChoiceOptIn: 'Još niste donijeli odluku o kolačićima.',
    accepted: 'Prihvatili ste kolačiće.',
    declined: 'Odbili ste kolačiće.',
    partial: (granted: string, refused: string) => `Prihvatili ste kolačiće za ${granted}, a odbili ste ih za ${refused}.`,
    settingsButton: 'Postavke kolačića',
    choicesHeading: 'Vaše mogućnosti',
    choices:
      'Podatke ovog web-mjesta u pregledniku možete izbrisati u bilo kojem trenutku, a ove usluge blokirati u postavkama preglednika ili nekog proširenja; web-mjesto i bez njih nastavlja raditi.',
  },
  consentRecord: {
    consentId: 'Vaš ID privole je {consentId}.',
    recordedOn: 'Vaš trenutačni odabir zabilježen je na našem poslužitelju {time}.',
    pending: 'Vaš trenutačni odabir čeka da bude zabilježen na našem poslužitelju; vaš ga preglednik ponovno šalje dok se to ne dogodi.',
    unrecorded: 'Vaš preglednik nema potvrdu našeg poslužitelja za vaš trenutačni odabir.',
    history: 'Svi odabiri zabilježeni pod ovim ID-om, u formatu JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Jeste li prihvatili ili odbili kolačiće, kako bi obavijest ostala skrivena pri sljedećim posjetima.',
      'consent-detail': 'Koje ste svrhe dopustili, na koju ste verziju pravila odgovorili, kada, i vaš ID privole.',
      'scroll-positions':
        'Dokle ste se pomaknuli na svakoj stranici, kako biste se pri povratku (ili ponovnom učitavanju) vratili na isto mjesto.',
      'language-choice':
        'Jezik koji ste odabrali na stranici o privatnosti, kako bi naš poslužitelj odgovarao na njemu (tek kad ga odaberete).',
      'unsent-calls':
        'Prikazi stranica i događaji koje ste dopustili, a koji nisu stigli do usluge kad ste napustili stranicu; šalju se pri vašem sljedećem posjetu.',
      'consent-outbox': 'Zapisi vaših odabira čiji primitak naš poslužitelj još nije potvrdio.',
      'consent-receipt': 'Potvrda koju je naš poslužitelj izdao za vaš posljednji odabir.',
      'visitor-id': 'Nasumični ID koji razlikuje posjetitelje.',
      'visitor-id-and-settings': 'Nasumični ID koji razlikuje posjetitelje, i postavke usluge.',
      'visitor-id-for-ads': 'Razlikuje posjetitelje, radi mjerenja oglašavanja.',
      'referring-site': 'Web-mjesto s kojeg ste došli, kako bi se posjet pripisao oglasu koji vas je ovamo doveo.',
      'own-keys-index': 'Popis stavki koje je usluga pohranila na ovom uređaju.',
      'visitor-id-and-session': 'Anonimni ID koji razlikuje posjetitelje, i trenutačni posjet.',
      'visitor-and-user-ids': 'Anonimni ID koji razlikuje posjetitelje (i korisnički ID, ako je postavljen).',
      'visitor-id-and-event-properties': 'Vaš ID kod usluge i svojstva koja se šalju sa svakim događajem.',
      'current-visit': 'Trenutačni posjet: koje stranice i događaji pripadaju njemu.',
      'arrival-source': 'Kako ste prvi put došli na web-mjesto: web-mjesto, tražilica ili kampanja koja vas je uputila.',
      'visit-end': 'Kada završava trenutačni posjet.',
      'visitor-id-end': 'Kada istječe ID posjetitelja.',
      'visit-recording': 'Spaja stranice jednog posjeta u snimku sesije.',
      'returning-visitor': 'Jeste li već posjetili web-mjesto.',
      'tab-recording': 'Snima li se ova kartica, i sesija snimanja kojoj pripada.',
      'working-data': 'Radni podaci usluge: vršna domena, uzorkovanje, test pohrane, atributi korisnika.',
      'tab-id': 'Razlikuje ovu karticu od drugih otvorenih na web-mjestu.',
      'open-tabs': 'Kartice koje su trenutačno otvorene na web-mjestu.',
      'tracking-allowed': 'Smije li usluga prikupljati podatke.',
      'cookies-allowed': 'Smije li usluga postavljati kolačiće.',
      'retry-queue': 'Događaji koji čekaju ponovno slanje nakon neuspjelog zahtjeva.',
      'chat-conversation': 'Čuva vaš razgovor u chatu između stranica i posjeta.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Čuva klik na oglas usluge {network} koji vas je doveo ovamo.',
    stays: {
      'tab-session': 'sesija ove kartice',
      'at-most-session': 'najviše do kraja sesije',
      'until-removed': 'do uklanjanja',
      'until-cleared': 'dok ne izbrišete podatke ovog web-mjesta',
      'until-sent': 'do slanja',
      'until-sent-at-most-a-week': 'do slanja, najviše tjedan dana',
      'until-confirmed': 'dok ih poslužitelj ne potvrdi',
      'until-next-choice': 'do vašeg sljedećeg odabira',
    },
    spans: {
      minutes: { one: '# minuta', few: '# minute', other: '# minuta' },
      days: { one: '# dan', few: '# dana', other: '# dana' },
      months: { one: '# mjesec', few: '# mjeseca', other: '# mjeseci' },
      years: { one: '# godina', few: '# godine', other: '# godina' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'stranice koje pregledavate i imenovani događaji',
      'page-views': 'samo stranice koje pregledavate',
      'same-named-events': 'isti imenovani događaji',
      'named-events-and-conversions': 'imenovani događaji i konverzije',
      'page-views-and-counted-conversions': 'stranice koje pregledavate i konverzije koje broje imenovani događaji',
      'scrolls-and-clicks': 'kako se stranice pomiču i gdje se na njima klikće',
      'session-recordings': 'snimka onoga što vidite i radite na stranicama',
      'errors-and-traces': 'pogreške i mjerenja performansi',
      errors: 'pogreške',
      'nothing-leaves-the-page': 'ništa: pozivi se bilježe samo na ovoj stranici',
      'chat-messages': 'ono što napišete u chatu, uz vašu IP adresu, podatke o vašem pregledniku i stranicu na kojoj se nalazite',
    },
    facts: {
      'each-with-its-page': ', svaki sa stranicom na kojoj se dogodio',
      'without-cookies': ', bez kolačića',
      'sampled-session-recordings': ' te snimka uzorka sesija (jedna od deset i svaka sesija u kojoj se dogodi pogreška)',
      'loaded-after-page-load': '; učitava se nakon što se stranica potpuno učita',
      'clicks-and-form-use': ', kao i vaši klikovi i korištenje obrazaca na svakoj stranici',
      'through-site-address': ', poslano preko vlastite adrese ovog web-mjesta',
      'measures-advertising': ', radi mjerenja oglašavanja',
      'measures-and-targets-advertising': ', radi mjerenja i ciljanja oglašavanja',
    },
    measuresAdvertisingOn: ', radi mjerenja oglašavanja na usluzi {network}',
    advertisingStorageOf: '; oglašivačka pohrana usluge {network} samo ako prihvatite oglašavanje',
    end: '.',
    parts: {
      'advertising-storage': 'oglašivačka pohrana',
      'session-replay': 'snimanje sesija',
      'google-tag-measurement-storage': 'pohrana za mjerenje u Googleovoj oznaci',
    },
  },
  embeds: {
    kinds: {
      video: 'Videozapis',
      map: 'Karta',
      post: 'Objava',
      audio: 'Audioreproduktor',
      booking: 'Kalendar rezervacija',
      page: 'Ugrađena stranica',
    },
    receives: (service: string) =>
      `Učitavanjem ${service} dobiva vašu IP adresu, podatke o vašem pregledniku i adresu ove stranice, a usluga može spremati kolačiće.`,
    policyLink: (service: string) => `Pravila o privatnosti usluge ${service}`,
    loadOnce: 'Učitaj jednom',
    loadOnceLabel: (title: string) => `Učitaj jednom: ${title}`,
    alwaysAllow: (purpose: string) => `Uvijek dopusti: ${purpose}`,
    gpcNote: 'Vaš preglednik traži od web-mjesta da ne dijele vaše podatke za oglašavanje, pa se ovo učitava samo na vaš zahtjev.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, sadržaj ugrađen u neke stranice, svrha ${purpose}: tek kad ga učitate, dobiva vašu IP adresu i adresu stranice te može spremati vlastite kolačiće.`,
    formKind: 'Obrazac',
  },
  chat: {
    launcher: 'Razgovarajte s nama',
    opens: (service: string) => `Otvara chat usluge ${service}, koja sprema kolačiće kako bi sačuvala vaš razgovor.`,
    kind: 'Chat za korisnike',
    onRequest: 'tek kad otvorite chat',
    privacyHeading: 'Učitavaju se tek kad otvorite chat',
    privacyLead:
      'Ništa se od ovih usluga ne učitava dok ne otvorite chat. Otvaranje je vaš vlastiti zahtjev, pa nije jedna od svrha koje birate za kolačiće.',
  },
  shell: {
    skipLink: 'Preskoči na sadržaj',
    mainNav: 'Glavni izbornik',
    privacyLink: 'Politika privatnosti',
    errorTitle: 'Nešto je pošlo po zlu',
    errorBody: 'Ovaj dio stranice nije se uspio učitati. Problem je prijavljen.',
    tryAgain: 'Pokušajte ponovno',
  },
  notFound: {
    title: 'Stranica nije pronađena',
    body: 'Na ovoj adresi nema stranice.',
    home: 'Idi na početnu stranicu',
  },
} satisfies Messages;
