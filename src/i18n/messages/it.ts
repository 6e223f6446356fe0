import type { Messages } from './en';

/** Italian (courtesy form: Lei, Suo). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Utilizziamo i cookie',
    body: {
      beforeLink:
        'I cookie ci aiutano a migliorare il nostro sito web e ci consentono di visualizzare e conservare le Sue interazioni con il sito. Continuando, Lei accetta il nostro utilizzo dei cookie. La nostra ',
      link: 'informativa sulla privacy',
      afterLink: ' fornisce maggiori informazioni.',
    },
    askingBody: {
      beforeLink:
        'Possiamo utilizzare cookie facoltativi? Ci aiutano a migliorare il nostro sito web e a capire come viene utilizzato. Nessun cookie facoltativo viene attivato finché Lei non sceglie, e può modificare la Sua scelta in qualsiasi momento. La nostra ',
      link: 'informativa sulla privacy',
      afterLink: ' fornisce maggiori informazioni.',
    },
    accept: 'Ho capito',
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
      name: 'Registrazione delle sessioni',
      inSentence: 'la registrazione delle sessioni',
      description: 'Mappe di calore e registrazioni delle sessioni, per vedere dove il sito Le crea ostacoli.',
    },
  },
  privacyChoices: {
    link: 'Le Sue scelte sulla privacy',
    intro:
      'Questo sito condivide parte della Sua attività con reti pubblicitarie. Disattivi questa opzione per opporsi alla vendita e alla condivisione delle Sue informazioni personali e alla pubblicità mirata.',
    sale: 'Vendita, condivisione e pubblicità mirata',
    gpcHonored: 'Segnale di opposizione rispettato',
  },
  language: {
    label: 'Lingua',
    change: 'Cambia',
    current: '{label}: {language}',
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
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'memoria locale', sessionStorage: 'memoria di sessione' },
    },
    storedByServices:
      'I servizi di statistiche, mappe di calore, pubblicità e monitoraggio degli errori indicati di seguito possono impostare i propri cookie.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Servizi che utilizziamo',
    noServices: 'Questo sito non invia nulla ad alcun servizio di statistiche, pubblicità, mappe di calore o monitoraggio degli errori.',
    serviceKinds: {
      analytics: 'Statistiche di prodotto',
      pixel: 'Pixel pubblicitario',
      heatmap: 'Mappe di calore',
      errors: 'Monitoraggio degli errori e registrazione delle sessioni',
    },
    errorsOptIn:
      'Le segnalazioni di errori vengono inviate qualunque sia la Sua scelta, perché mantenere il sito funzionante è nostro legittimo interesse; le sessioni vengono registrate solo se consente i cookie per la registrazione delle sessioni, e la registrazione si interrompe se revoca il consenso.',
    errorsNotice:
      'Le segnalazioni di errori fanno parte del funzionamento del sito e vengono inviate fin dalla Sua prima pagina; le sessioni vengono registrate a meno che non disattivi i cookie per la registrazione delle sessioni.',
    loadingOptIn:
      'Nessun servizio di statistiche, pubblicità o mappe di calore viene caricato, e nulla gli viene inviato, finché non ne consente la finalità; ciò che rifiuta resta disattivato.',
    loadingNotice:
      'Questi servizi funzionano fin dalla Sua prima pagina; il banner dei cookie Glielo indica. Può disattivare qualsiasi finalità nelle Impostazioni dei cookie.',
    gpcOn: 'Il Suo browser invia Global Privacy Control, quindi il pixel pubblicitario non viene mai caricato e non riceve nulla.',
    gpcOff: 'Se il Suo browser invia Global Privacy Control, il pixel pubblicitario non viene mai caricato e non riceve nulla.',
    settingsHeading: 'Impostazioni dei cookie',
    noChoiceNotice: 'Non ha ancora fatto una scelta sui cookie; i servizi indicati sopra restano attivi finché non li disattiva.',
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
  storedItems: {
    roles: {
      'consent-flag': 'Se ha accettato o rifiutato i cookie, perché il banner resti nascosto nelle visite successive.',
      'consent-detail':
        'Quali finalità ha consentito, la versione dell’informativa a cui ha risposto, quando, e il Suo identificativo del consenso.',
      'scroll-positions': 'Dove era arrivato scorrendo ogni pagina, perché tornando indietro (o ricaricando) ritorni lì.',
      'language-choice':
        'La lingua scelta nella pagina sulla privacy, perché il nostro server risponda in quella lingua (solo dopo che ne sceglie una).',
      'unsent-calls':
        'Visualizzazioni di pagina ed eventi che ha consentito e che non avevano raggiunto un servizio quando ha lasciato la pagina, inviati alla Sua prossima visita.',
      'consent-outbox': 'Registrazioni delle Sue scelte di cui il nostro server non ha ancora confermato la ricezione.',
      'consent-receipt': 'La ricevuta che il nostro server ha rilasciato per la Sua ultima scelta.',
      'visitor-id': 'Un identificativo casuale che distingue i visitatori.',
      'visitor-id-and-settings': 'Un identificativo casuale che distingue i visitatori, e le impostazioni del servizio.',
      'visitor-id-for-ads': 'Distingue i visitatori, per misurare la pubblicità.',
      'referring-site': 'Il sito di provenienza, per attribuire la visita alla pubblicità che l’ha generata.',
      'own-keys-index': 'L’elenco degli elementi che il servizio ha salvato su questo dispositivo.',
      'visitor-id-and-session': 'Un identificativo anonimo che distingue i visitatori, e la visita in corso.',
      'visitor-and-user-ids': 'Un identificativo anonimo che distingue i visitatori (e un identificativo utente, se impostato).',
      'visitor-id-and-event-properties': 'Il Suo identificativo presso il servizio e le proprietà inviate con ogni evento.',
      'current-visit': 'La visita in corso: quali pagine ed eventi ne fanno parte.',
      'arrival-source': 'Come ha raggiunto il sito la prima volta: il sito, il motore di ricerca o la campagna da cui proveniva.',
      'visit-end': 'Quando termina la visita in corso.',
      'visitor-id-end': 'Quando scade l’identificativo del visitatore.',
      'visit-recording': 'Unisce le pagine di una visita in una registrazione della sessione.',
      'returning-visitor': 'Se ha già visitato il sito in precedenza.',
      'tab-recording': 'Se questa scheda viene registrata, e la sessione di registrazione a cui appartiene.',
      'working-data':
        'Dati di lavoro del servizio: il dominio principale, il campionamento, un test di archiviazione, attributi dell’utente.',
      'tab-id': 'Distingue questa scheda dalle altre aperte sul sito.',
      'open-tabs': 'Le schede aperte sul sito in questo momento.',
      'tracking-allowed': 'Se il servizio può raccogliere dati.',
      'cookies-allowed': 'Se il servizio può impostare cookie.',
      'retry-queue': 'Eventi in attesa di essere inviati di nuovo dopo una richiesta non riuscita.',
      'chat-conversation': 'Conserva la Sua conversazione in chat tra pagine e visite.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Conserva il clic sull’annuncio {network} da cui è nata questa visita.',
    stays: {
      'tab-session': 'la sessione di questa scheda',
      'at-most-session': 'al massimo la sessione',
      'until-removed': 'fino alla rimozione',
      'until-cleared': 'finché non cancella i dati di questo sito',
      'until-sent': 'fino all’invio',
      'until-sent-at-most-a-week': 'fino all’invio, al massimo una settimana',
      'until-confirmed': 'finché il server non le conferma',
      'until-next-choice': 'fino alla Sua prossima scelta',
    },
    spans: {
      minutes: { one: '# minuto', many: '# minuti', other: '# minuti' },
      days: { one: '# giorno', many: '# giorni', other: '# giorni' },
      months: { one: '# mese', many: '# mesi', other: '# mesi' },
      years: { one: '# anno', many: '# anni', other: '# anni' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'le pagine che visualizza e gli eventi con nome',
      'page-views': 'solo le pagine che visualizza',
      'same-named-events': 'gli stessi eventi con nome',
      'named-events-and-conversions': 'eventi con nome e conversioni',
      'page-views-and-counted-conversions': 'le pagine che visualizza e le conversioni conteggiate dagli eventi con nome',
      'scrolls-and-clicks': 'come le pagine vengono fatte scorrere e su che cosa si fa clic',
      'session-recordings': 'una registrazione di ciò che vede e fa nelle pagine',
      'errors-and-traces': 'errori e tracce delle prestazioni',
      errors: 'errori',
      'nothing-leaves-the-page': 'nulla: le chiamate vengono registrate solo in questa pagina',
      'chat-messages': 'ciò che scrive nella chat, con il Suo indirizzo IP, i dati del Suo browser e la pagina in cui si trova',
    },
    facts: {
      'each-with-its-page': ', ciascuno con la pagina in cui si è verificato',
      'without-cookies': ', senza cookie',
      'sampled-session-recordings':
        ', e una registrazione di un campione di sessioni (una su dieci, e ogni sessione in cui si verifica un errore)',
      'loaded-after-page-load': ', caricato dopo che la pagina ha terminato il caricamento',
      'clicks-and-form-use': ', oltre ai suoi clic e all’uso dei moduli in ogni pagina',
      'through-site-address': ', inviati tramite l’indirizzo proprio di questo sito',
      'measures-advertising': ', per misurare la pubblicità',
      'measures-and-targets-advertising': ', per misurare la pubblicità e indirizzarla',
    },
    measuresAdvertisingOn: ', per misurare la pubblicità su {network}',
    advertisingStorageOf: '; l’archiviazione pubblicitaria di {network} solo se accetta la pubblicità',
    end: '.',
    parts: {
      'advertising-storage': 'archiviazione pubblicitaria',
      'session-replay': 'registrazione delle sessioni',
      'google-tag-measurement-storage': 'archiviazione di misurazione nel tag Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Mappa',
      post: 'Post',
      audio: 'Lettore audio',
      booking: 'Calendario prenotazioni',
      page: 'Pagina incorporata',
    },
    receives: (service: string) =>
      `Caricarlo invia a ${service} il Suo indirizzo IP, i dati del Suo browser e l’indirizzo di questa pagina, e gli consente di salvare cookie.`,
    policyLink: (service: string) => `Informativa sulla privacy di ${service}`,
    loadOnce: 'Carica una volta',
    loadOnceLabel: (title: string) => `Carica una volta: ${title}`,
    alwaysAllow: (purpose: string) => `Consenti sempre: ${purpose}`,
    gpcNote:
      'Il Suo browser chiede ai siti di non condividere i Suoi dati per la pubblicità, quindi questo contenuto si carica solo quando lo chiede.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, contenuto incorporato in alcune pagine, per ${purpose}: solo quando lo carica riceve il Suo indirizzo IP e l’indirizzo della pagina, e può salvare cookie propri.`,
    formKind: 'Modulo',
  },
  chat: {
    launcher: 'Chatta con noi',
    opens: (service: string) => `Apre la chat di ${service}, che salva cookie per conservare la Sua conversazione.`,
    kind: 'Chat di assistenza',
    onRequest: 'solo quando apre la chat',
    privacyHeading: 'Caricati solo quando apre la chat',
    privacyLead:
      'Nulla di questi servizi viene caricato finché non apre la chat. Aprirla è una Sua richiesta, quindi non è una delle finalità che sceglie per i cookie.',
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
