import type { Messages } from './en';

/**
 * "After" is the postposition pärast, which takes the genitive: ühe kuu pärast (1), and after a numeral the noun
 * stays singular (6 kuu pärast), so Estonian's one/other split changes only the number word.
 */
function months(count: number): string {
  if (count === 12) return 'aasta';
  return count === 1 ? 'ühe kuu' : `${count} kuu`;
}

/** Estonian. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Kasutame küpsiseid',
    body: {
      beforeLink:
        'Küpsised aitavad meil oma veebisaiti täiustada ning võimaldavad meil näha ja säilitada teie tegevust sellel. Jätkates nõustute meie küpsiste kasutamisega. Lähemalt selgitab seda meie ',
      link: 'privaatsuspoliitika',
      afterLink: '.',
    },
    askingBody: {
      beforeLink:
        'Kas tohime kasutada valikulisi küpsiseid? Need aitavad meil oma veebisaiti täiustada ja mõista, kuidas seda kasutatakse. Enne teie valikut ei käivitu midagi valikulist ning saate oma valikut igal ajal muuta. Lähemalt selgitab seda meie ',
      link: 'privaatsuspoliitika',
      afterLink: '.',
    },
    accept: 'Sain aru',
    choose: 'Vali küpsised',
    announcement: 'Kasutame küpsiseid: küpsiste teade lehe allosas.',
  },
  preferences: {
    title: 'Küpsiste seaded',
    intro: 'Valige, mida see sait tohib kasutada. Saate seda igal ajal privaatsuslehel muuta.',
    save: 'Salvesta',
    acceptAll: 'Nõustu kõigiga',
    rejectAll: 'Keeldu kõigist',
    cancel: 'Tühista',
    gpcNote: 'Teie brauser saadab signaali Global Privacy Control, seega jääb see välja lülitatuks.',
    usedBy: (services: string) => `Kasutavad teenused: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Sellel saidil ei tööta ühtegi seda tüüpi teenust.',
  },
  purposes: {
    necessary: {
      name: 'Vajalikud',
      inSentence: 'vajalike eesmärkide',
      description: 'Selle valiku meelespidamine ja veateated, mis hoiavad saidi töös. Alati sees.',
    },
    analytics: {
      name: 'Analüütika',
      inSentence: 'analüütika',
      description: 'Lehed, mida vaatate, ja see, millele klõpsate, et mõista, kuidas saiti kasutatakse.',
    },
    marketing: {
      name: 'Reklaam',
      inSentence: 'reklaami',
      description: 'Samad sündmused, mida jagatakse reklaamivõrgustikuga selle reklaamide mõõtmiseks.',
    },
    experience: {
      name: 'Seansside salvestamine',
      inSentence: 'seansside salvestamise',
      description: 'Soojuskaardid ja seansisalvestused, et näha, kus sait teid takistab.',
    },
  },
  privacyChoices: {
    link: 'Teie privaatsusvalikud',
    intro:
      'See sait jagab osa teie tegevusest reklaamivõrgustikega. Lülitage see välja, et loobuda oma isikuandmete müügist ja jagamisest ning sihitud reklaamist.',
    sale: 'Müük, jagamine ja sihitud reklaam',
    gpcHonored: 'Loobumissignaali austatakse',
  },
  language: {
    label: 'Keel',
    change: 'Muuda',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Privaatsuspoliitika',
    placeholderLead: 'Kohatäide.',
    placeholder:
      'Asendage see leht oma poliitikaga. See loetleb, mida see rakenduse raamistik saab salvestada ja milliseid teenuseid kasutada, olenevalt selle seadistusest.',
    storedHeading: 'Mida me teie seadmesse salvestame',
    storedFlag:
      '{cookieAccepted} teie brauseri kohalikus salvestusruumis: {true}, kui nõustute küpsistega (kõigiga nupuga „{accept}“ või nendega, mille valite), {false}, kui keeldute kõigist, et küpsiste teade jääks järgmistel külastustel peidetuks.',
    storedDetail:
      '{cookieConsent} selle kõrval: milliseid eesmärke lubasite, millisele selle poliitika versioonile vastasite, millal ning teie nõusoleku ID (juhuslik number, mille järgi leitakse teie kirjed meie serverist).',
    askAgain: (count: number) => `Küsime uuesti, kui see poliitika muutub, või ${months(count)} pärast.`,
    clearing: 'Brauseri andmete kustutamine eemaldab mõlemad.',
    storedLanguage:
      '{cookieLanguage}, küpsis, ainult siis, kui valite sellel lehel keele: teie valitud keel, et meie server vastaks teile selles keeles.',
    storedLedger:
      '{cookieConsentOutbox} ja {cookieConsentReceipt}: iga teie tehtud valik saadetakse ka meie enda serverisse teie nõusoleku tõendiks. Valik ootab esimeses, kuni server on selle kätte saanud, ja teine hoiab meeles, millal server teie viimase valiku salvestas.',
    storedUnsent:
      '{unsentCalls}, ainult siis, kui lahkute lehelt enne, kui mõni teenus on käivitunud: teie lubatud lehevaatamised ja sündmused, mis polnud selleni veel jõudnud. Need saadetakse teie järgmisel külastusel ja eemaldatakse ning midagi nädalast vanemat ei säilitata.',
    storedTable: {
      caption: 'Iga küpsis ja salvestusvõti, mida see sait ja selle teenused võivad seada, ning milleks',
      name: 'Nimi',
      service: 'Teenus',
      purpose: 'Eesmärk',
      lifetime: 'Kehtivusaeg',
      thisSite: 'See sait',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'küpsis', localStorage: 'kohalik salvestusruum', sessionStorage: 'seansi salvestusruum' },
    },
    storedByServices: 'Allpool loetletud analüütika-, soojuskaardi-, reklaami- ja vigade jälgimise teenused võivad seada oma küpsiseid.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Teenused, mida kasutame',
    noServices: 'See sait ei saada midagi ühelegi analüütika-, reklaami-, soojuskaardi- ega vigade jälgimise teenusele.',
    serviceKinds: {
      analytics: 'Tooteanalüütika',
      pixel: 'Reklaamipiksel',
      heatmap: 'Soojuskaardid',
      errors: 'Vigade jälgimine ja seansisalvestus',
    },
    errorsOptIn:
      'Veateated saadetakse olenemata teie valikust, sest saidi töös hoidmine on meie õigustatud huvi; seansse salvestatakse ainult siis, kui lubate seansside salvestamise küpsised, ja salvestamine lõpeb, kui võtate nõusoleku tagasi.',
    errorsNotice:
      'Veateated on osa saidi käitamisest ja neid saadetakse alates teie esimesest lehest; seansse salvestatakse, kui te seansside salvestamise küpsiseid välja ei lülita.',
    loadingOptIn:
      'Ühtegi analüütika-, reklaami- ega soojuskaardi teenust ei laadita ega sellele midagi saadeta enne, kui lubate selle eesmärgi; see, millest keeldute, jääb välja lülitatuks.',
    loadingNotice:
      'Need teenused töötavad alates teie esimesest lehest; küpsiste teade ütleb teile seda. Iga eesmärgi saate välja lülitada küpsiste seadetes.',
    gpcOn: 'Teie brauser saadab signaali Global Privacy Control, seega reklaamipikslit ei laadita kunagi ja see ei saa midagi.',
    gpcOff: 'Kui teie brauser saadab signaali Global Privacy Control, ei laadita reklaamipikslit kunagi ja see ei saa midagi.',
    settingsHeading: 'Küpsiste seaded',
    noChoiceNotice: 'Te pole veel küpsiste kohta valikut teinud; ülal loetletud teenused töötavad, kuni need välja lülitate.',
    noChoiceOptIn: 'Te pole veel küpsiste kohta valikut teinud.',
    accepted: 'Olete küpsistega nõustunud.',
    declined: 'Olete küpsistest keeldunud.',
    partial: (granted: string, refused: string) => `Olete nõustunud küpsistega ${granted} jaoks ja keeldunud neist ${refused} jaoks.`,
    settingsButton: 'Küpsiste seaded',
    choicesHeading: 'Teie valikud',
    choices:
      'Saate selle saidi andmed oma brauserist igal ajal kustutada ning need teenused brauseri või laienduse seadetes blokeerida; sait töötab ka ilma nendeta.',
  },
  consentRecord: {
    consentId: 'Teie nõusoleku ID on {consentId}.',
    recordedOn: 'Teie praegune valik salvestati meie serverisse {time}.',
    pending: 'Teie praegune valik ootab meie serverisse salvestamist; teie brauser saadab seda uuesti, kuni see on tehtud.',
    unrecorded: 'Teie brauseril ei ole meie serverilt teie praeguse valiku kohta kinnitust.',
    history: 'Iga selle ID all salvestatud valik JSON-vormingus: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Kas nõustusite küpsistega või keeldusite neist, et teade jääks hilisematel külastustel peidetuks.',
      'consent-detail': 'Milliseid eesmärke lubasite, millisele poliitika versioonile vastasite, millal, ja teie nõusoleku ID.',
      'scroll-positions': 'Kui kaugele olite igal lehel kerinud, et tagasi minnes (või uuesti laadides) jõuaksite sinna tagasi.',
      'language-choice': 'Privaatsuslehel valitud keel, et meie server vastaks selles (ainult siis, kui valite keele).',
      'unsent-calls':
        'Lubatud lehevaatamised ja sündmused, mis polnud lehelt lahkudes teenuseni jõudnud; saadetakse teie järgmisel külastusel.',
      'consent-outbox': 'Teie valikute kirjed, mille kättesaamist meie server pole veel kinnitanud.',
      'consent-receipt': 'Kviitung, mille meie server andis teie viimase valiku kohta.',
      'visitor-id': 'Juhuslik ID, mis eristab külastajaid.',
      'visitor-id-and-settings': 'Juhuslik ID, mis eristab külastajaid, ja teenuse seaded.',
      'visitor-id-for-ads': 'Eristab külastajaid, et mõõta reklaami.',
      'referring-site': 'Sait, kust tulite, et külastus arvataks teid siia toonud reklaami arvele.',
      'own-keys-index': 'Loend kirjetest, mille teenus on sellesse seadmesse salvestanud.',
      'visitor-id-and-session': 'Anonüümne ID, mis eristab külastajaid, ja praegune külastus.',
      'visitor-and-user-ids': 'Anonüümne ID, mis eristab külastajaid (ja kasutaja ID, kui see on määratud).',
      'visitor-id-and-event-properties': 'Teie ID teenuses ja iga sündmusega saadetavad omadused.',
      'current-visit': 'Praegune külastus: millised lehed ja sündmused sellesse kuuluvad.',
      'arrival-source': 'Kuidas te esimest korda saidile jõudsite: sait, otsingumootor või kampaania, mis teid siia suunas.',
      'visit-end': 'Millal praegune külastus lõpeb.',
      'visitor-id-end': 'Millal külastaja ID aegub.',
      'visit-recording': 'Ühendab ühe külastuse lehed seansisalvestuseks.',
      'returning-visitor': 'Kas olete saiti varem külastanud.',
      'tab-recording': 'Kas seda vahekaarti salvestatakse, ja salvestusseanss, kuhu see kuulub.',
      'working-data': 'Teenuse tööandmed: ülataseme domeen, valim, salvestustest, kasutaja atribuudid.',
      'tab-id': 'Eristab seda vahekaarti teistest saidil avatud vahekaartidest.',
      'open-tabs': 'Saidil praegu avatud vahekaardid.',
      'tracking-allowed': 'Kas teenus tohib andmeid koguda.',
      'cookies-allowed': 'Kas teenus tohib küpsiseid seada.',
      'retry-queue': 'Sündmused, mis ootavad pärast ebaõnnestunud päringut uuesti saatmist.',
      'chat-conversation': 'Hoiab teie vestlust alles lehtede ja külastuste vahel.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Hoiab alles reklaamiklõpsu ({network}), mille kaudu siia jõudsite.',
    stays: {
      'tab-session': 'selle vahekaardi seanss',
      'at-most-session': 'kuni seansi lõpuni',
      'until-removed': 'kuni eemaldamiseni',
      'until-cleared': 'kuni kustutate selle saidi andmed',
      'until-sent': 'kuni saatmiseni',
      'until-sent-at-most-a-week': 'kuni saatmiseni, kõige rohkem nädal',
      'until-confirmed': 'kuni server need kinnitab',
      'until-next-choice': 'kuni teie järgmise valikuni',
    },
    spans: {
      minutes: { one: '# minut', other: '# minutit' },
      days: { one: '# päev', other: '# päeva' },
      months: { one: '# kuu', other: '# kuud' },
      years: { one: '# aasta', other: '# aastat' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'lehed, mida vaatate, ja nimega sündmused',
      'page-views': 'ainult lehed, mida vaatate',
      'same-named-events': 'samad nimega sündmused',
      'named-events-and-conversions': 'nimega sündmused ja konversioonid',
      'page-views-and-counted-conversions': 'lehed, mida vaatate, ja konversioonid, mida nimega sündmused loendavad',
      'scrolls-and-clicks': 'kuidas lehtedel keritakse ja klõpsatakse',
      'session-recordings': 'salvestis sellest, mida lehtedel näete ja teete',
      'errors-and-traces': 'vead ja jõudlusmõõtmised',
      errors: 'vead',
      'nothing-leaves-the-page': 'mitte midagi: väljakutsed salvestatakse ainult sellel lehel',
      'chat-messages': 'see, mida te vestlusesse kirjutate, koos teie IP-aadressi, brauseri andmete ja lehega, millel olete',
    },
    facts: {
      'each-with-its-page': ', igaüks koos lehega, kus see toimus',
      'without-cookies': ', ilma küpsisteta',
      'sampled-session-recordings': ' ning salvestus valimist seanssidest (üks kümnest ja iga seanss, milles tekib viga)',
      'loaded-after-page-load': '; laaditakse pärast lehe täielikku laadimist',
      'clicks-and-form-use': ', samuti teie klõpsud ja vormide kasutamine igal lehel',
      'through-site-address': ', saadetuna selle saidi enda aadressi kaudu',
      'measures-advertising': ', et mõõta reklaami',
      'measures-and-targets-advertising': ', et mõõta ja sihtida reklaami',
    },
    measuresAdvertisingOn: ', et mõõta reklaami teenuses {network}',
    advertisingStorageOf: '; teenuse {network} reklaamisalvestus ainult siis, kui nõustute reklaamiga',
    end: '.',
    parts: {
      'advertising-storage': 'reklaamisalvestus',
      'session-replay': 'seansisalvestus',
      'google-tag-measurement-storage': 'mõõtmissalvestus Google’i märgendis',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Kaart',
      post: 'Postitus',
      audio: 'Helipleier',
      booking: 'Broneerimiskalender',
      page: 'Manustatud leht',
    },
    receives: (service: string) =>
      `Laadimisel saab ${service} teie IP-aadressi, teie brauseri andmed ja selle lehe aadressi ning teenus saab salvestada küpsiseid.`,
    policyLink: (service: string) => `Teenuse ${service} privaatsuspoliitika`,
    loadOnce: 'Laadi üks kord',
    loadOnceLabel: (title: string) => `Laadi üks kord: ${title}`,
    alwaysAllow: (purpose: string) => `Luba alati: ${purpose}`,
    gpcNote: 'Teie brauser palub veebisaitidel mitte jagada teie andmeid reklaami jaoks, seega laaditakse see ainult teie palvel.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, mõnele lehele manustatud sisu, eesmärk ${purpose}: alles siis, kui te selle laadite, saab see teie IP-aadressi ja lehe aadressi ning võib salvestada oma küpsiseid.`,
    formKind: 'Vorm',
  },
  chat: {
    launcher: 'Vestle meiega',
    opens: (service: string) => `Avab teenuse ${service} vestluse, mis salvestab küpsiseid, et teie vestlus säiliks.`,
    kind: 'Klienditoe vestlus',
    onRequest: 'alles siis, kui avate vestluse',
    privacyHeading: 'Laaditakse alles siis, kui avate vestluse',
    privacyLead:
      'Nendest teenustest ei laadita midagi enne, kui avate vestluse. Selle avamine on teie enda soov, seega pole see üks eesmärkidest, mille küpsistele valite.',
  },
  shell: {
    skipLink: 'Liigu sisu juurde',
    mainNav: 'Peamenüü',
    privacyLink: 'Privaatsuspoliitika',
    errorTitle: 'Midagi läks valesti',
    errorBody: 'Seda lehe osa ei õnnestunud laadida. Probleemist on teatatud.',
    tryAgain: 'Proovi uuesti',
  },
  notFound: {
    title: 'Lehte ei leitud',
    body: 'Sellel aadressil lehte ei ole.',
    home: 'Mine avalehele',
  },
} satisfies Messages;
