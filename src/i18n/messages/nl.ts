import type { Messages } from './en';

/** Dutch (polite form: u). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Wij gebruiken cookies',
    body: {
      beforeLink:
        'Cookies helpen ons onze website te verbeteren en stellen ons in staat uw interacties ermee te bekijken en te bewaren. Door verder te gaan, gaat u akkoord met ons gebruik van cookies. Ons ',
      link: 'privacybeleid',
      afterLink: ' legt meer uit.',
    },
    askingBody: {
      beforeLink:
        'Mogen wij optionele cookies gebruiken? Ze helpen ons onze website te verbeteren en te begrijpen hoe die wordt gebruikt. Niets optioneels wordt actief voordat u kiest, en u kunt uw keuze altijd wijzigen. Ons ',
      link: 'privacybeleid',
      afterLink: ' legt meer uit.',
    },
    accept: 'Begrepen',
    choose: 'Cookies kiezen',
    announcement: 'Wij gebruiken cookies: een cookiemelding onderaan de pagina.',
  },
  preferences: {
    title: 'Cookie-instellingen',
    intro: 'Kies wat deze site mag gebruiken. U kunt dit op elk moment wijzigen via de privacypagina.',
    save: 'Opslaan',
    acceptAll: 'Alles accepteren',
    rejectAll: 'Alles weigeren',
    cancel: 'Annuleren',
    gpcNote: 'Uw browser verstuurt Global Privacy Control, dus dit blijft uit.',
    usedBy: (services: string) => `Gebruikt door: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Er draait op deze site geen dienst van dit soort.',
  },
  purposes: {
    necessary: {
      name: 'Noodzakelijk',
      inSentence: 'noodzakelijke doeleinden',
      description: 'Het onthouden van deze keuze, en foutrapporten die de site werkend houden. Altijd aan.',
    },
    analytics: {
      name: 'Analyse',
      inSentence: 'analyse',
      description: 'De pagina’s die u bekijkt en waarop u klikt, om te begrijpen hoe de site wordt gebruikt.',
    },
    marketing: {
      name: 'Advertenties',
      inSentence: 'advertenties',
      description: 'Dezelfde gebeurtenissen, gedeeld met een advertentienetwerk om de advertenties daarvan te meten.',
    },
    experience: {
      name: 'Sessie-opnamen',
      inSentence: 'sessie-opnamen',
      description: 'Heatmaps en sessieopnamen, om te zien waar de site u in de weg zit.',
    },
  },
  privacyChoices: {
    link: 'Uw privacykeuzes',
    intro:
      'Deze site deelt een deel van uw activiteit met advertentienetwerken. Zet dit uit om bezwaar te maken tegen de verkoop en het delen van uw persoonsgegevens en tegen gerichte advertenties.',
    sale: 'Verkoop, delen en gerichte advertenties',
    gpcHonored: 'Bezwaarsignaal gerespecteerd',
  },
  language: {
    label: 'Taal',
    change: 'Wijzigen',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Privacybeleid',
    placeholderLead: 'Tijdelijke tekst.',
    placeholder:
      'Vervang deze pagina door uw eigen beleid. Het vermeldt wat deze applicatieschil kan opslaan en welke diensten ze kan gebruiken, afhankelijk van hoe ze is geconfigureerd.',
    storedHeading: 'Wat wij op uw apparaat opslaan',
    storedFlag:
      '{cookieAccepted} in de lokale opslag van uw browser: {true} wanneer u cookies accepteert (allemaal met ‘{accept}’, of de cookies die u kiest), {false} wanneer u ze allemaal weigert, zodat de banner bij latere bezoeken verborgen blijft.',
    storedDetail:
      '{cookieConsent} ernaast: welke doelen u hebt toegestaan, op welke versie van dit beleid u hebt geantwoord, wanneer, en uw toestemmings-ID (een willekeurig getal waarmee uw registraties op onze server worden gevonden).',
    /** Dutch: 1 → “een maand”, any other number → “maanden”; 12 → “een jaar”, as in English. */
    askAgain: (months: number) =>
      `Wij vragen het opnieuw wanneer dit beleid verandert, of na ${months === 12 ? 'een jaar' : months === 1 ? 'een maand' : `${months} maanden`}.`,
    clearing: 'Als u uw browsergegevens wist, worden beide verwijderd.',
    storedLanguage:
      '{cookieLanguage}, een cookie, alleen wanneer u op deze pagina een taal kiest: de taal die u hebt gekozen, zodat onze server in die taal antwoordt.',
    storedLedger:
      '{cookieConsentOutbox} en {cookieConsentReceipt}: elke keuze die u maakt, wordt ook naar onze eigen server gestuurd als bewijs van uw toestemming. Een keuze wacht in de eerste tot de server haar heeft ontvangen, en de tweede bewaart wanneer de server uw laatste keuze heeft vastgelegd.',
    storedUnsent:
      '{unsentCalls}, alleen wanneer u een pagina verlaat voordat een dienst is gestart: de paginaweergaven en gebeurtenissen die u hebt toegestaan en die de dienst nog niet hadden bereikt. Ze worden bij uw volgende bezoek verstuurd en verwijderd, en niets ouder dan een week wordt bewaard.',
    storedTable: {
      caption: 'Elke cookie en elke opslagsleutel die deze site en haar diensten kunnen plaatsen, en waarvoor',
      name: 'Naam',
      service: 'Dienst',
      purpose: 'Doel',
      lifetime: 'Bewaartermijn',
      thisSite: 'Deze site',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'lokale opslag', sessionStorage: 'sessieopslag' },
    },
    storedByServices: 'De analyse-, heatmap-, advertentie- en foutmonitoringdiensten hieronder kunnen hun eigen cookies plaatsen.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Diensten die wij gebruiken',
    noServices: 'Deze site stuurt niets naar een analyse-, advertentie-, heatmap- of foutmonitoringdienst.',
    serviceKinds: {
      analytics: 'Productanalyse',
      pixel: 'Advertentiepixel',
      heatmap: 'Heatmaps',
      errors: 'Foutmonitoring en sessieopname',
    },
    errorsOptIn:
      'Foutrapporten worden verstuurd, wat u ook kiest, omdat het werkend houden van de site ons gerechtvaardigd belang is; sessies worden alleen opgenomen als u cookies voor sessie-opnamen toestaat, en de opname stopt als u uw toestemming intrekt.',
    errorsNotice:
      'Foutrapporten maken deel uit van de werking van de site en worden vanaf uw eerste pagina verstuurd; sessies worden opgenomen tenzij u cookies voor sessie-opnamen uitschakelt.',
    loadingOptIn:
      'Geen enkele analyse-, advertentie- of heatmapdienst wordt geladen, en er wordt niets naartoe gestuurd, totdat u het doel ervan toestaat; wat u weigert, blijft uit.',
    loadingNotice:
      'Deze diensten draaien vanaf uw eerste pagina; de cookiebanner meldt u dat. U kunt elk doel uitschakelen in de Cookie-instellingen.',
    gpcOn: 'Uw browser verstuurt Global Privacy Control, dus de advertentiepixel wordt nooit geladen en ontvangt niets.',
    gpcOff: 'Als uw browser Global Privacy Control verstuurt, wordt de advertentiepixel nooit geladen en ontvangt hij niets.',
    settingsHeading: 'Cookie-instellingen',
    noChoiceNotice: 'U hebt nog geen keuze gemaakt over cookies; de diensten hierboven draaien totdat u ze uitschakelt.',
    noChoiceOptIn: 'U hebt nog geen keuze gemaakt over cookies.',
    accepted: 'U hebt cookies geaccepteerd.',
    declined: 'U hebt cookies geweigerd.',
    partial: (granted: string, refused: string) => `U hebt cookies geaccepteerd voor ${granted} en ze geweigerd voor ${refused}.`,
    settingsButton: 'Cookie-instellingen',
    choicesHeading: 'Uw keuzes',
    choices:
      'U kunt de gegevens van deze site op elk moment in uw browser wissen, en deze diensten blokkeren via de instellingen van uw browser of van een extensie; de site blijft zonder ze werken.',
  },
  consentRecord: {
    consentId: 'Uw toestemmings-ID is {consentId}.',
    recordedOn: 'Uw huidige keuze is op {time} op onze server vastgelegd.',
    pending: 'Uw huidige keuze wacht erop op onze server te worden vastgelegd; uw browser verstuurt haar opnieuw totdat dat is gebeurd.',
    unrecorded: 'Uw browser heeft geen ontvangstbewijs van onze server voor uw huidige keuze.',
    history: 'Elke keuze die onder deze ID is vastgelegd, als JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Of u cookies hebt geaccepteerd of geweigerd, zodat de banner bij latere bezoeken verborgen blijft.',
      'consent-detail': 'Welke doeleinden u hebt toegestaan, de versie van het beleid waarop u antwoordde, wanneer, en uw toestemmings-id.',
      'scroll-positions': 'Hoe ver u op elke pagina had gescrold, zodat teruggaan (of herladen) u daar terugbrengt.',
      'language-choice':
        'De taal die u op de privacypagina hebt gekozen, zodat onze server in die taal antwoordt (pas als u er een kiest).',
      'unsent-calls':
        'Paginaweergaven en gebeurtenissen die u hebt toegestaan en die een dienst nog niet hadden bereikt toen u de pagina verliet, verstuurd bij uw volgende bezoek.',
      'consent-outbox': 'Vastleggingen van uw keuzes waarvan onze server de ontvangst nog niet heeft bevestigd.',
      'consent-receipt': 'Het ontvangstbewijs dat onze server gaf voor uw laatste keuze.',
      'visitor-id': 'Een willekeurige id die bezoekers van elkaar onderscheidt.',
      'visitor-id-and-settings': 'Een willekeurige id die bezoekers van elkaar onderscheidt, en de instellingen van de dienst.',
      'visitor-id-for-ads': 'Onderscheidt bezoekers, om advertenties te meten.',
      'referring-site': 'De site waar u vandaan kwam, om uw bezoek toe te schrijven aan de advertentie die u hierheen bracht.',
      'own-keys-index': 'Een lijst van de items die de dienst op dit apparaat heeft opgeslagen.',
      'visitor-id-and-session': 'Een anonieme id die bezoekers van elkaar onderscheidt, en het huidige bezoek.',
      'visitor-and-user-ids': 'Een anonieme id die bezoekers van elkaar onderscheidt (en een gebruikers-id, als die is ingesteld).',
      'visitor-id-and-event-properties': 'Uw id bij de dienst en de eigenschappen die met elke gebeurtenis worden verstuurd.',
      'current-visit': 'Het huidige bezoek: welke pagina’s en gebeurtenissen erbij horen.',
      'arrival-source': 'Hoe u de eerste keer op de site kwam: de site, zoekmachine of campagne die u hierheen stuurde.',
      'visit-end': 'Wanneer het huidige bezoek eindigt.',
      'visitor-id-end': 'Wanneer de bezoekers-id verloopt.',
      'visit-recording': 'Voegt de pagina’s van één bezoek samen tot een sessieopname.',
      'returning-visitor': 'Of u de site al eerder hebt bezocht.',
      'tab-recording': 'Of dit tabblad wordt opgenomen, en de opnamesessie waartoe het behoort.',
      'working-data': 'Werkgegevens van de dienst: het hoofddomein, de steekproef, een opslagtest, gebruikerskenmerken.',
      'tab-id': 'Onderscheidt dit tabblad van andere tabbladen die op de site open zijn.',
      'open-tabs': 'De tabbladen die nu op de site open zijn.',
      'tracking-allowed': 'Of de dienst gegevens mag vastleggen.',
      'cookies-allowed': 'Of de dienst cookies mag plaatsen.',
      'retry-queue': 'Gebeurtenissen die na een mislukt verzoek opnieuw verstuurd moeten worden.',
      'chat-conversation': 'Bewaart uw chatgesprek over pagina’s en bezoeken heen.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Bewaart de klik op een advertentie van {network} waarmee u hier kwam.',
    stays: {
      'tab-session': 'de sessie van dit tabblad',
      'at-most-session': 'hoogstens de sessie',
      'until-removed': 'tot het wordt verwijderd',
      'until-cleared': 'tot u de gegevens van deze site wist',
      'until-sent': 'tot het is verstuurd',
      'until-sent-at-most-a-week': 'tot het is verstuurd, hoogstens een week',
      'until-confirmed': 'tot de server ze bevestigt',
      'until-next-choice': 'tot uw volgende keuze',
    },
    spans: {
      minutes: { one: '# minuut', other: '# minuten' },
      days: { one: '# dag', other: '# dagen' },
      months: { one: '# maand', other: '# maanden' },
      years: { one: '# jaar', other: '# jaar' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'de pagina’s die u bekijkt en benoemde gebeurtenissen',
      'page-views': 'alleen de pagina’s die u bekijkt',
      'same-named-events': 'dezelfde benoemde gebeurtenissen',
      'named-events-and-conversions': 'benoemde gebeurtenissen en conversies',
      'page-views-and-counted-conversions': 'de pagina’s die u bekijkt en de conversies die door benoemde gebeurtenissen worden geteld',
      'scrolls-and-clicks': 'hoe er door pagina’s wordt gescrold en waarop wordt geklikt',
      'session-recordings': 'een opname van wat u op de pagina’s ziet en doet',
      'errors-and-traces': 'fouten en prestatietraces',
      errors: 'fouten',
      'nothing-leaves-the-page': 'niets: aanroepen worden alleen in deze pagina vastgelegd',
      'chat-messages': 'wat u in de chat schrijft, met uw IP-adres, de gegevens van uw browser en de pagina waarop u bent',
    },
    facts: {
      'each-with-its-page': ', elk met de pagina waarop die plaatsvond',
      'without-cookies': ', zonder cookies',
      'sampled-session-recordings':
        ', en een opname van een steekproef van sessies (een op de tien, en elke sessie waarin een fout optreedt)',
      'loaded-after-page-load': ', geladen nadat de pagina volledig is geladen',
      'clicks-and-form-use': ', evenals uw klikken en uw gebruik van formulieren op elke pagina',
      'through-site-address': ', verstuurd via het eigen adres van deze site',
      'measures-advertising': ', om advertenties te meten',
      'measures-and-targets-advertising': ', om advertenties te meten en te targeten',
    },
    measuresAdvertisingOn: ', om advertenties op {network} te meten',
    advertisingStorageOf: '; advertentieopslag van {network} alleen als u advertenties accepteert',
    end: '.',
    parts: {
      'advertising-storage': 'advertentieopslag',
      'session-replay': 'sessieopname',
      'google-tag-measurement-storage': 'meetopslag in de tag van Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Kaart',
      post: 'Bericht',
      audio: 'Audiospeler',
      booking: 'Afsprakenkalender',
      page: 'Ingesloten pagina',
    },
    receives: (service: string) =>
      `Bij het laden krijgt ${service} uw IP-adres, de gegevens van uw browser en het adres van deze pagina, en kan de dienst cookies opslaan.`,
    policyLink: (service: string) => `Privacybeleid van ${service}`,
    loadOnce: 'Eén keer laden',
    loadOnceLabel: (title: string) => `Eén keer laden: ${title}`,
    alwaysAllow: (purpose: string) => `${purpose} altijd toestaan`,
    gpcNote: 'Uw browser vraagt websites uw gegevens niet voor advertenties te delen, dus dit laadt alleen als u erom vraagt.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, inhoud ingesloten in sommige pagina’s, voor ${purpose}: pas als u die laadt, krijgt de dienst uw IP-adres en het adres van de pagina, en kan het eigen cookies opslaan.`,
    formKind: 'Formulier',
  },
  chat: {
    launcher: 'Chat met ons',
    opens: (service: string) => `Opent de chat van ${service}, die cookies opslaat om uw gesprek te bewaren.`,
    kind: 'Klantenchat',
    onRequest: 'pas wanneer u de chat opent',
    privacyHeading: 'Pas geladen wanneer u de chat opent',
    privacyLead:
      'Van deze diensten wordt niets geladen voordat u de chat opent. Het openen gebeurt op uw eigen verzoek, dus het is geen van de doelen die u voor cookies kiest.',
  },
  shell: {
    skipLink: 'Naar de inhoud',
    mainNav: 'Hoofdmenu',
    privacyLink: 'Privacybeleid',
    errorTitle: 'Er is iets misgegaan',
    errorBody: 'Dit deel van de pagina kon niet worden geladen. Het probleem is gemeld.',
    tryAgain: 'Opnieuw proberen',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    body: 'Er is geen pagina op dit adres.',
    home: 'Naar de startpagina',
  },
} satisfies Messages;
