import type { Messages } from './en';

/** Norwegian Bokmål (addressing the visitor as du, the usual form on Norwegian websites). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: 'Vi bruker informasjonskapsler',
    body: {
      beforeLink:
        'Informasjonskapsler hjelper oss med å forbedre nettstedet vårt, og lar oss se og lagre samhandlingene dine med det. Ved å fortsette godtar du vår bruk av informasjonskapsler. ',
      link: 'Personvernerklæringen',
      afterLink: ' vår forklarer mer.',
    },
    accept: 'Jeg forstår',
    decline: 'Avslå',
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
      name: 'Brukeropplevelse',
      inSentence: 'brukeropplevelse',
      description: 'Varmekart og øktopptak, for å se hvor nettstedet står i veien for deg.',
    },
  },
  language: {
    label: 'Språk',
    change: 'Endre',
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
      kinds: { cookie: 'informasjonskapsel', localStorage: 'lokal lagring', sessionStorage: 'øktlagring' },
    },
    storedByServices: 'Tjenestene for analyse, varmekart, annonsering og feilovervåking nedenfor kan sette sine egne informasjonskapsler.',
    servicesHeading: 'Tjenester vi bruker',
    noServices: 'Dette nettstedet sender ingenting til noen tjeneste for analyse, annonsering, varmekart eller feilovervåking.',
    serviceKinds: {
      analytics: 'Produktanalyse',
      pixel: 'Annonsepiksel',
      heatmap: 'Varmekart',
      errors: 'Feilovervåking og øktopptak',
    },
    errorsOptIn:
      'Feilrapporter sendes uansett hva du velger, fordi det er vår berettigede interesse å holde nettstedet i gang; økter tas bare opp hvis du tillater informasjonskapsler for brukeropplevelse, og opptaket stopper hvis du trekker samtykket tilbake.',
    errorsNotice:
      'Feilrapporter er en del av driften av nettstedet og sendes fra din første side; økter tas opp med mindre du slår av informasjonskapsler for brukeropplevelse.',
    loadingOptIn:
      'Ingen tjeneste for analyse, annonsering eller varmekart lastes inn, og ingenting sendes til den, før du tillater formålet dens; det du avslår, forblir av.',
    loadingNotice:
      'Disse tjenestene kjører fra din første side; banneret om informasjonskapsler forteller deg det. Du kan slå av ethvert formål i Innstillinger for informasjonskapsler.',
    gpcOn: 'Nettleseren din sender Global Privacy Control, så annonsepikselen lastes aldri inn og mottar ingenting.',
    gpcOff: 'Hvis nettleseren din sender Global Privacy Control, lastes annonsepikselen aldri inn og mottar ingenting.',
    settingsHeading: 'Innstillinger for informasjonskapsler',
    noChoiceNotice: 'Du har ikke tatt et valg om informasjonskapsler ennå; tjenestene nedenfor kjører til du slår dem av.',
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
  vendorPrivacy: {
    clarity: 'hvordan sider rulles og klikkes, lastet inn etter at siden er ferdig lastet.',
    'google-ads': 'navngitte hendelser og konverteringer, for å måle og målrette annonsering.',
    'google-analytics':
      'sidene du ser på og navngitte hendelser, hver med siden den skjedde på; annonselagring hos Google bare hvis du godtar annonsering.',
    hotjar: 'hvordan sider rulles og klikkes, lastet inn etter at siden er ferdig lastet.',
    'linkedin-insight': 'sidene du ser på og konverteringene som navngitte hendelser teller, for å måle annonsering på LinkedIn.',
    'meta-pixel': 'de samme navngitte hendelsene, for å måle annonsering.',
    'microsoft-uet': 'de samme navngitte hendelsene, for å måle annonsering på Microsoft Bing.',
    mixpanel: 'sidene du ser på og navngitte hendelser, hver med siden den skjedde på.',
    plausible: 'sidene du ser på og navngitte hendelser, uten informasjonskapsler.',
    posthog: 'sidene du ser på og navngitte hendelser, hver med siden den skjedde på.',
    segment: 'sidene du ser på og navngitte hendelser, hver med siden den skjedde på.',
    sentry:
      'feil og ytelsesspor, og et opptak av et utvalg økter (én av ti, og hver økt der det oppstår en feil), sendt gjennom dette nettstedets egen adresse.',
    'tiktok-pixel': 'de samme navngitte hendelsene, for å måle annonsering på TikTok.',
    memory: 'ingenting: kall registreres bare på denne siden.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'annonselagring' },
    'google-ads': { analytics: 'målelagring i Googles tagg' },
    'google-analytics': { marketing: 'annonselagring' },
    sentry: { experience: 'øktopptak' },
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
