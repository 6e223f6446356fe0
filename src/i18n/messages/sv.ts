import type { Messages } from './en';

/** Swedish. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Vi använder cookies',
    body: {
      beforeLink:
        'Cookies hjälper oss att förbättra vår webbplats och gör det möjligt för oss att se och spara dina interaktioner med den. Genom att fortsätta godkänner du vår användning av cookies. Vår ',
      link: 'integritetspolicy',
      afterLink: ' förklarar mer.',
    },
    askingBody: {
      beforeLink:
        'Får vi använda valfria cookies? De hjälper oss att förbättra vår webbplats och förstå hur den används. Inget valfritt körs förrän du har gjort ditt val, och du kan ändra ditt val när som helst. Vår ',
      link: 'integritetspolicy',
      afterLink: ' förklarar mer.',
    },
    accept: 'Jag förstår',
    choose: 'Välj cookies',
    announcement: 'Vi använder cookies: ett cookiemeddelande längst ned på sidan.',
  },
  preferences: {
    title: 'Cookieinställningar',
    intro: 'Välj vad den här webbplatsen får använda. Du kan ändra det när som helst från integritetssidan.',
    save: 'Spara',
    acceptAll: 'Acceptera alla',
    rejectAll: 'Avvisa alla',
    cancel: 'Avbryt',
    gpcNote: 'Din webbläsare skickar Global Privacy Control, så detta förblir avstängt.',
    usedBy: (services: string) => `Används av: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Ingen tjänst av det här slaget körs på den här webbplatsen.',
  },
  purposes: {
    necessary: {
      name: 'Nödvändiga',
      inSentence: 'nödvändiga ändamål',
      description: 'Att komma ihåg det här valet, och felrapporter som håller webbplatsen igång. Alltid på.',
    },
    analytics: {
      name: 'Analys',
      inSentence: 'analys',
      description: 'Sidorna du besöker och vad du klickar på, för att förstå hur webbplatsen används.',
    },
    marketing: {
      name: 'Annonsering',
      inSentence: 'annonsering',
      description: 'Samma händelser, delade med ett annonsnätverk för att mäta dess annonser.',
    },
    experience: {
      name: 'Sessionsinspelning',
      inSentence: 'sessionsinspelning',
      description: 'Värmekartor och sessionsinspelningar, för att se var webbplatsen står i vägen för dig.',
    },
  },
  privacyChoices: {
    link: 'Dina integritetsval',
    intro:
      'Den här webbplatsen delar en del av din aktivitet med annonsnätverk. Stäng av detta för att avstå från försäljning och delning av dina personuppgifter och från riktad reklam.',
    sale: 'Försäljning, delning och riktad reklam',
    gpcHonored: 'Signal om att avstå respekteras',
  },
  language: {
    label: 'Språk',
    change: 'Ändra',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Integritetspolicy',
    placeholderLead: 'Platshållare.',
    placeholder:
      'Ersätt den här sidan med din egen policy. Den anger vad det här applikationsskalet kan lagra och vilka tjänster det kan använda, beroende på hur det är konfigurerat.',
    storedHeading: 'Vad vi lagrar på din enhet',
    storedFlag:
      '{cookieAccepted} i din webbläsares lokala lagring: {true} när du accepterar cookies (alla med ”{accept}”, eller dem du väljer), {false} när du avböjer alla, så att bannern förblir dold vid senare besök.',
    storedDetail:
      '{cookieConsent} bredvid: vilka ändamål du tillät, vilken version av den här policyn du svarade på, när, och ditt samtyckes-id (ett slumpmässigt tal som hittar dina poster på vår server).',
    askAgain: (months: number) =>
      `Vi frågar igen när den här policyn ändras, eller efter ${months === 12 ? 'ett år' : months === 1 ? 'en månad' : `${months} månader`}.`,
    clearing: 'Om du rensar din webbläsares data tas båda bort.',
    storedLanguage:
      '{cookieLanguage}, en cookie, endast när du väljer ett språk på den här sidan: språket du valde, så att vår server svarar på det.',
    storedLedger:
      '{cookieConsentOutbox} och {cookieConsentReceipt}: varje val du gör skickas också till vår egen server som bevis på ditt samtycke. Ett val väntar i den första tills servern har det, och den andra sparar när den registrerade ditt senaste.',
    storedUnsent:
      '{unsentCalls}, endast när du lämnar en sida innan en tjänst har startat: de sidvisningar och händelser du tillät som ännu inte hade nått den. De skickas vid ditt nästa besök och tas bort, och inget som är äldre än en vecka sparas.',
    storedTable: {
      caption: 'Alla cookies och lagringsnycklar som den här webbplatsen och dess tjänster kan sätta, och vad de används till',
      name: 'Namn',
      service: 'Tjänst',
      purpose: 'Ändamål',
      lifetime: 'Livslängd',
      thisSite: 'Den här webbplatsen',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'lokal lagring', sessionStorage: 'sessionslagring' },
    },
    storedByServices: 'Analys-, värmekarte-, annonserings- och felövervakningstjänsterna nedan kan sätta egna cookies.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Tjänster vi använder',
    noServices: 'Den här webbplatsen skickar ingenting till någon analys-, annonserings-, värmekarte- eller felövervakningstjänst.',
    serviceKinds: {
      analytics: 'Produktanalys',
      pixel: 'Annonspixel',
      heatmap: 'Värmekartor',
      errors: 'Felövervakning och sessionsinspelning',
    },
    errorsOptIn:
      'Felrapporter skickas oavsett vad du väljer, eftersom det är vårt berättigade intresse att hålla webbplatsen igång; sessioner spelas in endast om du tillåter cookies för sessionsinspelning, och inspelningen slutar om du återkallar ditt samtycke.',
    errorsNotice:
      'Felrapporter är en del av driften av webbplatsen och skickas från din första sida; sessioner spelas in om du inte stänger av cookies för sessionsinspelning.',
    loadingOptIn:
      'Ingen analys-, annonserings- eller värmekartetjänst läses in, och ingenting skickas till den, förrän du tillåter dess ändamål; det du avböjer förblir avstängt.',
    loadingNotice:
      'Dessa tjänster körs från din första sida; cookiebannern talar om det för dig. Du kan stänga av vilket ändamål som helst i Cookieinställningar.',
    gpcOn: 'Din webbläsare skickar Global Privacy Control, så annonspixeln läses aldrig in och tar inte emot något.',
    gpcOff: 'Om din webbläsare skickar Global Privacy Control läses annonspixeln aldrig in och tar inte emot något.',
    settingsHeading: 'Cookieinställningar',
    noChoiceNotice: 'Du har ännu inte gjort något val om cookies; tjänsterna ovan körs tills du stänger av dem.',
    noChoiceOptIn: 'Du har ännu inte gjort något val om cookies.',
    accepted: 'Du har accepterat cookies.',
    declined: 'Du har avböjt cookies.',
    partial: (granted: string, refused: string) => `Du har accepterat cookies för ${granted} och avböjt dem för ${refused}.`,
    settingsButton: 'Cookieinställningar',
    choicesHeading: 'Dina val',
    choices:
      'Du kan när som helst rensa den här webbplatsens data i din webbläsare och blockera dessa tjänster med inställningarna i din webbläsare eller i ett tillägg; webbplatsen fungerar även utan dem.',
  },
  consentRecord: {
    consentId: 'Ditt samtyckes-id är {consentId}.',
    recordedOn: 'Ditt nuvarande val registrerades på vår server den {time}.',
    pending: 'Ditt nuvarande val väntar på att registreras på vår server; din webbläsare skickar det igen tills det är gjort.',
    unrecorded: 'Din webbläsare har inget kvitto från vår server för ditt nuvarande val.',
    history: 'Varje val som registrerats under detta id, som JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Om du har accepterat eller avvisat cookies, så att bannern förblir dold vid senare besök.',
      'consent-detail': 'Vilka ändamål du har tillåtit, vilken version av policyn du svarade på, när, och ditt samtyckes-id.',
      'scroll-positions': 'Hur långt du hade rullat på varje sida, så att du hamnar där igen när du går tillbaka (eller laddar om).',
      'language-choice': 'Språket du valde på integritetssidan, så att vår server svarar på det (först när du väljer ett).',
      'unsent-calls':
        'Sidvisningar och händelser som du tillät och som inte hade nått en tjänst när du lämnade sidan, skickade vid ditt nästa besök.',
      'consent-outbox': 'Registreringar av dina val som vår server ännu inte har bekräftat att den tagit emot.',
      'consent-receipt': 'Kvittot som vår server gav för ditt senaste val.',
      'visitor-id': 'Ett slumpmässigt id som skiljer besökare åt.',
      'visitor-id-and-settings': 'Ett slumpmässigt id som skiljer besökare åt, och tjänstens inställningar.',
      'visitor-id-for-ads': 'Skiljer besökare åt, för att mäta annonsering.',
      'visitor-id-and-session': 'Ett anonymt id som skiljer besökare åt, och det aktuella besöket.',
      'visitor-and-user-ids': 'Ett anonymt id som skiljer besökare åt (och ett användar-id, om ett sådant har angetts).',
      'visitor-id-and-event-properties': 'Ditt id hos tjänsten och egenskaperna som skickas med varje händelse.',
      'current-visit': 'Det aktuella besöket: vilka sidor och händelser som hör till det.',
      'visit-end': 'När det aktuella besöket upphör.',
      'visitor-id-end': 'När besökar-id:t upphör.',
      'visit-recording': 'Fogar samman sidorna i ett besök till en sessionsinspelning.',
      'tab-recording': 'Om den här fliken spelas in, och den inspelningssession den hör till.',
      'working-data': 'Tjänstens arbetsdata: toppdomänen, urvalet, ett lagringstest, användarattribut.',
      'tab-id': 'Skiljer den här fliken från andra som är öppna på webbplatsen.',
      'open-tabs': 'Flikarna som är öppna på webbplatsen just nu.',
      'tracking-allowed': 'Om tjänsten får samla in data.',
      'cookies-allowed': 'Om tjänsten får sätta cookies.',
      'retry-queue': 'Händelser som väntar på att skickas igen efter en misslyckad begäran.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Sparar klicket på annonsen från {network} som förde dig hit.',
    stays: {
      'tab-session': 'den här flikens session',
      'at-most-session': 'högst sessionen',
      'until-removed': 'tills den tas bort',
      'until-cleared': 'tills du rensar den här webbplatsens data',
      'until-sent': 'tills den har skickats',
      'until-sent-at-most-a-week': 'tills den har skickats, högst en vecka',
      'until-confirmed': 'tills servern bekräftar dem',
      'until-next-choice': 'till ditt nästa val',
    },
    spans: {
      minutes: { one: '# minut', other: '# minuter' },
      days: { one: '# dag', other: '# dagar' },
      months: { one: '# månad', other: '# månader' },
      years: { one: '# år', other: '# år' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'sidorna du besöker och namngivna händelser',
      'same-named-events': 'samma namngivna händelser',
      'named-events-and-conversions': 'namngivna händelser och konverteringar',
      'page-views-and-counted-conversions': 'sidorna du besöker och de konverteringar som namngivna händelser räknar',
      'scrolls-and-clicks': 'hur sidor rullas och klickas på',
      'errors-and-traces': 'fel och prestandaspårningar',
      'nothing-leaves-the-page': 'ingenting: anrop registreras endast på den här sidan',
    },
    facts: {
      'each-with-its-page': ', var och en med sidan där den inträffade',
      'without-cookies': ', utan cookies',
      'sampled-session-recordings': ', samt en inspelning av ett urval av sessioner (en av tio, och varje session där ett fel inträffar)',
      'loaded-after-page-load': ', inläst efter att sidan har laddats klart',
      'clicks-and-form-use': ', och dina klick och din användning av formulär på varje sida',
      'through-site-address': ', skickade via den här webbplatsens egen adress',
      'measures-advertising': ', för att mäta annonsering',
      'measures-and-targets-advertising': ', för att mäta och rikta annonsering',
    },
    measuresAdvertisingOn: ', för att mäta annonsering på {network}',
    advertisingStorageOf: '; annonslagring hos {network} endast om du accepterar annonsering',
    end: '.',
    parts: {
      'advertising-storage': 'annonslagring',
      'session-replay': 'sessionsinspelning',
      'google-tag-measurement-storage': 'mätningslagring i Googles tagg',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Karta',
      post: 'Inlägg',
      audio: 'Ljudspelare',
      booking: 'Bokningskalender',
      page: 'Inbäddad sida',
    },
    receives: (service: string) =>
      `När det läses in får ${service} din IP-adress, uppgifter om din webbläsare och adressen till den här sidan, och tjänsten kan spara cookies.`,
    policyLink: (service: string) => `${service}s integritetspolicy`,
    loadOnce: 'Läs in en gång',
    loadOnceLabel: (title: string) => `Läs in en gång: ${title}`,
    alwaysAllow: (purpose: string) => `Tillåt alltid ${purpose}`,
    gpcNote: 'Din webbläsare ber webbplatser att inte dela dina uppgifter för annonsering, så detta läses bara in när du ber om det.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, innehåll inbäddat på vissa sidor, för ${purpose}: först när du läser in det får tjänsten din IP-adress och sidans adress och kan spara egna cookies.`,
  },
  shell: {
    skipLink: 'Hoppa till innehållet',
    mainNav: 'Huvudmeny',
    privacyLink: 'Integritetspolicy',
    errorTitle: 'Något gick fel',
    errorBody: 'Den här delen av sidan kunde inte läsas in. Problemet har rapporterats.',
    tryAgain: 'Försök igen',
  },
  notFound: {
    title: 'Sidan hittades inte',
    body: 'Det finns ingen sida på den här adressen.',
    home: 'Gå till startsidan',
  },
} satisfies Messages;
