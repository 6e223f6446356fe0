import type { Messages } from './en';

/** German. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Wir verwenden Cookies',
    body: {
      beforeLink:
        'Cookies helfen uns, unsere Website zu verbessern, und ermöglichen uns, Ihre Interaktionen mit ihr einzusehen und zu speichern. Wenn Sie fortfahren, stimmen Sie unserer Verwendung von Cookies zu. Mehr dazu erklärt unsere ',
      link: 'Datenschutzerklärung',
      afterLink: '.',
    },
    askingBody: {
      beforeLink:
        'Dürfen wir optionale Cookies verwenden? Sie helfen uns, unsere Website zu verbessern und zu verstehen, wie sie genutzt wird. Bis Sie sich entscheiden, ist nichts Optionales aktiv, und Sie können Ihre Auswahl jederzeit ändern. Mehr dazu erklärt unsere ',
      link: 'Datenschutzerklärung',
      afterLink: '.',
    },
    accept: 'Verstanden',
    choose: 'Cookies auswählen',
    announcement: 'Wir verwenden Cookies: ein Cookie-Hinweis unten auf der Seite.',
  },
  preferences: {
    title: 'Cookie-Einstellungen',
    intro: 'Wählen Sie, was diese Website verwenden darf. Sie können das jederzeit auf der Datenschutzseite ändern.',
    save: 'Speichern',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    cancel: 'Abbrechen',
    gpcNote: 'Ihr Browser sendet Global Privacy Control, daher bleibt dies ausgeschaltet.',
    usedBy: (services: string) => `Verwendet von: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Auf dieser Website läuft kein Dienst dieser Art.',
  },
  purposes: {
    necessary: {
      name: 'Notwendig',
      inSentence: 'notwendige Zwecke',
      description: 'Das Speichern dieser Auswahl und Fehlerberichte, die die Website funktionsfähig halten. Immer aktiv.',
    },
    analytics: {
      name: 'Analyse',
      inSentence: 'Analyse',
      description: 'Die Seiten, die Sie aufrufen, und was Sie anklicken, um zu verstehen, wie die Website genutzt wird.',
    },
    marketing: {
      name: 'Werbung',
      inSentence: 'Werbung',
      description: 'Dieselben Ereignisse, geteilt mit einem Werbenetzwerk, um dessen Anzeigen zu messen.',
    },
    experience: {
      name: 'Sitzungsaufzeichnung',
      inSentence: 'Sitzungsaufzeichnung',
      description: 'Heatmaps und Sitzungsaufzeichnungen, um zu sehen, wo die Website Ihnen im Weg steht.',
    },
  },
  privacyChoices: {
    link: 'Ihre Datenschutzoptionen',
    intro:
      'Diese Website teilt einen Teil Ihrer Aktivität mit Werbenetzwerken. Schalten Sie dies aus, um dem Verkauf und der Weitergabe Ihrer personenbezogenen Daten und gezielter Werbung zu widersprechen.',
    sale: 'Verkauf, Weitergabe und gezielte Werbung',
    gpcHonored: 'Widerspruchssignal berücksichtigt',
  },
  language: {
    label: 'Sprache',
    change: 'Ändern',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Datenschutzerklärung',
    placeholderLead: 'Platzhalter.',
    placeholder:
      'Ersetzen Sie diese Seite durch Ihre eigene Erklärung. Sie nennt, was diese Anwendungshülle speichern kann und welche Dienste sie nutzen kann, je nachdem, wie sie konfiguriert ist.',
    storedHeading: 'Was wir auf Ihrem Gerät speichern',
    storedFlag:
      '{cookieAccepted} im lokalen Speicher Ihres Browsers: {true}, wenn Sie Cookies akzeptieren (alle mit „{accept}“ oder die, die Sie auswählen), {false}, wenn Sie alle ablehnen, damit der Banner bei späteren Besuchen verborgen bleibt.',
    storedDetail:
      '{cookieConsent} daneben: welche Zwecke Sie erlaubt haben, auf welche Fassung dieser Erklärung Sie geantwortet haben, wann, und Ihre Einwilligungs-ID (eine Zufallszahl, die Ihre Einträge auf unserem Server findet).',
    askAgain: (months: number) =>
      `Wir fragen erneut, wenn sich diese Erklärung ändert, oder nach ${months === 12 ? 'einem Jahr' : months === 1 ? 'einem Monat' : `${months} Monaten`}.`,
    clearing: 'Wenn Sie Ihre Browserdaten löschen, werden beide entfernt.',
    storedLanguage:
      '{cookieLanguage}, ein Cookie, nur wenn Sie auf dieser Seite eine Sprache wählen: die gewählte Sprache, damit unser Server in ihr antwortet.',
    storedLedger:
      '{cookieConsentOutbox} und {cookieConsentReceipt}: Jede Ihrer Entscheidungen wird außerdem als Nachweis Ihrer Einwilligung an unseren eigenen Server gesendet. Eine Entscheidung wartet im ersten, bis der Server sie hat, und der zweite hält fest, wann er Ihre letzte gespeichert hat.',
    storedUnsent:
      '{unsentCalls}, nur wenn Sie eine Seite verlassen, bevor ein Dienst gestartet ist: die von Ihnen erlaubten Seitenaufrufe und Ereignisse, die ihn noch nicht erreicht hatten. Sie werden bei Ihrem nächsten Besuch gesendet und entfernt, und nichts, was älter als eine Woche ist, wird aufbewahrt.',
    storedTable: {
      caption: 'Jedes Cookie und jeder Speicherschlüssel, die diese Website und ihre Dienste setzen können, und wofür',
      name: 'Name',
      service: 'Dienst',
      purpose: 'Zweck',
      lifetime: 'Speicherdauer',
      thisSite: 'Diese Website',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'Cookie', localStorage: 'lokaler Speicher', sessionStorage: 'Sitzungsspeicher' },
    },
    storedByServices: 'Die unten genannten Analyse-, Heatmap-, Werbe- und Fehlerüberwachungsdienste können eigene Cookies setzen.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Dienste, die wir nutzen',
    noServices: 'Diese Website sendet nichts an Analyse-, Werbe-, Heatmap- oder Fehlerüberwachungsdienste.',
    serviceKinds: {
      analytics: 'Produktanalyse',
      pixel: 'Werbepixel',
      heatmap: 'Heatmaps',
      errors: 'Fehlerüberwachung und Sitzungsaufzeichnung',
    },
    errorsOptIn:
      'Fehlerberichte werden unabhängig von Ihrer Wahl gesendet, weil der Betrieb der Website unser berechtigtes Interesse ist; Sitzungen werden nur aufgezeichnet, wenn Sie Cookies für die Sitzungsaufzeichnung erlauben, und die Aufzeichnung endet, wenn Sie widerrufen.',
    errorsNotice:
      'Fehlerberichte gehören zum Betrieb der Website und werden ab Ihrer ersten Seite gesendet; Sitzungen werden aufgezeichnet, sofern Sie Cookies für die Sitzungsaufzeichnung nicht ausschalten.',
    loadingOptIn:
      'Kein Analyse-, Werbe- oder Heatmap-Dienst wird geladen, und nichts wird an ihn gesendet, bevor Sie seinen Zweck erlauben; was Sie ablehnen, bleibt aus.',
    loadingNotice:
      'Diese Dienste laufen ab Ihrer ersten Seite; der Cookie-Banner sagt es Ihnen. Sie können jeden Zweck in den Cookie-Einstellungen ausschalten.',
    gpcOn: 'Ihr Browser sendet Global Privacy Control, daher wird das Werbepixel nie geladen und erhält nichts.',
    gpcOff: 'Wenn Ihr Browser Global Privacy Control sendet, wird das Werbepixel nie geladen und erhält nichts.',
    settingsHeading: 'Cookie-Einstellungen',
    noChoiceNotice: 'Sie haben noch keine Entscheidung zu Cookies getroffen; die oben genannten Dienste laufen, bis Sie sie ausschalten.',
    noChoiceOptIn: 'Sie haben noch keine Entscheidung zu Cookies getroffen.',
    accepted: 'Sie haben Cookies akzeptiert.',
    declined: 'Sie haben Cookies abgelehnt.',
    partial: (granted: string, refused: string) => `Sie haben Cookies für ${granted} akzeptiert und für ${refused} abgelehnt.`,
    settingsButton: 'Cookie-Einstellungen',
    choicesHeading: 'Ihre Wahlmöglichkeiten',
    choices:
      'Sie können die Daten dieser Website in Ihrem Browser jederzeit löschen und diese Dienste in den Einstellungen Ihres Browsers oder einer Erweiterung blockieren; die Website funktioniert auch ohne sie.',
  },
  consentRecord: {
    consentId: 'Ihre Einwilligungs-ID ist {consentId}.',
    recordedOn: 'Ihre aktuelle Entscheidung wurde am {time} auf unserem Server gespeichert.',
    pending:
      'Ihre aktuelle Entscheidung wartet darauf, auf unserem Server gespeichert zu werden; Ihr Browser sendet sie erneut, bis es so weit ist.',
    unrecorded: 'Ihr Browser hat von unserem Server keine Bestätigung für Ihre aktuelle Entscheidung.',
    history: 'Jede unter dieser ID gespeicherte Entscheidung, als JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Ob Sie Cookies akzeptiert oder abgelehnt haben, damit der Banner bei späteren Besuchen ausgeblendet bleibt.',
      'consent-detail':
        'Welche Zwecke Sie erlaubt haben, die Version der Richtlinie, auf die Sie geantwortet haben, wann, und Ihre Einwilligungs-ID.',
      'scroll-positions': 'Wohin Sie auf jeder Seite gescrollt hatten, damit Sie beim Zurückgehen (oder Neuladen) wieder dort landen.',
      'language-choice':
        'Die Sprache, die Sie auf der Datenschutzseite gewählt haben, damit unser Server in ihr antwortet (erst, wenn Sie eine wählen).',
      'unsent-calls':
        'Seitenaufrufe und Ereignisse, die Sie erlaubt haben und die einen Dienst noch nicht erreicht hatten, als Sie die Seite verließen; beim nächsten Besuch gesendet.',
      'consent-outbox': 'Aufzeichnungen Ihrer Entscheidungen, deren Empfang unser Server noch nicht bestätigt hat.',
      'consent-receipt': 'Die Bestätigung, die unser Server für Ihre letzte Entscheidung ausgestellt hat.',
      'visitor-id': 'Eine zufällige ID, die Besucher unterscheidet.',
      'visitor-id-and-settings': 'Eine zufällige ID, die Besucher unterscheidet, und die Einstellungen des Dienstes.',
      'visitor-id-for-ads': 'Unterscheidet Besucher, um Werbung zu messen.',
      'referring-site': 'Die Website, von der Sie kamen, um den Besuch der Werbung zuzuordnen, die Sie hergeführt hat.',
      'own-keys-index': 'Eine Liste der Einträge, die der Dienst auf diesem Gerät gespeichert hat.',
      'visitor-id-and-session': 'Eine anonyme ID, die Besucher unterscheidet, und der aktuelle Besuch.',
      'visitor-and-user-ids': 'Eine anonyme ID, die Besucher unterscheidet (und eine Benutzer-ID, falls gesetzt).',
      'visitor-id-and-event-properties': 'Ihre ID beim Dienst und die Eigenschaften, die mit jedem Ereignis gesendet werden.',
      'current-visit': 'Der aktuelle Besuch: welche Seiten und Ereignisse zu ihm gehören.',
      'arrival-source':
        'Wie Sie zum ersten Mal auf die Website gekommen sind: die Website, Suchmaschine oder Kampagne, die Sie hergeführt hat.',
      'visit-end': 'Wann der aktuelle Besuch endet.',
      'visitor-id-end': 'Wann die Besucher-ID abläuft.',
      'visit-recording': 'Fügt die Seiten eines Besuchs zu einer Sitzungsaufzeichnung zusammen.',
      'returning-visitor': 'Ob Sie die Website schon einmal besucht haben.',
      'tab-recording': 'Ob dieser Tab aufgezeichnet wird, und die Aufzeichnungssitzung, zu der er gehört.',
      'working-data': 'Arbeitsdaten des Dienstes: die Hauptdomain, die Stichprobe, ein Speichertest, Nutzerattribute.',
      'tab-id': 'Unterscheidet diesen Tab von anderen, die auf der Website geöffnet sind.',
      'open-tabs': 'Die Tabs, die gerade auf der Website geöffnet sind.',
      'tracking-allowed': 'Ob der Dienst erfassen darf.',
      'cookies-allowed': 'Ob der Dienst Cookies setzen darf.',
      'retry-queue': 'Ereignisse, die nach einer fehlgeschlagenen Anfrage erneut gesendet werden sollen.',
      'chat-conversation': 'Bewahrt Ihr Chat-Gespräch über Seiten und Besuche hinweg.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Speichert den Anzeigenklick bei {network}, über den Sie hierher gekommen sind.',
    stays: {
      'tab-session': 'die Sitzung dieses Tabs',
      'at-most-session': 'höchstens die Sitzung',
      'until-removed': 'bis zur Löschung',
      'until-cleared': 'bis Sie die Daten dieser Website löschen',
      'until-sent': 'bis zum Senden',
      'until-sent-at-most-a-week': 'bis zum Senden, höchstens eine Woche',
      'until-confirmed': 'bis der Server sie bestätigt',
      'until-next-choice': 'bis zu Ihrer nächsten Entscheidung',
    },
    spans: {
      minutes: { one: '# Minute', other: '# Minuten' },
      days: { one: '# Tag', other: '# Tage' },
      months: { one: '# Monat', other: '# Monate' },
      years: { one: '# Jahr', other: '# Jahre' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'die Seiten, die Sie aufrufen, und benannte Ereignisse',
      'page-views': 'nur die Seiten, die Sie aufrufen',
      'same-named-events': 'dieselben benannten Ereignisse',
      'named-events-and-conversions': 'benannte Ereignisse und Conversions',
      'page-views-and-counted-conversions': 'die Seiten, die Sie aufrufen, und die Conversions, die benannte Ereignisse zählen',
      'scrolls-and-clicks': 'wie Seiten gescrollt und angeklickt werden',
      'session-recordings': 'eine Aufzeichnung dessen, was Sie auf den Seiten sehen und tun',
      'errors-and-traces': 'Fehler und Leistungsmessungen',
      errors: 'Fehler',
      'nothing-leaves-the-page': 'nichts: Aufrufe werden nur in dieser Seite festgehalten',
      'chat-messages': 'was Sie in den Chat schreiben, mit Ihrer IP-Adresse, Angaben zu Ihrem Browser und der Seite, auf der Sie sind',
    },
    facts: {
      'each-with-its-page': ', jeweils mit der Seite, auf der sie geschahen',
      'without-cookies': ', ohne Cookies',
      'sampled-session-recordings':
        ' sowie eine Aufzeichnung einer Stichprobe von Sitzungen (eine von zehn und jede Sitzung, in der ein Fehler auftritt)',
      'loaded-after-page-load': ', geladen, nachdem die Seite fertig geladen ist',
      'clicks-and-form-use': ', dazu Ihre Klicks und die Nutzung von Formularen auf jeder Seite',
      'through-site-address': ', gesendet über die eigene Adresse dieser Website',
      'measures-advertising': ', um Werbung zu messen',
      'measures-and-targets-advertising': ', um Werbung zu messen und gezielt auszuspielen',
    },
    measuresAdvertisingOn: ', um Werbung auf {network} zu messen',
    advertisingStorageOf: '; der Werbespeicher von {network} nur, wenn Sie Werbung akzeptieren',
    end: '.',
    parts: {
      'advertising-storage': 'Werbespeicher',
      'session-replay': 'Sitzungsaufzeichnung',
      'google-tag-measurement-storage': 'Messspeicher im Google-Tag',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Karte',
      post: 'Beitrag',
      audio: 'Audioplayer',
      booking: 'Terminbuchung',
      page: 'Eingebettete Seite',
    },
    receives: (service: string) =>
      `Beim Laden erhält ${service} Ihre IP-Adresse, Angaben zu Ihrem Browser und die Adresse dieser Seite, und der Dienst kann Cookies speichern.`,
    policyLink: (service: string) => `Datenschutzerklärung von ${service}`,
    loadOnce: 'Einmal laden',
    loadOnceLabel: (title: string) => `Einmal laden: ${title}`,
    alwaysAllow: (purpose: string) => `${purpose} immer erlauben`,
    gpcNote:
      'Ihr Browser bittet Websites, Ihre Daten nicht für Werbung weiterzugeben; deshalb wird dies nur geladen, wenn Sie es anfordern.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, in manche Seiten eingebettete Inhalte, für ${purpose}: erst wenn Sie sie laden, erhält der Dienst Ihre IP-Adresse und die Adresse der Seite und kann eigene Cookies speichern.`,
    formKind: 'Formular',
  },
  chat: {
    launcher: 'Chatten Sie mit uns',
    opens: (service: string) => `Öffnet den Chat von ${service}, der Cookies speichert, damit Ihr Gespräch erhalten bleibt.`,
    kind: 'Kundenchat',
    onRequest: 'erst wenn Sie den Chat öffnen',
    privacyHeading: 'Erst geladen, wenn Sie den Chat öffnen',
    privacyLead:
      'Von diesen Diensten wird nichts geladen, bevor Sie den Chat öffnen. Das Öffnen ist Ihre eigene Anfrage und daher keiner der Zwecke, die Sie für Cookies wählen.',
  },
  shell: {
    skipLink: 'Zum Inhalt springen',
    mainNav: 'Hauptmenü',
    privacyLink: 'Datenschutzerklärung',
    errorTitle: 'Etwas ist schiefgelaufen',
    errorBody: 'Dieser Teil der Seite konnte nicht geladen werden. Das Problem wurde gemeldet.',
    tryAgain: 'Erneut versuchen',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Unter dieser Adresse gibt es keine Seite.',
    home: 'Zur Startseite',
  },
} satisfies Messages;
