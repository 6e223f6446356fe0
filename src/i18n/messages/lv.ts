import type { Messages } from './en';

/**
 * Months after "pēc" (after): the singular genitive for numbers ending in 1 but not 11 (1, 21, 31: "mēneša"),
 * the plural dative for every other number (2–20, 22…: "mēnešiem"). 12 is "gada" (a year).
 */
function months(count: number): string {
  if (count === 12) return 'gada';
  if (count === 1) return 'mēneša';
  return new Intl.PluralRules('lv').select(count) === 'one' ? `${count} mēneša` : `${count} mēnešiem`;
}

/** Latvian (polite form: jūs). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Mēs izmantojam sīkdatnes',
    body: {
      beforeLink:
        'Sīkdatnes palīdz mums uzlabot mūsu tīmekļa vietni un ļauj mums skatīt un saglabāt jūsu mijiedarbību ar to. Turpinot jūs piekrītat, ka mēs izmantojam sīkdatnes. Mūsu ',
      link: 'privātuma politika',
      afterLink: ' sniedz plašāku informāciju.',
    },
    askingBody: {
      beforeLink:
        'Vai drīkstam izmantot izvēles sīkdatnes? Tās palīdz mums uzlabot mūsu tīmekļa vietni un saprast, kā tā tiek izmantota. Līdz jūsu izvēlei neviena izvēles sīkdatne netiek izmantota, un savu izvēli varat jebkurā laikā mainīt. Mūsu ',
      link: 'privātuma politika',
      afterLink: ' sniedz plašāku informāciju.',
    },
    accept: 'Sapratu',
    choose: 'Izvēlēties sīkdatnes',
    announcement: 'Mēs izmantojam sīkdatnes: paziņojums par sīkdatnēm lapas apakšā.',
  },
  preferences: {
    title: 'Sīkdatņu iestatījumi',
    intro: 'Izvēlieties, ko šī vietne drīkst izmantot. To jebkurā laikā varat mainīt privātuma politikas lapā.',
    save: 'Saglabāt',
    acceptAll: 'Pieņemt visas',
    rejectAll: 'Noraidīt visas',
    cancel: 'Atcelt',
    gpcNote: 'Jūsu pārlūkprogramma sūta Global Privacy Control signālu, tāpēc šis paliek izslēgts.',
    usedBy: (services: string) => `Izmanto: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Šajā vietnē nedarbojas neviens šāda veida pakalpojums.',
  },
  purposes: {
    necessary: {
      name: 'Nepieciešamās',
      inSentence: 'nepieciešamās funkcijas',
      description: 'Šīs izvēles atcerēšanās un kļūdu ziņojumi, kas uztur vietnes darbību. Vienmēr ieslēgtas.',
    },
    analytics: {
      name: 'Analītika',
      inSentence: 'analītika',
      description: 'Jūsu skatītās lapas un tas, uz kā jūs noklikšķināt, lai saprastu, kā vietne tiek izmantota.',
    },
    marketing: {
      name: 'Reklāma',
      inSentence: 'reklāma',
      description: 'Tie paši notikumi, kopīgoti ar reklāmas tīklu, lai novērtētu tā reklāmas.',
    },
    experience: {
      name: 'Sesiju ierakstīšana',
      inSentence: 'sesiju ierakstīšana',
      description: 'Siltumkartes un sesiju ieraksti, lai redzētu, kur vietne jums traucē.',
    },
  },
  privacyChoices: {
    link: 'Jūsu privātuma izvēles',
    intro:
      'Šī vietne daļu jūsu darbību kopīgo ar reklāmas tīkliem. Izslēdziet šo, lai atteiktos no savas personiskās informācijas pārdošanas un kopīgošanas un no mērķētas reklāmas.',
    sale: 'Pārdošana, kopīgošana un mērķēta reklāma',
    gpcHonored: 'Atteikšanās signāls ievērots',
  },
  language: {
    label: 'Valoda',
    change: 'Mainīt',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Privātuma politika',
    placeholderLead: 'Vietturis.',
    placeholder:
      'Aizstājiet šo lapu ar savu politiku. Tajā uzskaitīts, ko šī lietotnes čaula var glabāt un kurus pakalpojumus tā var izmantot, atkarībā no tā, kā tā ir konfigurēta.',
    storedHeading: 'Ko mēs glabājam jūsu ierīcē',
    storedFlag:
      '{cookieAccepted} jūsu pārlūkprogrammas lokālajā krātuvē: {true}, kad jūs pieņemat sīkdatnes (visas ar „{accept}” vai tās, kuras izvēlaties), {false}, kad jūs tās visas noraidāt, lai turpmākajos apmeklējumos josla paliktu paslēpta.',
    storedDetail:
      '{cookieConsent} blakus tam: kurus mērķus jūs atļāvāt, uz kuru šīs politikas versiju atbildējāt, kad, un jūsu piekrišanas ID (nejaušs skaitlis, pēc kura mūsu serverī atrod jūsu ierakstus).',
    askAgain: (count: number) => `Mēs jautājam vēlreiz, kad šī politika mainās, vai pēc ${months(count)}.`,
    clearing: 'Notīrot pārlūkprogrammas datus, tiek noņemti abi.',
    storedLanguage:
      '{cookieLanguage}, sīkdatne, tikai tad, ja šajā lapā izvēlaties valodu: jūsu izvēlētā valoda, lai mūsu serveris atbildētu tajā.',
    storedLedger:
      '{cookieConsentOutbox} un {cookieConsentReceipt}: katra jūsu izvēle tiek nosūtīta arī uz mūsu pašu serveri kā jūsu piekrišanas pierādījums. Izvēle gaida pirmajā, līdz serveris to saņem, un otrajā tiek saglabāts, kad serveris reģistrēja jūsu jaunāko izvēli.',
    storedUnsent:
      '{unsentCalls}, tikai tad, ja pametat lapu, pirms pakalpojums ir sācis darboties: jūsu atļautie lapu skatījumi un notikumi, kas to vēl nebija sasnieguši. Tie tiek nosūtīti jūsu nākamajā apmeklējumā un noņemti, un nekas vecāks par nedēļu netiek glabāts.',
    storedTable: {
      caption: 'Visas sīkdatnes un krātuves atslēgas, ko var iestatīt šī vietne un tās pakalpojumi, un to nolūks',
      name: 'Nosaukums',
      service: 'Pakalpojums',
      purpose: 'Mērķis',
      lifetime: 'Glabāšanas ilgums',
      thisSite: 'Šī vietne',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'sīkdatne', localStorage: 'lokālā krātuve', sessionStorage: 'sesijas krātuve' },
    },
    storedByServices: 'Tālāk minētie analītikas, siltumkaršu, reklāmas un kļūdu uzraudzības pakalpojumi var iestatīt savas sīkdatnes.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Pakalpojumi, ko izmantojam',
    noServices: 'Šī vietne neko nesūta nevienam analītikas, reklāmas, siltumkaršu vai kļūdu uzraudzības pakalpojumam.',
    serviceKinds: {
      analytics: 'Produkta analītika',
      pixel: 'Reklāmas pikselis',
      heatmap: 'Siltumkartes',
      errors: 'Kļūdu uzraudzība un sesiju ierakstīšana',
    },
    errorsOptIn:
      'Kļūdu ziņojumi tiek nosūtīti neatkarīgi no jūsu izvēles, jo vietnes darbības uzturēšana ir mūsu leģitīmā interese; sesijas tiek ierakstītas tikai tad, ja atļaujat sesiju ierakstīšanas sīkdatnes, un ierakstīšana apstājas, ja atsaucat piekrišanu.',
    errorsNotice:
      'Kļūdu ziņojumi ir daļa no vietnes darbības un tiek nosūtīti jau no jūsu pirmās lapas; sesijas tiek ierakstītas, ja vien neizslēdzat sesiju ierakstīšanas sīkdatnes.',
    loadingOptIn:
      'Neviens analītikas, reklāmas vai siltumkaršu pakalpojums netiek ielādēts un tam nekas netiek nosūtīts, kamēr neatļaujat tā mērķi; tas, ko noraidāt, paliek izslēgts.',
    loadingNotice:
      'Šie pakalpojumi darbojas jau no jūsu pirmās lapas; to jums norāda sīkdatņu josla. Jebkuru mērķi varat izslēgt sadaļā „Sīkdatņu iestatījumi”.',
    gpcOn: 'Jūsu pārlūkprogramma sūta Global Privacy Control signālu, tāpēc reklāmas pikselis nekad netiek ielādēts un neko nesaņem.',
    gpcOff: 'Ja jūsu pārlūkprogramma sūta Global Privacy Control signālu, reklāmas pikselis nekad netiek ielādēts un neko nesaņem.',
    settingsHeading: 'Sīkdatņu iestatījumi',
    noChoiceNotice: 'Izvēle par sīkdatnēm vēl nav izdarīta; iepriekš minētie pakalpojumi darbojas, līdz jūs tos izslēdzat.',
    noChoiceOptIn: 'Izvēle par sīkdatnēm vēl nav izdarīta.',
    accepted: 'Jūs pieņēmāt sīkdatnes.',
    declined: 'Jūs noraidījāt sīkdatnes.',
    partial: (granted: string, refused: string) =>
      `Jūs pieņēmāt sīkdatnes šādiem mērķiem: ${granted}, un noraidījāt tās šādiem mērķiem: ${refused}.`,
    settingsButton: 'Sīkdatņu iestatījumi',
    choicesHeading: 'Jūsu izvēles',
    choices:
      'Jūs jebkurā laikā varat notīrīt šīs vietnes datus savā pārlūkprogrammā un bloķēt šos pakalpojumus pārlūkprogrammas vai paplašinājuma iestatījumos; vietne turpina darboties arī bez tiem.',
  },
  consentRecord: {
    consentId: 'Jūsu piekrišanas ID ir {consentId}.',
    recordedOn: 'Jūsu pašreizējā izvēle tika reģistrēta mūsu serverī {time}.',
    pending: 'Jūsu pašreizējā izvēle gaida reģistrēšanu mūsu serverī; jūsu pārlūkprogramma to sūta atkārtoti, līdz tā ir reģistrēta.',
    unrecorded: 'Jūsu pārlūkprogrammā nav mūsu servera apstiprinājuma par jūsu pašreizējo izvēli.',
    history: 'Visas ar šo ID reģistrētās izvēles JSON formātā: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Vai jūs pieņēmāt vai noraidījāt sīkdatnes, lai paziņojums turpmākajos apmeklējumos paliktu paslēpts.',
      'consent-detail': 'Kādus nolūkus atļāvāt, uz kuru politikas versiju atbildējāt, kad, un jūsu piekrišanas ID.',
      'scroll-positions': 'Līdz kurai vietai katra lapa bija ritināta, lai, atgriežoties (vai pārlādējot), jūs nonāktu tajā pašā vietā.',
      'language-choice': 'Privātuma lapā izvēlētā valoda, lai mūsu serveris atbildētu tajā (tikai pēc tam, kad to izvēlaties).',
      'unsent-calls':
        'Jūsu atļautie lapu skatījumi un notikumi, kas vēl nebija sasnieguši pakalpojumu, kad aizgājāt no lapas; tiek nosūtīti nākamajā apmeklējumā.',
      'consent-outbox': 'Jūsu izvēļu ieraksti, kuru saņemšanu mūsu serveris vēl nav apstiprinājis.',
      'consent-receipt': 'Kvīts, ko mūsu serveris izsniedza par jūsu pēdējo izvēli.',
      'visitor-id': 'Nejaušs ID, kas atšķir apmeklētājus.',
      'visitor-id-and-settings': 'Nejaušs ID, kas atšķir apmeklētājus, un pakalpojuma iestatījumi.',
      'visitor-id-for-ads': 'Atšķir apmeklētājus, lai novērtētu reklāmu.',
      'referring-site': 'Vietne, no kuras atnācāt, lai apmeklējumu piedēvētu reklāmai, kas jūs šeit atveda.',
      'own-keys-index': 'Saraksts ar ierakstiem, ko pakalpojums ir saglabājis šajā ierīcē.',
      'visitor-id-and-session': 'Anonīms ID, kas atšķir apmeklētājus, un pašreizējais apmeklējums.',
      'visitor-and-user-ids': 'Anonīms ID, kas atšķir apmeklētājus (un lietotāja ID, ja tas ir iestatīts).',
      'visitor-id-and-event-properties': 'Jūsu ID pakalpojumā un īpašības, kas tiek nosūtītas ar katru notikumu.',
      'current-visit': 'Pašreizējais apmeklējums: kuras lapas un notikumi tam pieder.',
      'arrival-source': 'Kā jūs pirmo reizi nonācāt vietnē: vietne, meklētājprogramma vai kampaņa, kas jūs šeit novirzīja.',
      'visit-end': 'Kad beidzas pašreizējais apmeklējums.',
      'visitor-id-end': 'Kad beidzas apmeklētāja ID derīgums.',
      'visit-recording': 'Apvieno viena apmeklējuma lapas sesijas ierakstā.',
      'returning-visitor': 'Vai jūs jau agrāk apmeklējāt vietni.',
      'tab-recording': 'Vai šī cilne tiek ierakstīta, un ierakstīšanas sesija, kurai tā pieder.',
      'working-data': 'Pakalpojuma darba dati: augstākā līmeņa domēns, izlase, krātuves pārbaude, lietotāja atribūti.',
      'tab-id': 'Atšķir šo cilni no citām vietnē atvērtajām.',
      'open-tabs': 'Cilnes, kas vietnē ir atvērtas pašlaik.',
      'tracking-allowed': 'Vai pakalpojums drīkst vākt datus.',
      'cookies-allowed': 'Vai pakalpojums drīkst iestatīt sīkdatnes.',
      'retry-queue': 'Notikumi, kas gaida atkārtotu nosūtīšanu pēc neizdevuša pieprasījuma.',
      'chat-conversation': 'Saglabā jūsu tērzēšanas sarunu starp lapām un apmeklējumiem.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Saglabā reklāmas ({network}) klikšķi, ar kuru nonācāt šeit.',
    stays: {
      'tab-session': 'šīs cilnes sesija',
      'at-most-session': 'ne ilgāk kā sesija',
      'until-removed': 'līdz noņemšanai',
      'until-cleared': 'līdz notīrāt šīs vietnes datus',
      'until-sent': 'līdz nosūtīšanai',
      'until-sent-at-most-a-week': 'līdz nosūtīšanai, ne ilgāk kā nedēļu',
      'until-confirmed': 'līdz serveris tos apstiprina',
      'until-next-choice': 'līdz jūsu nākamajai izvēlei',
    },
    spans: {
      minutes: { zero: '# minūtes', one: '# minūte', other: '# minūtes' },
      days: { zero: '# dienas', one: '# diena', other: '# dienas' },
      months: { zero: '# mēneši', one: '# mēnesis', other: '# mēneši' },
      years: { zero: '# gadi', one: '# gads', other: '# gadi' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'jūsu skatītās lapas un nosauktie notikumi',
      'page-views': 'tikai jūsu skatītās lapas',
      'same-named-events': 'tie paši nosauktie notikumi',
      'named-events-and-conversions': 'nosauktie notikumi un konversijas',
      'page-views-and-counted-conversions': 'jūsu skatītās lapas un konversijas, ko uzskaita nosauktie notikumi',
      'scrolls-and-clicks': 'kā lapas tiek ritinātas un kur tajās tiek noklikšķināts',
      'session-recordings': 'ieraksts par to, ko jūs redzat un darāt lapās',
      'errors-and-traces': 'kļūdas un veiktspējas trases',
      errors: 'kļūdas',
      'nothing-leaves-the-page': 'nekas: izsaukumi tiek reģistrēti tikai šajā lapā',
      'chat-messages': 'tas, ko rakstāt tērzēšanā, kopā ar jūsu IP adresi, pārlūkprogrammas datiem un lapu, kurā atrodaties',
    },
    facts: {
      'each-with-its-page': ', katrs ar lapu, kurā tas notika',
      'without-cookies': ', bez sīkdatnēm',
      'sampled-session-recordings': ', kā arī daļas sesiju ieraksts (vienas sesijas no desmit un katras sesijas, kurā rodas kļūda)',
      'loaded-after-page-load': '; tiek ielādēts pēc tam, kad lapa ir pilnībā ielādēta',
      'clicks-and-form-use': ', kā arī jūsu klikšķi un veidlapu izmantošana katrā lapā',
      'through-site-address': ', kas tiek nosūtīti caur šīs vietnes pašas adresi',
      'measures-advertising': ', lai novērtētu reklāmu',
      'measures-and-targets-advertising': ', lai novērtētu un mērķētu reklāmu',
    },
    measuresAdvertisingOn: ', lai novērtētu reklāmu platformā {network}',
    advertisingStorageOf: '; {network} reklāmas krātuve tikai tad, ja pieņemat reklāmu',
    end: '.',
    parts: {
      'advertising-storage': 'reklāmas krātuve',
      'session-replay': 'sesiju ierakstīšana',
      'google-tag-measurement-storage': 'mērījumu krātuve Google tagā',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Karte',
      post: 'Ieraksts',
      audio: 'Audio atskaņotājs',
      booking: 'Rezervāciju kalendārs',
      page: 'Iegulta lapa',
    },
    receives: (service: string) =>
      `Ielādējot ${service} saņem jūsu IP adresi, jūsu pārlūka datus un šīs lapas adresi, un pakalpojums var saglabāt sīkdatnes.`,
    policyLink: (service: string) => `${service} privātuma politika`,
    loadOnce: 'Ielādēt vienreiz',
    loadOnceLabel: (title: string) => `Ielādēt vienreiz: ${title}`,
    alwaysAllow: (purpose: string) => `Vienmēr atļaut: ${purpose}`,
    gpcNote: 'Jūsu pārlūks lūdz vietnēm nekopīgot jūsu datus reklāmai, tāpēc tas tiek ielādēts tikai pēc jūsu pieprasījuma.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, dažās lapās iegults saturs, mērķis ${purpose}: tikai tad, kad to ielādējat, tas saņem jūsu IP adresi un lapas adresi un var saglabāt savas sīkdatnes.`,
    formKind: 'Veidlapa',
  },
  chat: {
    launcher: 'Tērzējiet ar mums',
    opens: (service: string) => `Atver pakalpojuma ${service} tērzēšanu, kas glabā sīkdatnes, lai saglabātu jūsu sarunu.`,
    kind: 'Klientu tērzēšana',
    onRequest: 'tikai tad, kad atverat tērzēšanu',
    privacyHeading: 'Tiek ielādēti tikai tad, kad atverat tērzēšanu',
    privacyLead:
      'No šiem pakalpojumiem nekas netiek ielādēts, kamēr neatverat tērzēšanu. Tās atvēršana ir jūsu pašu pieprasījums, tāpēc tas nav neviens no mērķiem, ko izvēlaties sīkdatnēm.',
  },
  shell: {
    skipLink: 'Pāriet uz saturu',
    mainNav: 'Galvenā navigācija',
    privacyLink: 'Privātuma politika',
    errorTitle: 'Radās kļūda',
    errorBody: 'Šo lapas daļu neizdevās ielādēt. Par problēmu ir ziņots.',
    tryAgain: 'Mēģināt vēlreiz',
  },
  notFound: {
    title: 'Lapa nav atrasta',
    body: 'Šajā adresē nav lapas.',
    home: 'Doties uz sākumlapu',
  },
} satisfies Messages;
