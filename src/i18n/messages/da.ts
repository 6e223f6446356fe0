import type { Messages } from './en';

/** Months in Danish: en måned (1), otherwise N måneder. */
function months(count: number): string {
  if (count === 12) return 'et år';
  return count === 1 ? 'en måned' : `${count} måneder`;
}

/** Danish. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Vi bruger cookies',
    body: {
      beforeLink:
        'Cookies hjælper os med at forbedre vores websted og giver os mulighed for at se og gemme dine interaktioner med det. Ved at fortsætte accepterer du vores brug af cookies. Vores ',
      link: 'privatlivspolitik',
      afterLink: ' forklarer mere.',
    },
    askingBody: {
      beforeLink:
        'Må vi bruge valgfrie cookies? De hjælper os med at forbedre vores websted og forstå, hvordan det bruges. Intet valgfrit kører, før du har valgt, og du kan til enhver tid ændre dit valg. Vores ',
      link: 'privatlivspolitik',
      afterLink: ' forklarer mere.',
    },
    accept: 'Forstået',
    choose: 'Vælg cookies',
    announcement: 'Vi bruger cookies: en meddelelse om cookies nederst på siden.',
  },
  preferences: {
    title: 'Cookieindstillinger',
    intro: 'Vælg, hvad dette websted må bruge. Du kan til enhver tid ændre det fra siden om privatliv.',
    save: 'Gem',
    acceptAll: 'Accepter alle',
    rejectAll: 'Afvis alle',
    cancel: 'Annuller',
    gpcNote: 'Din browser sender Global Privacy Control, så dette forbliver slået fra.',
    usedBy: (services: string) => `Bruges af: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Der kører ingen tjeneste af denne type på dette websted.',
  },
  purposes: {
    necessary: {
      name: 'Nødvendige',
      inSentence: 'nødvendige formål',
      description: 'At huske dette valg, og fejlrapporter, der holder webstedet i gang. Altid slået til.',
    },
    analytics: {
      name: 'Analyse',
      inSentence: 'analyse',
      description: 'De sider, du ser, og det, du klikker på, for at forstå, hvordan webstedet bruges.',
    },
    marketing: {
      name: 'Annoncering',
      inSentence: 'annoncering',
      description: 'De samme hændelser, delt med et annoncenetværk for at måle dets annoncer.',
    },
    experience: {
      name: 'Sessionsoptagelse',
      inSentence: 'sessionsoptagelse',
      description: 'Heatmaps og sessionsoptagelser for at se, hvor webstedet står i vejen for dig.',
    },
  },
  privacyChoices: {
    link: 'Dine privatlivsvalg',
    intro:
      'Dette websted deler noget af din aktivitet med annoncenetværk. Slå dette fra for at fravælge salg og deling af dine personoplysninger og målrettet annoncering.',
    sale: 'Salg, deling og målrettet annoncering',
    gpcHonored: 'Signal om fravalg respekteret',
  },
  language: {
    label: 'Sprog',
    change: 'Skift',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Privatlivspolitik',
    placeholderLead: 'Pladsholder.',
    placeholder:
      'Erstat denne side med din egen politik. Den angiver, hvad denne applikationsskal kan gemme, og hvilke tjenester den kan bruge, afhængigt af hvordan den er konfigureret.',
    storedHeading: 'Hvad vi gemmer på din enhed',
    storedFlag:
      '{cookieAccepted} i din browsers lokale lager: {true}, når du accepterer cookies (alle med »{accept}« eller dem, du vælger), {false}, når du afviser dem alle, så banneret forbliver skjult ved senere besøg.',
    storedDetail:
      '{cookieConsent} ved siden af: hvilke formål du har tilladt, hvilken version af denne politik du svarede på, hvornår, og dit samtykke-id (et tilfældigt tal, der finder dine registreringer på vores server).',
    askAgain: (count: number) => `Vi spørger igen, når denne politik ændres, eller efter ${months(count)}.`,
    clearing: 'Hvis du rydder dine browserdata, fjernes begge.',
    storedLanguage:
      '{cookieLanguage}, en cookie, kun når du vælger et sprog på denne side: det sprog, du valgte, så vores server svarer på det.',
    storedLedger:
      '{cookieConsentOutbox} og {cookieConsentReceipt}: hvert valg, du træffer, sendes også til vores egen server som bevis for dit samtykke. Et valg venter i den første, indtil serveren har det, og den anden gemmer, hvornår serveren registrerede dit seneste.',
    storedUnsent:
      '{unsentCalls}, kun når du forlader en side, før en tjeneste er startet: de sidevisninger og hændelser, du tillod, som endnu ikke var nået frem til den. De sendes ved dit næste besøg og fjernes, og intet ældre end en uge gemmes.',
    storedTable: {
      caption: 'Hver cookie og lagernøgle, som dette websted og dets tjenester kan sætte, og hvad de bruges til',
      name: 'Navn',
      service: 'Tjeneste',
      purpose: 'Formål',
      lifetime: 'Varighed',
      thisSite: 'Dette websted',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'lokalt lager', sessionStorage: 'sessionslager' },
    },
    storedByServices: 'Tjenesterne til analyse, heatmaps, annoncering og fejlovervågning nedenfor kan sætte deres egne cookies.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Tjenester, vi bruger',
    noServices: 'Dette websted sender intet til nogen tjeneste til analyse, annoncering, heatmaps eller fejlovervågning.',
    serviceKinds: {
      analytics: 'Produktanalyse',
      pixel: 'Annoncepixel',
      heatmap: 'Heatmaps',
      errors: 'Fejlovervågning og sessionsoptagelse',
    },
    errorsOptIn:
      'Fejlrapporter sendes, uanset hvad du vælger, fordi det er vores legitime interesse at holde webstedet i gang; sessioner optages kun, hvis du tillader cookies til sessionsoptagelse, og optagelsen stopper, hvis du trækker dit samtykke tilbage.',
    errorsNotice:
      'Fejlrapporter er en del af driften af webstedet og sendes fra din første side; sessioner optages, medmindre du slår cookies til sessionsoptagelse fra.',
    loadingOptIn:
      'Ingen tjeneste til analyse, annoncering eller heatmaps indlæses, og intet sendes til den, før du tillader dens formål; det, du afviser, forbliver slået fra.',
    loadingNotice:
      'Disse tjenester kører fra din første side; cookiebanneret fortæller dig det. Du kan slå ethvert formål fra under Cookieindstillinger.',
    gpcOn: 'Din browser sender Global Privacy Control, så annoncepixlen indlæses aldrig og modtager intet.',
    gpcOff: 'Hvis din browser sender Global Privacy Control, indlæses annoncepixlen aldrig og modtager intet.',
    settingsHeading: 'Cookieindstillinger',
    noChoiceNotice: 'Du har endnu ikke truffet et valg om cookies; tjenesterne ovenfor kører, indtil du slår dem fra.',
    noChoiceOptIn: 'Du har endnu ikke truffet et valg om cookies.',
    accepted: 'Du har accepteret cookies.',
    declined: 'Du har afvist cookies.',
    partial: (granted: string, refused: string) => `Du har accepteret cookies til ${granted} og afvist dem til ${refused}.`,
    settingsButton: 'Cookieindstillinger',
    choicesHeading: 'Dine valgmuligheder',
    choices:
      'Du kan til enhver tid rydde dette websteds data i din browser og blokere disse tjenester med indstillingerne i din browser eller en udvidelse; webstedet fungerer fortsat uden dem.',
  },
  consentRecord: {
    consentId: 'Dit samtykke-id er {consentId}.',
    recordedOn: 'Dit nuværende valg blev registreret på vores server den {time}.',
    pending: 'Dit nuværende valg venter på at blive registreret på vores server; din browser sender det igen, indtil det er sket.',
    unrecorded: 'Din browser har ingen kvittering fra vores server for dit nuværende valg.',
    history: 'Alle valg registreret under dette id, som JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Om du har accepteret eller afvist cookies, så banneret forbliver skjult ved senere besøg.',
      'consent-detail': 'Hvilke formål du har tilladt, den version af politikken, du svarede på, hvornår, og dit samtykke-id.',
      'scroll-positions': 'Hvor langt du havde scrollet på hver side, så du kommer tilbage dertil, når du går tilbage (eller genindlæser).',
      'language-choice': 'Det sprog, du valgte på privatlivssiden, så vores server svarer på det (først når du vælger et).',
      'unsent-calls':
        'Sidevisninger og hændelser, du tillod, og som ikke havde nået en tjeneste, da du forlod siden, sendt ved dit næste besøg.',
      'consent-outbox': 'Registreringer af dine valg, som vores server endnu ikke har bekræftet at have modtaget.',
      'consent-receipt': 'Kvitteringen, vores server gav for dit seneste valg.',
      'visitor-id': 'Et tilfældigt id, der adskiller besøgende.',
      'visitor-id-and-settings': 'Et tilfældigt id, der adskiller besøgende, og tjenestens indstillinger.',
      'visitor-id-for-ads': 'Adskiller besøgende, for at måle annoncering.',
      'referring-site': 'Det websted, du kom fra, så den annonce, der førte dig hertil, får æren.',
      'own-keys-index': 'En liste over de elementer, tjenesten har gemt på denne enhed.',
      'visitor-id-and-session': 'Et anonymt id, der adskiller besøgende, og det aktuelle besøg.',
      'visitor-and-user-ids': 'Et anonymt id, der adskiller besøgende (og et bruger-id, hvis det er angivet).',
      'visitor-id-and-event-properties': 'Dit id hos tjenesten og de egenskaber, der sendes med hver hændelse.',
      'current-visit': 'Det aktuelle besøg: hvilke sider og hændelser der hører til det.',
      'arrival-source': 'Hvordan du første gang kom til webstedet: det websted, den søgemaskine eller den kampagne, der sendte dig.',
      'visit-end': 'Hvornår det aktuelle besøg slutter.',
      'visitor-id-end': 'Hvornår besøgs-id’et udløber.',
      'visit-recording': 'Samler siderne fra ét besøg i en sessionsoptagelse.',
      'returning-visitor': 'Om du har besøgt webstedet før.',
      'tab-recording': 'Om denne fane bliver optaget, og den optagelsessession, den hører til.',
      'working-data': 'Tjenestens arbejdsdata: topdomænet, stikprøven, en lagringstest, brugerattributter.',
      'tab-id': 'Adskiller denne fane fra andre, der er åbne på webstedet.',
      'open-tabs': 'De faner, der er åbne på webstedet lige nu.',
      'tracking-allowed': 'Om tjenesten må indsamle data.',
      'cookies-allowed': 'Om tjenesten må sætte cookies.',
      'retry-queue': 'Hændelser, der venter på at blive sendt igen efter en mislykket anmodning.',
      'chat-conversation': 'Bevarer din chatsamtale på tværs af sider og besøg.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Gemmer klikket på annoncen fra {network}, der bragte dig hertil.',
    stays: {
      'tab-session': 'denne fanes session',
      'at-most-session': 'højst sessionen',
      'until-removed': 'indtil den fjernes',
      'until-cleared': 'indtil du rydder dette websteds data',
      'until-sent': 'indtil den er sendt',
      'until-sent-at-most-a-week': 'indtil den er sendt, højst en uge',
      'until-confirmed': 'indtil serveren bekræfter dem',
      'until-next-choice': 'indtil dit næste valg',
    },
    spans: {
      minutes: { one: '# minut', other: '# minutter' },
      days: { one: '# dag', other: '# dage' },
      months: { one: '# måned', other: '# måneder' },
      years: { one: '# år', other: '# år' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'de sider, du ser, og navngivne hændelser',
      'page-views': 'kun de sider, du ser',
      'same-named-events': 'de samme navngivne hændelser',
      'named-events-and-conversions': 'navngivne hændelser og konverteringer',
      'page-views-and-counted-conversions': 'de sider, du ser, og de konverteringer, som navngivne hændelser tæller',
      'scrolls-and-clicks': 'hvordan der scrolles og klikkes på siderne',
      'session-recordings': 'en optagelse af, hvad du ser og gør på siderne',
      'errors-and-traces': 'fejl og ydelsesmålinger',
      errors: 'fejl',
      'nothing-leaves-the-page': 'intet: kald registreres kun på denne side',
      'chat-messages': 'det, du skriver i chatten, sammen med din IP-adresse, oplysninger om din browser og den side, du er på',
    },
    facts: {
      'each-with-its-page': ', hver med den side, hvor den skete',
      'without-cookies': ', uden cookies',
      'sampled-session-recordings': ' samt en optagelse af et udsnit af sessionerne (én ud af ti og hver session, hvor der opstår en fejl)',
      'loaded-after-page-load': ', indlæst efter at siden er færdig med at indlæse',
      'clicks-and-form-use': ', samt dine klik og din brug af formularer på hver side',
      'through-site-address': ', sendt via dette websteds egen adresse',
      'measures-advertising': ', for at måle annoncering',
      'measures-and-targets-advertising': ', for at måle og målrette annoncering',
    },
    measuresAdvertisingOn: ', for at måle annoncering på {network}',
    advertisingStorageOf: '; annoncelager hos {network} kun, hvis du accepterer annoncering',
    end: '.',
    parts: {
      'advertising-storage': 'annoncelager',
      'session-replay': 'sessionsoptagelse',
      'google-tag-measurement-storage': 'målingslager i Googles tag',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Kort',
      post: 'Opslag',
      audio: 'Lydafspiller',
      booking: 'Bookingkalender',
      page: 'Indlejret side',
    },
    receives: (service: string) =>
      `Når det indlæses, får ${service} din IP-adresse, oplysninger om din browser og adressen på denne side, og tjenesten kan gemme cookies.`,
    policyLink: (service: string) => `${service}s privatlivspolitik`,
    loadOnce: 'Indlæs én gang',
    loadOnceLabel: (title: string) => `Indlæs én gang: ${title}`,
    alwaysAllow: (purpose: string) => `Tillad altid ${purpose}`,
    gpcNote: 'Din browser beder websteder om ikke at dele dine data til annoncering, så dette indlæses kun, når du beder om det.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, indhold indlejret på nogle sider, til ${purpose}: først når du indlæser det, får tjenesten din IP-adresse og sidens adresse og kan gemme sine egne cookies.`,
    formKind: 'Formular',
  },
  chat: {
    launcher: 'Chat med os',
    opens: (service: string) => `Åbner chatten fra ${service}, som gemmer cookies for at bevare samtalen.`,
    kind: 'Kundechat',
    onRequest: 'først når du åbner chatten',
    privacyHeading: 'Indlæses først, når du åbner chatten',
    privacyLead:
      'Intet fra disse tjenester indlæses, før du åbner chatten. At åbne den er din egen anmodning, så det er ikke et af de formål, du vælger for cookies.',
  },
  shell: {
    skipLink: 'Gå til indhold',
    mainNav: 'Hovedmenu',
    privacyLink: 'Privatlivspolitik',
    errorTitle: 'Noget gik galt',
    errorBody: 'Denne del af siden kunne ikke indlæses. Problemet er blevet rapporteret.',
    tryAgain: 'Prøv igen',
  },
  notFound: {
    title: 'Siden blev ikke fundet',
    body: 'Der er ingen side på denne adresse.',
    home: 'Gå til forsiden',
  },
} satisfies Messages;
