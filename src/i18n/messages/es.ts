import type { Messages } from './en';

/** Months in Spanish: un mes (1), otherwise N meses. */
function months(count: number): string {
  if (count === 12) return 'un año';
  return count === 1 ? 'un mes' : `${count} meses`;
}

/** Spanish (addressing the visitor as usted). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Utilizamos cookies',
    body: {
      beforeLink:
        'Las cookies nos ayudan a mejorar nuestro sitio web y nos permiten ver y conservar sus interacciones con él. Si continúa, acepta nuestro uso de cookies. Nuestra ',
      link: 'política de privacidad',
      afterLink: ' ofrece más información.',
    },
    askingBody: {
      beforeLink:
        '¿Podemos utilizar cookies opcionales? Nos ayudan a mejorar nuestro sitio web y a entender cómo se utiliza. No se activa nada opcional hasta que usted elija, y puede cambiar su elección en cualquier momento. Nuestra ',
      link: 'política de privacidad',
      afterLink: ' ofrece más información.',
    },
    accept: 'Entendido',
    choose: 'Elegir cookies',
    announcement: 'Utilizamos cookies: un aviso de cookies en la parte inferior de la página.',
  },
  preferences: {
    title: 'Configuración de cookies',
    intro: 'Elija qué puede utilizar este sitio. Puede cambiarlo en cualquier momento desde la página de privacidad.',
    save: 'Guardar',
    acceptAll: 'Aceptar todas',
    rejectAll: 'Rechazar todas',
    cancel: 'Cancelar',
    gpcNote: 'Su navegador envía Global Privacy Control, por lo que esta opción permanece desactivada.',
    usedBy: (services: string) => `Utilizado por: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'En este sitio no funciona ningún servicio de este tipo.',
  },
  purposes: {
    necessary: {
      name: 'Necesarias',
      inSentence: 'las finalidades necesarias',
      description: 'Recordar esta elección, y los informes de errores que mantienen el sitio en funcionamiento. Siempre activas.',
    },
    analytics: {
      name: 'Analítica',
      inSentence: 'la analítica',
      description: 'Las páginas que visita y en qué hace clic, para entender cómo se utiliza el sitio.',
    },
    marketing: {
      name: 'Publicidad',
      inSentence: 'la publicidad',
      description: 'Los mismos eventos, compartidos con una red publicitaria para medir sus anuncios.',
    },
    experience: {
      name: 'Grabación de sesiones',
      inSentence: 'la grabación de sesiones',
      description: 'Mapas de calor y grabaciones de sesiones, para ver dónde el sitio le pone obstáculos.',
    },
  },
  privacyChoices: {
    link: 'Sus opciones de privacidad',
    intro:
      'Este sitio comparte parte de su actividad con redes publicitarias. Desactive esta opción para excluirse de la venta y el intercambio de su información personal y de la publicidad dirigida.',
    sale: 'Venta, intercambio y publicidad dirigida',
    gpcHonored: 'Señal de exclusión respetada',
  },
  language: {
    label: 'Idioma',
    change: 'Cambiar',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Política de privacidad',
    placeholderLead: 'Texto provisional.',
    placeholder:
      'Sustituya esta página por su propia política. Indica lo que esta base de aplicación puede almacenar y qué servicios puede utilizar, según cómo esté configurada.',
    storedHeading: 'Qué almacenamos en su dispositivo',
    storedFlag:
      '{cookieAccepted} en el almacenamiento local de su navegador: {true} cuando acepta las cookies (todas con «{accept}», o las que elija), {false} cuando las rechaza todas, para que el aviso de cookies siga oculto en sus visitas posteriores.',
    storedDetail:
      '{cookieConsent} junto a él: qué finalidades ha permitido, a qué versión de esta política respondió, cuándo, y su identificador de consentimiento (un número aleatorio que localiza sus registros en nuestro servidor).',
    askAgain: (count: number) => `Volveremos a preguntarle cuando cambie esta política, o al cabo de ${months(count)}.`,
    clearing: 'Al borrar los datos de su navegador se eliminan ambos.',
    storedLanguage:
      '{cookieLanguage}, una cookie, solo cuando elige un idioma en esta página: el idioma que eligió, para que nuestro servidor le responda en él.',
    storedLedger:
      '{cookieConsentOutbox} y {cookieConsentReceipt}: cada elección que hace también se envía a nuestro propio servidor como prueba de su consentimiento. Una elección espera en el primero hasta que el servidor la tiene, y el segundo guarda cuándo registró el servidor la más reciente.',
    storedUnsent:
      '{unsentCalls}, solo cuando abandona una página antes de que un servicio se haya iniciado: las visitas a páginas y los eventos que usted permitió que aún no le habían llegado. Se envían en su próxima visita y se eliminan, y no se conserva nada de más de una semana.',
    storedTable: {
      caption: 'Cada cookie y clave de almacenamiento que este sitio y sus servicios pueden establecer, y para qué',
      name: 'Nombre',
      service: 'Servicio',
      purpose: 'Finalidad',
      lifetime: 'Duración',
      thisSite: 'Este sitio',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'almacenamiento local', sessionStorage: 'almacenamiento de sesión' },
    },
    storedByServices:
      'Los servicios de analítica, mapas de calor, publicidad y monitorización de errores que se indican a continuación pueden instalar sus propias cookies.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Servicios que utilizamos',
    noServices: 'Este sitio no envía nada a ningún servicio de analítica, publicidad, mapas de calor ni monitorización de errores.',
    serviceKinds: {
      analytics: 'Analítica de producto',
      pixel: 'Píxel publicitario',
      heatmap: 'Mapas de calor',
      errors: 'Monitorización de errores y grabación de sesiones',
    },
    errorsOptIn:
      'Los informes de errores se envían sea cual sea su elección, porque mantener el sitio en funcionamiento es nuestro interés legítimo; las sesiones solo se graban si permite las cookies de grabación de sesiones, y la grabación se detiene si retira su consentimiento.',
    errorsNotice:
      'Los informes de errores forman parte del funcionamiento del sitio y se envían desde su primera página; las sesiones se graban a menos que desactive las cookies de grabación de sesiones.',
    loadingOptIn:
      'Ningún servicio de analítica, publicidad o mapas de calor se carga, ni se le envía nada, hasta que usted permita su finalidad; lo que rechace sigue desactivado.',
    loadingNotice:
      'Estos servicios funcionan desde su primera página; el aviso de cookies se lo indica. Puede desactivar cualquier finalidad en la Configuración de cookies.',
    gpcOn: 'Su navegador envía Global Privacy Control, por lo que el píxel publicitario nunca se carga y no recibe nada.',
    gpcOff: 'Si su navegador envía Global Privacy Control, el píxel publicitario nunca se carga y no recibe nada.',
    settingsHeading: 'Configuración de cookies',
    noChoiceNotice:
      'Todavía no ha tomado ninguna decisión sobre las cookies; los servicios indicados arriba funcionan hasta que los desactive.',
    noChoiceOptIn: 'Todavía no ha tomado ninguna decisión sobre las cookies.',
    accepted: 'Ha aceptado las cookies.',
    declined: 'Ha rechazado las cookies.',
    partial: (granted: string, refused: string) => `Ha aceptado las cookies para ${granted} y las ha rechazado para ${refused}.`,
    settingsButton: 'Configuración de cookies',
    choicesHeading: 'Sus opciones',
    choices:
      'Puede borrar los datos de este sitio en su navegador en cualquier momento, y bloquear estos servicios con la configuración de su navegador o de una extensión; el sitio sigue funcionando sin ellos.',
  },
  consentRecord: {
    consentId: 'Su identificador de consentimiento es {consentId}.',
    recordedOn: 'Su elección actual se registró en nuestro servidor el {time}.',
    pending: 'Su elección actual está pendiente de registrarse en nuestro servidor; su navegador la vuelve a enviar hasta que se registre.',
    unrecorded: 'Su navegador no tiene ningún justificante de nuestro servidor para su elección actual.',
    history: 'Todas las elecciones registradas con este identificador, en JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Si aceptó o rechazó las cookies, para que el aviso siga oculto en visitas posteriores.',
      'consent-detail':
        'Qué finalidades permitió, la versión de la política a la que respondió, cuándo y su identificador de consentimiento.',
      'scroll-positions': 'Hasta dónde se había desplazado en cada página, para que al volver atrás (o recargar) regrese allí.',
      'language-choice':
        'El idioma que eligió en la página de privacidad, para que nuestro servidor responda en él (solo cuando elige uno).',
      'unsent-calls':
        'Páginas vistas y eventos que permitió y que no habían llegado a un servicio cuando salió de la página, enviados en su próxima visita.',
      'consent-outbox': 'Registros de sus elecciones cuya recepción nuestro servidor aún no ha confirmado.',
      'consent-receipt': 'El recibo que nuestro servidor dio por su última elección.',
      'visitor-id': 'Un identificador aleatorio que distingue a los visitantes.',
      'visitor-id-and-settings': 'Un identificador aleatorio que distingue a los visitantes, y la configuración del servicio.',
      'visitor-id-for-ads': 'Distingue a los visitantes, para medir la publicidad.',
      'referring-site': 'El sitio del que viene, para atribuir la visita al anuncio que le trajo aquí.',
      'own-keys-index': 'Una lista de los elementos que el servicio guardó en este dispositivo.',
      'visitor-id-and-session': 'Un identificador anónimo que distingue a los visitantes, y la visita actual.',
      'visitor-and-user-ids': 'Un identificador anónimo que distingue a los visitantes (y un identificador de usuario, si se ha definido).',
      'visitor-id-and-event-properties': 'Su identificador en el servicio y las propiedades enviadas con cada evento.',
      'current-visit': 'La visita actual: qué páginas y eventos forman parte de ella.',
      'arrival-source': 'Cómo llegó al sitio la primera vez: el sitio, el buscador o la campaña que le trajo.',
      'visit-end': 'Cuándo termina la visita actual.',
      'visitor-id-end': 'Cuándo caduca el identificador de visitante.',
      'visit-recording': 'Une las páginas de una visita en una grabación de sesión.',
      'returning-visitor': 'Si ha visitado el sitio antes.',
      'tab-recording': 'Si esta pestaña se está grabando, y la sesión de grabación a la que pertenece.',
      'working-data':
        'Datos de trabajo del servicio: el dominio principal, el muestreo, una prueba de almacenamiento, atributos de usuario.',
      'tab-id': 'Distingue esta pestaña de otras abiertas en el sitio.',
      'open-tabs': 'Las pestañas abiertas en el sitio en este momento.',
      'tracking-allowed': 'Si el servicio puede recopilar datos.',
      'cookies-allowed': 'Si el servicio puede instalar cookies.',
      'retry-queue': 'Eventos a la espera de volver a enviarse tras una solicitud fallida.',
      'chat-conversation': 'Conserva su conversación del chat entre páginas y visitas.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Guarda el clic en un anuncio de {network} que le trajo aquí.',
    stays: {
      'tab-session': 'la sesión de esta pestaña',
      'at-most-session': 'como máximo la sesión',
      'until-removed': 'hasta que se elimine',
      'until-cleared': 'hasta que borre los datos de este sitio',
      'until-sent': 'hasta que se envíe',
      'until-sent-at-most-a-week': 'hasta que se envíe, como máximo una semana',
      'until-confirmed': 'hasta que el servidor los confirme',
      'until-next-choice': 'hasta su próxima elección',
    },
    spans: {
      minutes: { one: '# minuto', many: '# minutos', other: '# minutos' },
      days: { one: '# día', many: '# días', other: '# días' },
      months: { one: '# mes', many: '# meses', other: '# meses' },
      years: { one: '# año', many: '# años', other: '# años' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'las páginas que visita y eventos con nombre',
      'page-views': 'solo las páginas que visita',
      'same-named-events': 'los mismos eventos con nombre',
      'named-events-and-conversions': 'eventos con nombre y conversiones',
      'page-views-and-counted-conversions': 'las páginas que visita y las conversiones que cuentan los eventos con nombre',
      'scrolls-and-clicks': 'cómo se desplazan las páginas y dónde se hace clic en ellas',
      'session-recordings': 'una grabación de lo que ve y hace en las páginas',
      'errors-and-traces': 'errores y mediciones de rendimiento',
      errors: 'errores',
      'nothing-leaves-the-page': 'nada: las llamadas solo se registran en esta página',
      'chat-messages': 'lo que escribe en el chat, con su dirección IP, los datos de su navegador y la página en la que está',
    },
    facts: {
      'each-with-its-page': ', cada uno con la página en la que ocurrió',
      'without-cookies': ', sin cookies',
      'sampled-session-recordings':
        ', y una grabación de una muestra de sesiones (una de cada diez, y cada sesión en la que se produce un error)',
      'loaded-after-page-load': ', cargado después de que la página termine de cargarse',
      'clicks-and-form-use': ', además de sus clics y el uso de formularios en cada página',
      'through-site-address': ', enviados a través de la propia dirección de este sitio',
      'measures-advertising': ', para medir la publicidad',
      'measures-and-targets-advertising': ', para medir y segmentar la publicidad',
    },
    measuresAdvertisingOn: ', para medir la publicidad en {network}',
    advertisingStorageOf: '; el almacenamiento publicitario de {network} solo si acepta la publicidad',
    end: '.',
    parts: {
      'advertising-storage': 'almacenamiento publicitario',
      'session-replay': 'grabación de sesiones',
      'google-tag-measurement-storage': 'almacenamiento de medición en la etiqueta de Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Vídeo',
      map: 'Mapa',
      post: 'Publicación',
      audio: 'Reproductor de audio',
      booking: 'Calendario de reservas',
      page: 'Página insertada',
    },
    receives: (service: string) =>
      `Al cargarlo, ${service} recibe su dirección IP, los datos de su navegador y la dirección de esta página, y este puede guardar cookies.`,
    policyLink: (service: string) => `Política de privacidad de ${service}`,
    loadOnce: 'Cargar una vez',
    loadOnceLabel: (title: string) => `Cargar una vez: ${title}`,
    alwaysAllow: (purpose: string) => `Permitir siempre: ${purpose}`,
    gpcNote:
      'Su navegador pide a los sitios que no compartan sus datos con fines publicitarios, así que esto solo se carga cuando usted lo pide.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, contenido insertado en algunas páginas, para ${purpose}: solo cuando usted lo carga, recibe su dirección IP y la dirección de la página, y puede guardar sus propias cookies.`,
    formKind: 'Formulario',
  },
  chat: {
    launcher: 'Chatear con nosotros',
    opens: (service: string) => `Abre el chat de ${service}, que guarda cookies para conservar su conversación.`,
    kind: 'Chat de atención al cliente',
    onRequest: 'solo cuando abre el chat',
    privacyHeading: 'Se cargan solo cuando abre el chat',
    privacyLead:
      'No se carga nada de estos servicios hasta que abra el chat. Abrirlo es una petición suya, por lo que no es una de las finalidades que elige para las cookies.',
  },
  shell: {
    skipLink: 'Saltar al contenido',
    mainNav: 'Principal',
    privacyLink: 'Política de privacidad',
    errorTitle: 'Algo salió mal',
    errorBody: 'No se pudo cargar esta parte de la página. Se ha informado del problema.',
    tryAgain: 'Intentar de nuevo',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'No hay ninguna página en esta dirección.',
    home: 'Ir a la página de inicio',
  },
} satisfies Messages;
