import type { Messages } from './en';

/** Months in Danish: en måned (1), otherwise N måneder. */
function months(count: number): string {
  if (count === 12) return 'et år';
  return count === 1 ? 'en måned' : `${count} måneder`;
}

/** Danish. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: 'Vi bruger cookies',
    body: {
      beforeLink:
        'Cookies hjælper os med at forbedre vores websted og giver os mulighed for at se og gemme dine interaktioner med det. Ved at fortsætte accepterer du vores brug af cookies. Vores ',
      link: 'privatlivspolitik',
      afterLink: ' forklarer mere.',
    },
    accept: 'Forstået',
    decline: 'Afvis',
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
      name: 'Brugeroplevelse',
      inSentence: 'brugeroplevelse',
      description: 'Heatmaps og sessionsoptagelser for at se, hvor webstedet står i vejen for dig.',
    },
  },
  language: {
    label: 'Sprog',
    change: 'Skift',
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
      kinds: { cookie: 'cookie', localStorage: 'lokalt lager', sessionStorage: 'sessionslager' },
    },
    storedByServices: 'Tjenesterne til analyse, heatmaps, annoncering og fejlovervågning nedenfor kan sætte deres egne cookies.',
    servicesHeading: 'Tjenester, vi bruger',
    noServices: 'Dette websted sender intet til nogen tjeneste til analyse, annoncering, heatmaps eller fejlovervågning.',
    serviceKinds: {
      analytics: 'Produktanalyse',
      pixel: 'Annoncepixel',
      heatmap: 'Heatmaps',
      errors: 'Fejlovervågning og sessionsoptagelse',
    },
    errorsOptIn:
      'Fejlrapporter sendes, uanset hvad du vælger, fordi det er vores legitime interesse at holde webstedet i gang; sessioner optages kun, hvis du tillader cookies til brugeroplevelse, og optagelsen stopper, hvis du trækker dit samtykke tilbage.',
    errorsNotice:
      'Fejlrapporter er en del af driften af webstedet og sendes fra din første side; sessioner optages, medmindre du slår cookies til brugeroplevelse fra.',
    loadingOptIn:
      'Ingen tjeneste til analyse, annoncering eller heatmaps indlæses, og intet sendes til den, før du tillader dens formål; det, du afviser, forbliver slået fra.',
    loadingNotice:
      'Disse tjenester kører fra din første side; cookiebanneret fortæller dig det. Du kan slå ethvert formål fra under Cookieindstillinger.',
    gpcOn: 'Din browser sender Global Privacy Control, så annoncepixlen indlæses aldrig og modtager intet.',
    gpcOff: 'Hvis din browser sender Global Privacy Control, indlæses annoncepixlen aldrig og modtager intet.',
    settingsHeading: 'Cookieindstillinger',
    noChoiceNotice: 'Du har endnu ikke truffet et valg om cookies; tjenesterne nedenfor kører, indtil du slår dem fra.',
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
  vendorPrivacy: {
    clarity: 'hvordan der scrolles og klikkes på siderne, indlæst efter at siden er færdig med at indlæse.',
    'google-analytics':
      'de sider, du ser, og navngivne hændelser, hver med den side, hvor den skete; Googles annoncelager kun, hvis du accepterer annoncering.',
    hotjar: 'hvordan der scrolles og klikkes på siderne, indlæst efter at siden er færdig med at indlæse.',
    'meta-pixel': 'de samme navngivne hændelser, for at måle annoncering.',
    plausible: 'de sider, du ser, og navngivne hændelser, uden cookies.',
    posthog: 'de sider, du ser, og navngivne hændelser, hver med den side, hvor den skete.',
    segment: 'de sider, du ser, og navngivne hændelser, hver med den side, hvor den skete.',
    sentry:
      'fejl og ydelsesmålinger samt en optagelse af et udsnit af sessionerne (én ud af ti og hver session, hvor der opstår en fejl), sendt via dette websteds egen adresse.',
    memory: 'intet: kald registreres kun på denne side.',
    'google-ads': 'navngivne hændelser og konverteringer, for at måle og målrette annoncering.',
    'tiktok-pixel': 'de samme navngivne hændelser, for at måle annoncering på TikTok.',
    'linkedin-insight': 'de sider, du ser, og de konverteringer, som navngivne hændelser tæller, for at måle annoncering på LinkedIn.',
    'microsoft-uet': 'de samme navngivne hændelser, for at måle annoncering på Microsoft Bing.',
    mixpanel: 'de sider, du ser, og navngivne hændelser, hver med den side, hvor den skete.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'annoncelager' },
    'google-analytics': { marketing: 'annoncelager' },
    sentry: { experience: 'sessionsoptagelse' },
    'google-ads': { analytics: 'målingslager i Googles tag' },
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
