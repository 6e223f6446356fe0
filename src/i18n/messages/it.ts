import type { Messages } from './en';

/** Italian (courtesy form: Lei, Suo). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: 'Utilizziamo i cookie',
    body: {
      beforeLink:
        'I cookie ci aiutano a migliorare il nostro sito web e ci consentono di visualizzare e conservare le Sue interazioni con il sito. Continuando, Lei accetta il nostro utilizzo dei cookie. La nostra ',
      link: 'informativa sulla privacy',
      afterLink: ' fornisce maggiori informazioni.',
    },
    accept: 'Ho capito',
    decline: 'Rifiuta',
    choose: 'Seleziona i cookie',
    announcement: 'Utilizziamo i cookie: un avviso sui cookie in fondo alla pagina.',
  },
  preferences: {
    title: 'Impostazioni dei cookie',
    intro:
      'Scelga che cosa può utilizzare questo sito. Può modificare la scelta in qualsiasi momento dalla pagina dell’informativa sulla privacy.',
    save: 'Salva',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta tutti',
    cancel: 'Annulla',
    gpcNote: 'Il Suo browser invia Global Privacy Control, quindi questa opzione resta disattivata.',
    usedBy: (services: string) => `Utilizzato da: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Su questo sito non è attivo alcun servizio di questo tipo.',
  },
  purposes: {
    necessary: {
      name: 'Necessari',
      inSentence: 'le finalità necessarie',
      description: 'La memorizzazione di questa scelta e le segnalazioni di errori che mantengono il sito funzionante. Sempre attivi.',
    },
    analytics: {
      name: 'Statistiche',
      inSentence: 'le statistiche',
      description: 'Le pagine che visualizza e ciò su cui fa clic, per capire come viene utilizzato il sito.',
    },
    marketing: {
      name: 'Pubblicità',
      inSentence: 'la pubblicità',
      description: 'Gli stessi eventi, condivisi con una rete pubblicitaria per misurarne gli annunci.',
    },
    experience: {
      name: 'Esperienza',
      inSentence: 'l’esperienza',
      description: 'Mappe di calore e registrazioni delle sessioni, per vedere dove il sito Le crea ostacoli.',
    },
  },
  language: {
    label: 'Lingua',
    change: 'Cambia',
  },
  privacy: {
    pageTitle: 'Informativa sulla privacy',
    placeholderLead: 'Segnaposto.',
    placeholder:
      'Sostituisca questa pagina con la Sua informativa. Elenca ciò che questa shell applicativa può memorizzare e quali servizi può utilizzare, a seconda di come è configurata.',
    storedHeading: 'Che cosa memorizziamo sul Suo dispositivo',
    storedFlag:
      '{cookieAccepted} nella memoria locale del Suo browser: {true} quando accetta i cookie (tutti con «{accept}», o quelli che sceglie), {false} quando li rifiuta tutti, così che il banner resti nascosto nelle visite successive.',
    storedDetail:
      '{cookieConsent} accanto: le finalità che ha consentito, la versione di questa informativa a cui ha risposto, quando, e il Suo ID del consenso (un numero casuale che ritrova le Sue registrazioni sul nostro server).',
    /** Italian: 1 → “un mese”, any other number → “mesi”; 12 → “un anno”, as in English. */
    askAgain: (months: number) =>
      `Glielo chiediamo di nuovo quando questa informativa cambia, oppure dopo ${months === 12 ? 'un anno' : months === 1 ? 'un mese' : `${months} mesi`}.`,
    clearing: 'La cancellazione dei dati del browser li rimuove entrambi.',
    storedLanguage:
      '{cookieLanguage}, un cookie, solo quando sceglie una lingua in questa pagina: la lingua scelta, affinché il nostro server Le risponda in quella lingua.',
    storedLedger:
      '{cookieConsentOutbox} e {cookieConsentReceipt}: ogni scelta che fa viene inviata anche al nostro server come prova del Suo consenso. Una scelta attende nel primo finché il server non l’ha ricevuta, e il secondo conserva il momento in cui il server ha registrato la Sua ultima scelta.',
    storedUnsent:
      '{unsentCalls}, solo quando lascia una pagina prima che un servizio sia stato avviato: le visualizzazioni di pagina e gli eventi che ha consentito e che non lo avevano ancora raggiunto. Vengono inviati alla Sua visita successiva e poi rimossi, e non viene conservato nulla di più vecchio di una settimana.',
    storedTable: {
      caption: 'Ogni cookie e ogni chiave di archiviazione che questo sito e i suoi servizi possono impostare, e per quale finalità',
      name: 'Nome',
      service: 'Servizio',
      purpose: 'Finalità',
      lifetime: 'Durata',
      thisSite: 'Questo sito',
      kinds: { cookie: 'cookie', localStorage: 'memoria locale', sessionStorage: 'memoria di sessione' },
    },
    storedByServices:
      'I servizi di statistiche, mappe di calore, pubblicità e monitoraggio degli errori indicati di seguito possono impostare i propri cookie.',
    servicesHeading: 'Servizi che utilizziamo',
    noServices: 'Questo sito non invia nulla ad alcun servizio di statistiche, pubblicità, mappe di calore o monitoraggio degli errori.',
    serviceKinds: {
      analytics: 'Statistiche di prodotto',
      pixel: 'Pixel pubblicitario',
      heatmap: 'Mappe di calore',
      errors: 'Monitoraggio degli errori e registrazione delle sessioni',
    },
    errorsOptIn:
      'Le segnalazioni di errori vengono inviate qualunque sia la Sua scelta, perché mantenere il sito funzionante è nostro legittimo interesse; le sessioni vengono registrate solo se consente i cookie per l’esperienza, e la registrazione si interrompe se revoca il consenso.',
    errorsNotice:
      'Le segnalazioni di errori fanno parte del funzionamento del sito e vengono inviate fin dalla Sua prima pagina; le sessioni vengono registrate a meno che non disattivi i cookie per l’esperienza.',
    loadingOptIn:
      'Nessun servizio di statistiche, pubblicità o mappe di calore viene caricato, e nulla gli viene inviato, finché non ne consente la finalità; ciò che rifiuta resta disattivato.',
    loadingNotice:
      'Questi servizi funzionano fin dalla Sua prima pagina; il banner dei cookie Glielo indica. Può disattivare qualsiasi finalità nelle Impostazioni dei cookie.',
    gpcOn: 'Il Suo browser invia Global Privacy Control, quindi il pixel pubblicitario non viene mai caricato e non riceve nulla.',
    gpcOff: 'Se il Suo browser invia Global Privacy Control, il pixel pubblicitario non viene mai caricato e non riceve nulla.',
    settingsHeading: 'Impostazioni dei cookie',
    noChoiceNotice: 'Non ha ancora fatto una scelta sui cookie; i servizi indicati di seguito restano attivi finché non li disattiva.',
    noChoiceOptIn: 'Non ha ancora fatto una scelta sui cookie.',
    accepted: 'Ha accettato i cookie.',
    declined: 'Ha rifiutato i cookie.',
    partial: (granted: string, refused: string) => `Ha accettato i cookie per ${granted} e li ha rifiutati per ${refused}.`,
    settingsButton: 'Impostazioni dei cookie',
    choicesHeading: 'Le Sue scelte',
    choices:
      'Può cancellare i dati di questo sito nel Suo browser in qualsiasi momento e bloccare questi servizi nelle impostazioni del Suo browser o di un’estensione; il sito continua a funzionare anche senza di essi.',
  },
  consentRecord: {
    consentId: 'Il Suo ID del consenso è {consentId}.',
    recordedOn: 'La Sua scelta attuale è stata registrata sul nostro server il {time}.',
    pending:
      'La Sua scelta attuale è in attesa di essere registrata sul nostro server; il Suo browser la invia di nuovo finché non lo sarà.',
    unrecorded: 'Il Suo browser non conserva alcuna ricevuta del nostro server per la Sua scelta attuale.',
    history: 'Ogni scelta registrata con questo ID, in formato JSON: {link}.',
  },
  vendorPrivacy: {
    clarity: 'come le pagine vengono fatte scorrere e su che cosa si fa clic, caricato dopo che la pagina ha terminato il caricamento.',
    'google-analytics':
      'le pagine che visualizza e gli eventi con nome, ciascuno con la pagina in cui si è verificato; l’archiviazione pubblicitaria di Google solo se accetta la pubblicità.',
    hotjar: 'come le pagine vengono fatte scorrere e su che cosa si fa clic, caricato dopo che la pagina ha terminato il caricamento.',
    'meta-pixel': 'gli stessi eventi con nome, per misurare la pubblicità.',
    plausible: 'le pagine che visualizza e gli eventi con nome, senza cookie.',
    posthog: 'le pagine che visualizza e gli eventi con nome, ciascuno con la pagina in cui si è verificato.',
    segment: 'le pagine che visualizza e gli eventi con nome, ciascuno con la pagina in cui si è verificato.',
    sentry:
      'errori e tracce delle prestazioni, e una registrazione di un campione di sessioni (una su dieci, e ogni sessione in cui si verifica un errore), inviati tramite l’indirizzo proprio di questo sito.',
    memory: 'nulla: le chiamate vengono registrate solo in questa pagina.',
    'google-ads': 'eventi con nome e conversioni, per misurare la pubblicità e indirizzarla.',
    'tiktok-pixel': 'gli stessi eventi con nome, per misurare la pubblicità su TikTok.',
    'linkedin-insight':
      'le pagine che visualizza e le conversioni conteggiate dagli eventi con nome, per misurare la pubblicità su LinkedIn.',
    'microsoft-uet': 'gli stessi eventi con nome, per misurare la pubblicità su Microsoft Bing.',
    mixpanel: 'le pagine che visualizza e gli eventi con nome, ciascuno con la pagina in cui si è verificato.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'archiviazione pubblicitaria' },
    'google-analytics': { marketing: 'archiviazione pubblicitaria' },
    sentry: { experience: 'registrazione delle sessioni' },
    'google-ads': { analytics: 'archiviazione di misurazione nel tag Google' },
  },
  shell: {
    skipLink: 'Vai al contenuto',
    mainNav: 'Principale',
    privacyLink: 'Informativa sulla privacy',
    errorTitle: 'Si è verificato un problema',
    errorBody: 'Non è stato possibile caricare questa parte della pagina. Il problema è stato segnalato.',
    tryAgain: 'Riprova',
  },
  notFound: {
    title: 'Pagina non trovata',
    body: 'A questo indirizzo non c’è alcuna pagina.',
    home: 'Vai alla pagina iniziale',
  },
} satisfies Messages;
