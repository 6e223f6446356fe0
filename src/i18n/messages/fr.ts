import type { Messages } from './en';

/** « de » before a service’s name, elided before a vowel sound: « d’Intercom », « d’Instagram », « de Crisp », « de YouTube ». */
const deName = (name: string): string => (/^[aeiouàâéèêîôû]/i.test(name) ? `d’${name}` : `de ${name}`);

/** French. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Nous utilisons des cookies',
    body: {
      beforeLink:
        'Les cookies nous aident à améliorer notre site web et nous permettent de consulter et de conserver vos interactions avec lui. En continuant, vous acceptez notre utilisation des cookies. Notre ',
      link: 'politique de confidentialité',
      afterLink: ' vous en dit plus.',
    },
    askingBody: {
      beforeLink:
        'Pouvons-nous utiliser des cookies facultatifs ? Ils nous aident à améliorer notre site web et à comprendre comment il est utilisé. Rien de facultatif n’est activé avant votre choix, que vous pouvez modifier à tout moment. Notre ',
      link: 'politique de confidentialité',
      afterLink: ' vous en dit plus.',
    },
    accept: 'J’ai compris',
    choose: 'Choisir les cookies',
    announcement: 'Nous utilisons des cookies : un avis sur les cookies en bas de la page.',
  },
  preferences: {
    title: 'Paramètres des cookies',
    intro: 'Choisissez ce que ce site peut utiliser. Vous pouvez le modifier à tout moment depuis la page de confidentialité.',
    save: 'Enregistrer',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    cancel: 'Annuler',
    gpcNote: 'Votre navigateur envoie Global Privacy Control, cette option reste donc désactivée.',
    usedBy: (services: string) => `Utilisé par : ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Aucun service de ce type ne fonctionne sur ce site.',
  },
  purposes: {
    necessary: {
      name: 'Nécessaires',
      inSentence: 'les fonctions nécessaires',
      description: 'La mémorisation de ce choix, et les rapports d’erreurs qui permettent au site de fonctionner. Toujours actifs.',
    },
    analytics: {
      name: 'Mesure d’audience',
      inSentence: 'la mesure d’audience',
      description: 'Les pages que vous consultez et ce sur quoi vous cliquez, pour comprendre comment le site est utilisé.',
    },
    marketing: {
      name: 'Publicité',
      inSentence: 'la publicité',
      description: 'Les mêmes événements, partagés avec un réseau publicitaire pour mesurer ses annonces.',
    },
    experience: {
      name: 'Enregistrement des sessions',
      inSentence: 'l’enregistrement des sessions',
      description: 'Cartes de chaleur et enregistrements de sessions, pour voir où le site vous gêne.',
    },
  },
  privacyChoices: {
    link: 'Vos choix en matière de confidentialité',
    intro:
      'Ce site partage une partie de votre activité avec des réseaux publicitaires. Désactivez cette option pour refuser la vente et le partage de vos informations personnelles ainsi que la publicité ciblée.',
    sale: 'Vente, partage et publicité ciblée',
    gpcHonored: 'Signal de refus respecté',
  },
  language: {
    label: 'Langue',
    change: 'Changer',
    current: '{label} : {language}',
  },
  privacy: {
    pageTitle: 'Politique de confidentialité',
    placeholderLead: 'Texte provisoire.',
    placeholder:
      'Remplacez cette page par votre propre politique. Elle indique ce que ce socle d’application peut stocker et quels services il peut utiliser, selon sa configuration.',
    storedHeading: 'Ce que nous stockons sur votre appareil',
    storedFlag:
      '{cookieAccepted} dans le stockage local de votre navigateur : {true} lorsque vous acceptez les cookies (tous avec « {accept} », ou ceux que vous choisissez), {false} lorsque vous les refusez tous, afin que le bandeau reste masqué lors de vos visites suivantes.',
    storedDetail:
      '{cookieConsent} à côté : les finalités que vous avez autorisées, la version de cette politique à laquelle vous avez répondu, quand, et votre identifiant de consentement (un nombre aléatoire qui retrouve vos enregistrements sur notre serveur).',
    askAgain: (months: number) =>
      `Nous vous reposerons la question si cette politique change, ou après ${months === 12 ? 'un an' : months === 1 ? 'un mois' : `${months} mois`}.`,
    clearing: 'Effacer les données de votre navigateur supprime les deux.',
    storedLanguage:
      '{cookieLanguage}, un cookie, seulement si vous choisissez une langue sur cette page : la langue choisie, pour que notre serveur vous réponde dans celle-ci.',
    storedLedger:
      '{cookieConsentOutbox} et {cookieConsentReceipt} : chacun de vos choix est aussi envoyé à notre propre serveur comme preuve de votre consentement. Un choix attend dans le premier jusqu’à ce que le serveur l’ait reçu, et le second garde la date à laquelle il a enregistré le dernier.',
    storedUnsent:
      '{unsentCalls}, seulement si vous quittez une page avant qu’un service ait démarré : les pages vues et les événements que vous avez autorisés et qui ne lui étaient pas encore parvenus. Ils sont envoyés lors de votre prochaine visite puis supprimés, et rien n’est conservé plus d’une semaine.',
    storedTable: {
      caption: 'Chaque cookie et chaque clé de stockage que ce site et ses services peuvent déposer, et à quelle fin',
      name: 'Nom',
      service: 'Service',
      purpose: 'Finalité',
      lifetime: 'Durée de conservation',
      thisSite: 'Ce site',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'stockage local', sessionStorage: 'stockage de session' },
    },
    storedByServices:
      'Les services de mesure d’audience, de cartes de chaleur, de publicité et de suivi des erreurs ci-dessous peuvent déposer leurs propres cookies.',
    serviceLine: '{kind} ({service}, {purpose}) : {receives}',
    servicesHeading: 'Services que nous utilisons',
    noServices: 'Ce site n’envoie rien à aucun service de mesure d’audience, de publicité, de cartes de chaleur ou de suivi des erreurs.',
    serviceKinds: {
      analytics: 'Mesure d’audience du produit',
      pixel: 'Pixel publicitaire',
      heatmap: 'Cartes de chaleur',
      errors: 'Suivi des erreurs et enregistrement de sessions',
    },
    errorsOptIn:
      'Les rapports d’erreurs sont envoyés quel que soit votre choix, car le bon fonctionnement du site est notre intérêt légitime ; les sessions ne sont enregistrées que si vous autorisez les cookies d’enregistrement des sessions, et l’enregistrement s’arrête si vous retirez votre consentement.',
    errorsNotice:
      'Les rapports d’erreurs font partie du fonctionnement du site et sont envoyés dès votre première page ; les sessions sont enregistrées sauf si vous désactivez les cookies d’enregistrement des sessions.',
    loadingOptIn:
      'Aucun service de mesure d’audience, de publicité ou de cartes de chaleur n’est chargé, et rien ne lui est envoyé, tant que vous n’autorisez pas sa finalité ; ce que vous refusez reste désactivé.',
    loadingNotice:
      'Ces services fonctionnent dès votre première page ; le bandeau cookies vous l’indique. Vous pouvez désactiver chaque finalité dans les Paramètres des cookies.',
    gpcOn: 'Votre navigateur envoie Global Privacy Control, le pixel publicitaire n’est donc jamais chargé et ne reçoit rien.',
    gpcOff: 'Si votre navigateur envoie Global Privacy Control, le pixel publicitaire n’est jamais chargé et ne reçoit rien.',
    settingsHeading: 'Paramètres des cookies',
    noChoiceNotice:
      'Vous n’avez pas encore fait de choix concernant les cookies ; les services ci-dessus fonctionnent jusqu’à ce que vous les désactiviez.',
    noChoiceOptIn: 'Vous n’avez pas encore fait de choix concernant les cookies.',
    accepted: 'Vous avez accepté les cookies.',
    declined: 'Vous avez refusé les cookies.',
    partial: (granted: string, refused: string) => `Vous avez accepté les cookies pour ${granted}, et les avez refusés pour ${refused}.`,
    settingsButton: 'Paramètres des cookies',
    choicesHeading: 'Vos choix',
    choices:
      'Vous pouvez à tout moment effacer les données de ce site dans votre navigateur, et bloquer ces services dans les paramètres de votre navigateur ou d’une extension ; le site continue de fonctionner sans eux.',
  },
  consentRecord: {
    consentId: 'Votre identifiant de consentement est {consentId}.',
    recordedOn: 'Votre choix actuel a été enregistré sur notre serveur le {time}.',
    pending: 'Votre choix actuel attend d’être enregistré sur notre serveur ; votre navigateur le renvoie jusqu’à ce qu’il le soit.',
    unrecorded: 'Votre navigateur ne détient aucun reçu de notre serveur pour votre choix actuel.',
    history: 'Tous les choix enregistrés sous cet identifiant, en JSON : {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Si vous avez accepté ou refusé les cookies, pour que le bandeau reste masqué lors de vos visites suivantes.',
      'consent-detail':
        'Les finalités que vous avez autorisées, la version de la politique à laquelle vous avez répondu, quand, et votre identifiant de consentement.',
      'scroll-positions':
        'L’endroit où vous aviez fait défiler chaque page, pour qu’un retour en arrière (ou un rechargement) vous y ramène.',
      'language-choice':
        'La langue choisie sur la page de confidentialité, pour que notre serveur réponde dans cette langue (seulement une fois que vous en choisissez une).',
      'unsent-calls':
        'Les pages vues et événements que vous avez autorisés et qui n’avaient pas atteint un service quand vous avez quitté la page, envoyés à votre prochaine visite.',
      'consent-outbox': 'Les enregistrements de vos choix dont notre serveur n’a pas encore confirmé la réception.',
      'consent-receipt': 'Le reçu que notre serveur a donné pour votre dernier choix.',
      'visitor-id': 'Un identifiant aléatoire qui distingue les visiteurs.',
      'visitor-id-and-settings': 'Un identifiant aléatoire qui distingue les visiteurs, et les réglages du service.',
      'visitor-id-for-ads': 'Distingue les visiteurs, pour mesurer la publicité.',
      'referring-site': 'Le site d’où vous venez, pour attribuer votre visite à la publicité qui l’a suscitée.',
      'own-keys-index': 'La liste des éléments que le service a enregistrés sur cet appareil.',
      'visitor-id-and-session': 'Un identifiant anonyme qui distingue les visiteurs, et la visite en cours.',
      'visitor-and-user-ids': 'Un identifiant anonyme qui distingue les visiteurs (et un identifiant d’utilisateur, s’il est défini).',
      'visitor-id-and-event-properties': 'Votre identifiant auprès du service, et les propriétés envoyées avec chaque événement.',
      'current-visit': 'La visite en cours : les pages et événements qui en font partie.',
      'arrival-source':
        'Comment vous êtes arrivé sur le site la première fois : le site, le moteur de recherche ou la campagne qui vous y a amené.',
      'visit-end': 'Le moment où la visite en cours se termine.',
      'visitor-id-end': 'Le moment où l’identifiant de visiteur expire.',
      'visit-recording': 'Relie les pages d’une visite en un enregistrement de session.',
      'returning-visitor': 'Si vous avez déjà visité le site.',
      'tab-recording': 'Si cet onglet est enregistré, et la session d’enregistrement à laquelle il appartient.',
      'working-data':
        'Les données de travail du service : le domaine principal, l’échantillonnage, un test de stockage, des attributs d’utilisateur.',
      'tab-id': 'Distingue cet onglet des autres ouverts sur le site.',
      'open-tabs': 'Les onglets ouverts sur le site en ce moment.',
      'tracking-allowed': 'Si le service peut collecter des données.',
      'cookies-allowed': 'Si le service peut déposer des cookies.',
      'retry-queue': 'Les événements en attente d’un nouvel envoi après une requête échouée.',
      'chat-conversation': 'Conserve votre conversation dans le chat d’une page et d’une visite à l’autre.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Conserve le clic sur une annonce {network} à l’origine de votre visite.',
    stays: {
      'tab-session': 'la session de cet onglet',
      'at-most-session': 'au plus la session',
      'until-removed': 'jusqu’à sa suppression',
      'until-cleared': 'jusqu’à ce que vous effaciez les données de ce site',
      'until-sent': 'jusqu’à l’envoi',
      'until-sent-at-most-a-week': 'jusqu’à l’envoi, une semaine au plus',
      'until-confirmed': 'jusqu’à ce que le serveur les confirme',
      'until-next-choice': 'jusqu’à votre prochain choix',
    },
    spans: {
      minutes: { one: '# minute', many: '# minutes', other: '# minutes' },
      days: { one: '# jour', many: '# jours', other: '# jours' },
      months: { one: '# mois', many: '# mois', other: '# mois' },
      years: { one: '# an', many: '# ans', other: '# ans' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'les pages que vous consultez et les événements nommés',
      'page-views': 'uniquement les pages que vous consultez',
      'same-named-events': 'les mêmes événements nommés',
      'named-events-and-conversions': 'les événements nommés et les conversions',
      'page-views-and-counted-conversions': 'les pages que vous consultez et les conversions que comptent les événements nommés',
      'scrolls-and-clicks': 'la façon dont les pages sont parcourues et cliquées',
      'session-recordings': 'un enregistrement de ce que vous voyez et faites sur les pages',
      'errors-and-traces': 'les erreurs et les mesures de performance',
      errors: 'les erreurs',
      'nothing-leaves-the-page': 'rien : les appels sont seulement consignés dans cette page',
      'chat-messages':
        'ce que vous écrivez dans le chat, avec votre adresse IP, les caractéristiques de votre navigateur et la page où vous êtes',
    },
    facts: {
      'each-with-its-page': ', chacun avec la page où il a eu lieu',
      'without-cookies': ', sans cookies',
      'sampled-session-recordings':
        ', et un enregistrement d’un échantillon de sessions (une sur dix, et chaque session où une erreur se produit)',
      'loaded-after-page-load': ', chargé une fois la page entièrement chargée',
      'clicks-and-form-use': ', ainsi que vos clics et votre utilisation des formulaires sur chaque page',
      'through-site-address': ', envoyés par l’adresse propre de ce site',
      'measures-advertising': ', pour mesurer la publicité',
      'measures-and-targets-advertising': ', pour mesurer et cibler la publicité',
    },
    measuresAdvertisingOn: ', pour mesurer la publicité sur {network}',
    advertisingStorageOf: ' ; le stockage publicitaire de {network} seulement si vous acceptez la publicité',
    end: '.',
    parts: {
      'advertising-storage': 'stockage publicitaire',
      'session-replay': 'enregistrement de sessions',
      'google-tag-measurement-storage': 'stockage de mesure dans la balise Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Vidéo',
      map: 'Carte',
      post: 'Publication',
      audio: 'Lecteur audio',
      booking: 'Calendrier de réservation',
      page: 'Page intégrée',
    },
    receives: (service: string) =>
      `Le charger envoie à ${service} votre adresse IP, les caractéristiques de votre navigateur et l’adresse de cette page, et lui permet d’enregistrer des cookies.`,
    policyLink: (service: string) => `Politique de confidentialité ${deName(service)}`,
    loadOnce: 'Charger une fois',
    loadOnceLabel: (title: string) => `Charger une fois : ${title}`,
    alwaysAllow: (purpose: string) => `Toujours autoriser : ${purpose}`,
    gpcNote:
      'Votre navigateur demande aux sites de ne pas partager vos données à des fins publicitaires : ce contenu ne se charge donc qu’à votre demande.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, contenu intégré à certaines pages, pour ${purpose} : seulement quand vous le chargez, il reçoit votre adresse IP et l’adresse de la page, et peut enregistrer ses propres cookies.`,
    formKind: 'Formulaire',
  },
  chat: {
    launcher: 'Discuter avec nous',
    opens: (service: string) => `Ouvre le chat ${deName(service)}, qui enregistre des cookies pour conserver votre conversation.`,
    kind: 'Chat client',
    onRequest: 'seulement une fois le chat ouvert',
    privacyHeading: 'Chargés seulement quand vous ouvrez le chat',
    privacyLead:
      'Rien n’est chargé depuis ces services avant que vous n’ouvriez le chat. L’ouvrir relève de votre propre demande : ce n’est donc pas l’une des finalités que vous choisissez pour les cookies.',
  },
  shell: {
    skipLink: 'Aller au contenu',
    mainNav: 'Principal',
    privacyLink: 'Politique de confidentialité',
    errorTitle: 'Un problème est survenu',
    errorBody: 'Cette partie de la page n’a pas pu être chargée. Le problème a été signalé.',
    tryAgain: 'Réessayer',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'Il n’y a aucune page à cette adresse.',
    home: 'Aller à la page d’accueil',
  },
} satisfies Messages;
