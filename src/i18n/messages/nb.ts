import type { Messages } from './en';

/** Norwegian Bokmål (addressing the visitor as du, the usual form on Norwegian websites). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Vi bruker informasjonskapsler',
    body: {
      beforeLink:
        'Informasjonskapsler hjelper oss med å forbedre nettstedet vårt, og lar oss se og lagre samhandlingene dine med det. Ved å fortsette godtar du vår bruk av informasjonskapsler. ',
      link: 'Personvernerklæringen',
      afterLink: ' vår forklarer mer.',
    },
    askingBody: {
      beforeLink:
        'Kan vi bruke valgfrie informasjonskapsler? De hjelper oss med å forbedre nettstedet vårt og forstå hvordan det brukes. Ingenting valgfritt kjører før du har valgt, og du kan endre valget ditt når som helst. ',
      link: 'Personvernerklæringen',
      afterLink: ' vår forklarer mer.',
    },
    accept: 'Jeg forstår',
    choose: 'Velg informasjonskapsler',
    announcement: 'Vi bruker informasjonskapsler: et varsel om informasjonskapsler nederst på siden.',
  },
  preferences: {
    title: 'Innstillinger for informasjonskapsler',
    intro: 'Velg hva dette nettstedet kan bruke. Du kan endre det når som helst fra personvernsiden.',
    save: 'Lagre',
    acceptAll: 'Godta alle',
    rejectAll: 'Avslå alle',
    cancel: 'Avbryt',
    gpcNote: 'Nettleseren din sender Global Privacy Control, så dette forblir av.',
    usedBy: (services: string) => `Brukes av: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Ingen tjeneste av denne typen kjører på dette nettstedet.',
  },
  purposes: {
    necessary: {
      name: 'Nødvendige',
      inSentence: 'nødvendige formål',
      description: 'Å huske dette valget, og feilrapporter som holder nettstedet i gang. Alltid på.',
    },
    analytics: {
      name: 'Analyse',
      inSentence: 'analyse',
      description: 'Sidene du ser på og hva du klikker på, for å forstå hvordan nettstedet brukes.',
    },
    marketing: {
      name: 'Annonsering',
      inSentence: 'annonsering',
      description: 'De samme hendelsene, delt med et annonsenettverk for å måle annonsene det viser.',
    },
    experience: {
      name: 'Øktopptak',
      inSentence: 'øktopptak',
      description: 'Varmekart og øktopptak, for å se hvor nettstedet står i veien for deg.',
    },
  },
  privacyChoices: {
    link: 'Dine personvernvalg',
    intro:
      'Dette nettstedet deler noe av aktiviteten din med annonsenettverk. Slå av dette for å reservere deg mot salg og deling av personopplysningene dine og mot målrettet reklame.',
    sale: 'Salg, deling og målrettet reklame',
    gpcHonored: 'Reservasjonssignal respektert',
  },
  language: {
    label: 'Språk',
    change: 'Endre',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Personvernerklæring',
    placeholderLead: 'Plassholder.',
    placeholder:
      'Erstatt denne siden med din egen erklæring. Den viser hva dette applikasjonsskallet kan lagre og hvilke tjenester det kan bruke, avhengig av hvordan det er konfigurert.',
    storedHeading: 'Hva vi lagrer på enheten din',
    storedFlag:
      '{cookieAccepted} i nettleserens lokale lagring: {true} når du godtar informasjonskapsler (alle med «{accept}», eller dem du velger), {false} når du avslår alle, slik at banneret forblir skjult ved senere besøk.',
    storedDetail:
      '{cookieConsent} ved siden av: hvilke formål du har tillatt, hvilken versjon av denne erklæringen du svarte på, når, og samtykke-ID-en din (et tilfeldig tall som finner postene dine på serveren vår).',
    /** Bokmål: 1 → “én måned”, any other number → “måneder”; 12 → “ett år”, as in English. */
    askAgain: (months: number) =>
      `Vi spør igjen når denne erklæringen endres, eller etter ${months === 12 ? 'ett år' : months === 1 ? 'én måned' : `${months} måneder`}.`,
    clearing: 'Hvis du sletter nettleserdataene dine, fjernes begge.',
    storedLanguage:
      '{cookieLanguage}, en informasjonskapsel, bare når du velger et språk på denne siden: språket du valgte, slik at serveren vår svarer på det.',
    storedLedger:
      '{cookieConsentOutbox} og {cookieConsentReceipt}: hvert valg du tar, sendes også til vår egen server som bevis på samtykket ditt. Et valg venter i den første til serveren har mottatt det, og den andre tar vare på når serveren registrerte det siste valget ditt.',
    storedUnsent:
      '{unsentCalls}, bare når du forlater en side før en tjeneste har startet: sidevisningene og hendelsene du har tillatt som ennå ikke hadde nådd den. De sendes ved ditt neste besøk og fjernes, og ingenting eldre enn en uke beholdes.',
    storedTable: {
      caption: 'Alle informasjonskapsler og lagringsnøkler som dette nettstedet og tjenestene dets kan sette, og hva de brukes til',
      name: 'Navn',
      service: 'Tjeneste',
      purpose: 'Formål',
      lifetime: 'Levetid',
      thisSite: 'Dette nettstedet',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'informasjonskapsel', localStorage: 'lokal lagring', sessionStorage: 'øktlagring' },
    },
    storedByServices: 'Tjenestene for analyse, varmekart, annonsering og feilovervåking nedenfor kan sette sine egne informasjonskapsler.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Tjenester vi bruker',
    noServices: 'Dette nettstedet sender ingenting til noen tjeneste for analyse, annonsering, varmekart eller feilovervåking.',
    serviceKinds: {
      analytics: 'Produktanalyse',
      pixel: 'Annonsepiksel',
      heatmap: 'Varmekart',
      errors: 'Feilovervåking og øktopptak',
    },
    errorsOptIn:
      'Feilrapporter sendes uansett hva du velger, fordi det er vår berettigede interesse å holde nettstedet i gang; økter tas bare opp hvis du tillater informasjonskapsler for øktopptak, og opptaket stopper hvis du trekker samtykket tilbake.',
    errorsNotice:
      'Feilrapporter er en del av driften av nettstedet og sendes fra din første side; økter tas opp med mindre du slår av informasjonskapsler for øktopptak.',
    loadingOptIn:
      'Ingen tjeneste for analyse, annonsering eller varmekart lastes inn, og ingenting sendes til den, før du tillater formålet dens; det du avslår, forblir av.',
    loadingNotice:
      'Disse tjenestene kjører fra din første side; banneret om informasjonskapsler forteller deg det. Du kan slå av ethvert formål i Innstillinger for informasjonskapsler.',
    gpcOn: 'Nettleseren din sender Global Privacy Control, så annonsepikselen lastes aldri inn og mottar ingenting.',
    gpcOff: 'Hvis nettleseren din sender Global Privacy Control, lastes annonsepikselen aldri inn og mottar ingenting.',
    settingsHeading: 'Innstillinger for informasjonskapsler',
    noChoiceNotice: 'Du har ikke tatt et valg om informasjonskapsler ennå; tjenestene ovenfor kjører til du slår dem av.',
    noChoiceOptIn: 'Du har ikke tatt et valg om informasjonskapsler ennå.',
    accepted: 'Du har godtatt informasjonskapsler.',
    declined: 'Du har avslått informasjonskapsler.',
    partial: (granted: string, refused: string) => `Du har godtatt informasjonskapsler for ${granted} og avslått dem for ${refused}.`,
    settingsButton: 'Innstillinger for informasjonskapsler',
    choicesHeading: 'Dine valg',
    choices:
      'Du kan når som helst slette dataene til dette nettstedet i nettleseren din, og blokkere disse tjenestene i innstillingene til nettleseren din eller en utvidelse; nettstedet fungerer fortsatt uten dem.',
  },
  consentRecord: {
    consentId: 'Samtykke-ID-en din er {consentId}.',
    recordedOn: 'Det gjeldende valget ditt ble registrert på serveren vår {time}.',
    pending:
      'Det gjeldende valget ditt venter på å bli registrert på serveren vår; nettleseren din sender det på nytt til det er registrert.',
    unrecorded: 'Nettleseren din har ingen kvittering fra serveren vår for det gjeldende valget ditt.',
    history: 'Alle valg registrert under denne ID-en, som JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Om du har godtatt eller avvist informasjonskapsler, slik at banneret forblir skjult ved senere besøk.',
      'consent-detail': 'Hvilke formål du har tillatt, hvilken versjon av retningslinjene du svarte på, når, og samtykke-ID-en din.',
      'scroll-positions':
        'Hvor langt du hadde rullet på hver side, slik at du kommer dit igjen når du går tilbake (eller laster inn på nytt).',
      'language-choice': 'Språket du valgte på personvernsiden, slik at serveren vår svarer på det (først når du velger et).',
      'unsent-calls':
        'Sidevisninger og hendelser du tillot som ikke hadde nådd en tjeneste da du forlot siden, sendt ved ditt neste besøk.',
      'consent-outbox': 'Registreringer av valgene dine som serveren vår ennå ikke har bekreftet at den har mottatt.',
      'consent-receipt': 'Kvitteringen serveren vår ga for det siste valget ditt.',
      'visitor-id': 'En tilfeldig ID som skiller besøkende fra hverandre.',
      'visitor-id-and-settings': 'En tilfeldig ID som skiller besøkende fra hverandre, og tjenestens innstillinger.',
      'visitor-id-for-ads': 'Skiller besøkende fra hverandre, for å måle annonsering.',
      'referring-site': 'Nettstedet du kom fra, slik at annonsen som førte deg hit, får æren.',
      'own-keys-index': 'En liste over elementene tjenesten har lagret på denne enheten.',
      'visitor-id-and-session': 'En anonym ID som skiller besøkende fra hverandre, og det nåværende besøket.',
      'visitor-and-user-ids': 'En anonym ID som skiller besøkende fra hverandre (og en bruker-ID, hvis den er satt).',
      'visitor-id-and-event-properties': 'ID-en din hos tjenesten og egenskapene som sendes med hver hendelse.',
      'current-visit': 'Det nåværende besøket: hvilke sider og hendelser som hører til det.',
      'arrival-source': 'Hvordan du første gang kom til nettstedet: nettstedet, søkemotoren eller kampanjen som sendte deg hit.',
      'visit-end': 'Når det nåværende besøket slutter.',
      'visitor-id-end': 'Når besøks-ID-en utløper.',
      'visit-recording': 'Setter sammen sidene i ett besøk til et øktopptak.',
      'returning-visitor': 'Om du har besøkt nettstedet før.',
      'tab-recording': 'Om denne fanen blir tatt opp, og opptaksøkten den hører til.',
      'working-data': 'Tjenestens arbeidsdata: toppdomenet, utvalget, en lagringstest, brukerattributter.',
      'tab-id': 'Skiller denne fanen fra andre som er åpne på nettstedet.',
      'open-tabs': 'Fanene som er åpne på nettstedet akkurat nå.',
      'tracking-allowed': 'Om tjenesten kan samle inn data.',
      'cookies-allowed': 'Om tjenesten kan sette informasjonskapsler.',
      'retry-queue': 'Hendelser som venter på å bli sendt på nytt etter en mislykket forespørsel.',
      'chat-conversation': 'Tar vare på chattesamtalen din på tvers av sider og besøk.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Tar vare på klikket på annonsen fra {network} som førte deg hit.',
    stays: {
      'tab-session': 'denne fanens økt',
      'at-most-session': 'høyst økten',
      'until-removed': 'til den fjernes',
      'until-cleared': 'til du sletter dataene for dette nettstedet',
      'until-sent': 'til den er sendt',
      'until-sent-at-most-a-week': 'til den er sendt, høyst en uke',
      'until-confirmed': 'til serveren bekrefter dem',
      'until-next-choice': 'til ditt neste valg',
    },
    spans: {
      minutes: { one: '# minutt', other: '# minutter' },
      days: { one: '# dag', other: '# dager' },
      months: { one: '# måned', other: '# måneder' },
      years: { one: '# år', other: '# år' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'sidene du ser på og navngitte hendelser',
      'page-views': 'bare sidene du ser på',
      'same-named-events': 'de samme navngitte hendelsene',
      'named-events-and-conversions': 'navngitte hendelser og konverteringer',
      'page-views-and-counted-conversions': 'sidene du ser på og konverteringene som navngitte hendelser teller',
      'scrolls-and-clicks': 'hvordan sidene rulles og klikkes',
      'session-recordings': 'et opptak av det du ser og gjør på sidene',
      'errors-and-traces': 'feil og ytelsesspor',
      errors: 'feil',
      'nothing-leaves-the-page': 'ingenting: kall registreres bare på denne siden',
      'chat-messages': 'det du skriver i chatten, sammen med IP-adressen din, opplysninger om nettleseren din og siden du er på',
    },
    facts: {
      'each-with-its-page': ', hver med siden den skjedde på',
      'without-cookies': ', uten informasjonskapsler',
      'sampled-session-recordings': ', og et opptak av et utvalg økter (én av ti, og hver økt der det oppstår en feil)',
      'loaded-after-page-load': ', lastet inn etter at siden er ferdig lastet',
      'clicks-and-form-use': ', samt klikkene dine og bruken av skjemaer på hver side',
      'through-site-address': ', sendt gjennom dette nettstedets egen adresse',
      'measures-advertising': ', for å måle annonsering',
      'measures-and-targets-advertising': ', for å måle og målrette annonsering',
    },
    measuresAdvertisingOn: ', for å måle annonsering på {network}',
    advertisingStorageOf: '; annonselagring hos {network} bare hvis du godtar annonsering',
    end: '.',
    parts: {
      'advertising-storage': 'annonselagring',
      'session-replay': 'øktopptak',
      'google-tag-measurement-storage': 'målelagring i Googles tagg',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Kart',
      post: 'Innlegg',
      audio: 'Lydspiller',
      booking: 'Bookingkalender',
      page: 'Innebygd side',
    },
    receives: (service: string) =>
      `Når det lastes inn, får ${service} IP-adressen din, opplysninger om nettleseren din og adressen til denne siden, og tjenesten kan lagre informasjonskapsler.`,
    policyLink: (service: string) => `Personvernerklæringen til ${service}`,
    loadOnce: 'Last inn én gang',
    loadOnceLabel: (title: string) => `Last inn én gang: ${title}`,
    alwaysAllow: (purpose: string) => `Tillat alltid ${purpose}`,
    gpcNote: 'Nettleseren din ber nettsteder om ikke å dele dataene dine for annonsering, så dette lastes bare inn når du ber om det.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, innhold innebygd på noen sider, for ${purpose}: først når du laster det inn, får tjenesten IP-adressen din og adressen til siden, og kan lagre egne informasjonskapsler.`,
    formKind: 'Skjema',
  },
  chat: {
    launcher: 'Chat med oss',
    opens: (service: string) => `Åpner chatten fra ${service}, som lagrer informasjonskapsler for å ta vare på samtalen.`,
    kind: 'Kundechat',
    onRequest: 'først når du åpner chatten',
    privacyHeading: 'Lastes inn først når du åpner chatten',
    privacyLead:
      'Ingenting fra disse tjenestene lastes inn før du åpner chatten. Å åpne den er din egen forespørsel, så det er ikke et av formålene du velger for informasjonskapsler.',
  },
  shell: {
    skipLink: 'Gå til innholdet',
    mainNav: 'Hovedmeny',
    privacyLink: 'Personvernerklæring',
    errorTitle: 'Noe gikk galt',
    errorBody: 'Denne delen av siden kunne ikke lastes inn. Problemet er rapportert.',
    tryAgain: 'Prøv igjen',
  },
  notFound: {
    title: 'Fant ikke siden',
    body: 'Det finnes ingen side på denne adressen.',
    home: 'Gå til forsiden',
  },
} satisfies Messages;
