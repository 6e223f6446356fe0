import type { Messages } from './en';

/** Months in Spanish: un mes (1), otherwise N meses. */
function months(count: number): string {
  if (count === 12) return 'un año';
  return count === 1 ? 'un mes' : `${count} meses`;
}

/** Spanish (addressing the visitor as usted). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: 'Utilizamos cookies',
    body: {
      beforeLink:
        'Las cookies nos ayudan a mejorar nuestro sitio web y nos permiten ver y conservar sus interacciones con él. Si continúa, acepta nuestro uso de cookies. Nuestra ',
      link: 'política de privacidad',
      afterLink: ' ofrece más información.',
    },
    accept: 'Entendido',
    decline: 'Rechazar',
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
      name: 'Experiencia',
      inSentence: 'la experiencia',
      description: 'Mapas de calor y grabaciones de sesiones, para ver dónde el sitio le pone obstáculos.',
    },
  },
  language: {
    label: 'Idioma',
    change: 'Cambiar',
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
      kinds: { cookie: 'cookie', localStorage: 'almacenamiento local', sessionStorage: 'almacenamiento de sesión' },
    },
    storedByServices:
      'Los servicios de analítica, mapas de calor, publicidad y monitorización de errores que se indican a continuación pueden instalar sus propias cookies.',
    servicesHeading: 'Servicios que utilizamos',
    noServices: 'Este sitio no envía nada a ningún servicio de analítica, publicidad, mapas de calor ni monitorización de errores.',
    serviceKinds: {
      analytics: 'Analítica de producto',
      pixel: 'Píxel publicitario',
      heatmap: 'Mapas de calor',
      errors: 'Monitorización de errores y grabación de sesiones',
    },
    errorsOptIn:
      'Los informes de errores se envían sea cual sea su elección, porque mantener el sitio en funcionamiento es nuestro interés legítimo; las sesiones solo se graban si permite las cookies de experiencia, y la grabación se detiene si retira su consentimiento.',
    errorsNotice:
      'Los informes de errores forman parte del funcionamiento del sitio y se envían desde su primera página; las sesiones se graban a menos que desactive las cookies de experiencia.',
    loadingOptIn:
      'Ningún servicio de analítica, publicidad o mapas de calor se carga, ni se le envía nada, hasta que usted permita su finalidad; lo que rechace sigue desactivado.',
    loadingNotice:
      'Estos servicios funcionan desde su primera página; el aviso de cookies se lo indica. Puede desactivar cualquier finalidad en la Configuración de cookies.',
    gpcOn: 'Su navegador envía Global Privacy Control, por lo que el píxel publicitario nunca se carga y no recibe nada.',
    gpcOff: 'Si su navegador envía Global Privacy Control, el píxel publicitario nunca se carga y no recibe nada.',
    settingsHeading: 'Configuración de cookies',
    noChoiceNotice:
      'Todavía no ha tomado ninguna decisión sobre las cookies; los servicios que se indican a continuación funcionan hasta que los desactive.',
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
  vendorPrivacy: {
    clarity: 'cómo se desplazan las páginas y dónde se hace clic en ellas, cargado después de que la página termine de cargarse.',
    'google-analytics':
      'las páginas que visita y eventos con nombre, cada uno con la página en la que ocurrió; el almacenamiento publicitario de Google solo si acepta la publicidad.',
    hotjar: 'cómo se desplazan las páginas y dónde se hace clic en ellas, cargado después de que la página termine de cargarse.',
    'meta-pixel': 'los mismos eventos con nombre, para medir la publicidad.',
    plausible: 'las páginas que visita y eventos con nombre, sin cookies.',
    posthog: 'las páginas que visita y eventos con nombre, cada uno con la página en la que ocurrió.',
    segment: 'las páginas que visita y eventos con nombre, cada uno con la página en la que ocurrió.',
    sentry:
      'errores y mediciones de rendimiento, y una grabación de una muestra de sesiones (una de cada diez, y cada sesión en la que se produce un error), enviados a través de la propia dirección de este sitio.',
    memory: 'nada: las llamadas solo se registran en esta página.',
    'google-ads': 'eventos con nombre y conversiones, para medir y segmentar la publicidad.',
    'tiktok-pixel': 'los mismos eventos con nombre, para medir la publicidad en TikTok.',
    'linkedin-insight':
      'las páginas que visita y las conversiones que cuentan los eventos con nombre, para medir la publicidad en LinkedIn.',
    'microsoft-uet': 'los mismos eventos con nombre, para medir la publicidad en Microsoft Bing.',
    mixpanel: 'las páginas que visita y eventos con nombre, cada uno con la página en la que ocurrió.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'almacenamiento publicitario' },
    'google-analytics': { marketing: 'almacenamiento publicitario' },
    sentry: { experience: 'grabación de sesiones' },
    'google-ads': { analytics: 'almacenamiento de medición en la etiqueta de Google' },
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
