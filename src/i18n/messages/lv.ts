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
  banner: {
    title: 'Mēs izmantojam sīkdatnes',
    body: {
      beforeLink:
        'Sīkdatnes palīdz mums uzlabot mūsu tīmekļa vietni un ļauj mums skatīt un saglabāt jūsu mijiedarbību ar to. Turpinot jūs piekrītat, ka mēs izmantojam sīkdatnes. Mūsu ',
      link: 'privātuma politika',
      afterLink: ' sniedz plašāku informāciju.',
    },
    accept: 'Sapratu',
    decline: 'Noraidīt',
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
      name: 'Lietotāja pieredze',
      inSentence: 'lietotāja pieredze',
      description: 'Siltumkartes un sesiju ieraksti, lai redzētu, kur vietne jums traucē.',
    },
  },
  language: {
    label: 'Valoda',
    change: 'Mainīt',
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
      kinds: { cookie: 'sīkdatne', localStorage: 'lokālā krātuve', sessionStorage: 'sesijas krātuve' },
    },
    storedByServices: 'Tālāk minētie analītikas, siltumkaršu, reklāmas un kļūdu uzraudzības pakalpojumi var iestatīt savas sīkdatnes.',
    servicesHeading: 'Pakalpojumi, ko izmantojam',
    noServices: 'Šī vietne neko nesūta nevienam analītikas, reklāmas, siltumkaršu vai kļūdu uzraudzības pakalpojumam.',
    serviceKinds: {
      analytics: 'Produkta analītika',
      pixel: 'Reklāmas pikselis',
      heatmap: 'Siltumkartes',
      errors: 'Kļūdu uzraudzība un sesiju ierakstīšana',
    },
    errorsOptIn:
      'Kļūdu ziņojumi tiek nosūtīti neatkarīgi no jūsu izvēles, jo vietnes darbības uzturēšana ir mūsu leģitīmā interese; sesijas tiek ierakstītas tikai tad, ja atļaujat lietotāja pieredzes sīkdatnes, un ierakstīšana apstājas, ja atsaucat piekrišanu.',
    errorsNotice:
      'Kļūdu ziņojumi ir daļa no vietnes darbības un tiek nosūtīti jau no jūsu pirmās lapas; sesijas tiek ierakstītas, ja vien neizslēdzat lietotāja pieredzes sīkdatnes.',
    loadingOptIn:
      'Neviens analītikas, reklāmas vai siltumkaršu pakalpojums netiek ielādēts un tam nekas netiek nosūtīts, kamēr neatļaujat tā mērķi; tas, ko noraidāt, paliek izslēgts.',
    loadingNotice:
      'Šie pakalpojumi darbojas jau no jūsu pirmās lapas; to jums norāda sīkdatņu josla. Jebkuru mērķi varat izslēgt sadaļā „Sīkdatņu iestatījumi”.',
    gpcOn: 'Jūsu pārlūkprogramma sūta Global Privacy Control signālu, tāpēc reklāmas pikselis nekad netiek ielādēts un neko nesaņem.',
    gpcOff: 'Ja jūsu pārlūkprogramma sūta Global Privacy Control signālu, reklāmas pikselis nekad netiek ielādēts un neko nesaņem.',
    settingsHeading: 'Sīkdatņu iestatījumi',
    noChoiceNotice: 'Izvēle par sīkdatnēm vēl nav izdarīta; tālāk minētie pakalpojumi darbojas, līdz jūs tos izslēdzat.',
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
  vendorPrivacy: {
    clarity: 'kā lapas tiek ritinātas un kur tajās tiek noklikšķināts; tiek ielādēts pēc tam, kad lapa ir pilnībā ielādēta.',
    'google-ads': 'nosauktie notikumi un konversijas, lai novērtētu un mērķētu reklāmu.',
    'google-analytics':
      'jūsu skatītās lapas un nosauktie notikumi, katrs ar lapu, kurā tas notika; Google reklāmas krātuve tikai tad, ja pieņemat reklāmu.',
    hotjar: 'kā lapas tiek ritinātas un kur tajās tiek noklikšķināts; tiek ielādēts pēc tam, kad lapa ir pilnībā ielādēta.',
    'linkedin-insight': 'jūsu skatītās lapas un konversijas, ko uzskaita nosauktie notikumi, lai novērtētu reklāmu platformā LinkedIn.',
    'meta-pixel': 'tie paši nosauktie notikumi, lai novērtētu reklāmu.',
    'microsoft-uet': 'tie paši nosauktie notikumi, lai novērtētu reklāmu platformā Microsoft Bing.',
    mixpanel: 'jūsu skatītās lapas un nosauktie notikumi, katrs ar lapu, kurā tas notika.',
    plausible: 'jūsu skatītās lapas un nosauktie notikumi, bez sīkdatnēm.',
    posthog: 'jūsu skatītās lapas un nosauktie notikumi, katrs ar lapu, kurā tas notika.',
    segment: 'jūsu skatītās lapas un nosauktie notikumi, katrs ar lapu, kurā tas notika.',
    sentry:
      'kļūdas un veiktspējas trases, kā arī daļas sesiju ieraksts (vienas sesijas no desmit un katras sesijas, kurā rodas kļūda), kas tiek nosūtīti caur šīs vietnes pašas adresi.',
    'tiktok-pixel': 'tie paši nosauktie notikumi, lai novērtētu reklāmu platformā TikTok.',
    memory: 'nekas: izsaukumi tiek reģistrēti tikai šajā lapā.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'reklāmas krātuve' },
    'google-ads': { analytics: 'mērījumu krātuve Google tagā' },
    'google-analytics': { marketing: 'reklāmas krātuve' },
    sentry: { experience: 'sesiju ierakstīšana' },
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
