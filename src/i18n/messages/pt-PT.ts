import type { Messages } from './en';

/** European Portuguese (polite third person: "o seu", "pode"). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: 'Utilizamos cookies',
    body: {
      beforeLink:
        'Os cookies ajudam-nos a melhorar o nosso site e permitem-nos ver e conservar as suas interações com ele. Ao continuar, concorda com a nossa utilização de cookies. A nossa ',
      link: 'política de privacidade',
      afterLink: ' fornece mais informações.',
    },
    accept: 'Compreendi',
    decline: 'Recusar',
    choose: 'Escolher cookies',
    announcement: 'Utilizamos cookies: um aviso sobre cookies no fundo da página.',
  },
  preferences: {
    title: 'Definições de cookies',
    intro: 'Escolha o que este site pode utilizar. Pode alterar a sua escolha a qualquer momento na página da política de privacidade.',
    save: 'Guardar',
    acceptAll: 'Aceitar todos',
    rejectAll: 'Rejeitar todos',
    cancel: 'Cancelar',
    gpcNote: 'O seu navegador envia Global Privacy Control, pelo que esta opção permanece desativada.',
    usedBy: (services: string) => `Utilizado por: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Nenhum serviço deste tipo é executado neste site.',
  },
  purposes: {
    necessary: {
      name: 'Necessários',
      inSentence: 'as finalidades necessárias',
      description: 'Memorizar esta escolha e os relatórios de erros que mantêm o site a funcionar. Sempre ativos.',
    },
    analytics: {
      name: 'Análise',
      inSentence: 'a análise',
      description: 'As páginas que vê e aquilo em que clica, para compreender como o site é utilizado.',
    },
    marketing: {
      name: 'Publicidade',
      inSentence: 'a publicidade',
      description: 'Os mesmos eventos, partilhados com uma rede de publicidade para medir os respetivos anúncios.',
    },
    experience: {
      name: 'Experiência',
      inSentence: 'a experiência',
      description: 'Mapas de calor e gravações de sessões, para ver onde o site lhe cria obstáculos.',
    },
  },
  language: {
    label: 'Idioma',
    change: 'Alterar',
  },
  privacy: {
    pageTitle: 'Política de privacidade',
    placeholderLead: 'Texto provisório.',
    placeholder:
      'Substitua esta página pela sua própria política. Indica o que esta estrutura de aplicação pode armazenar e que serviços pode utilizar, consoante a forma como está configurada.',
    storedHeading: 'O que armazenamos no seu dispositivo',
    storedFlag:
      '{cookieAccepted} no armazenamento local do seu navegador: {true} quando aceita os cookies (todos com «{accept}», ou os que escolher), {false} quando os recusa todos, para que o banner permaneça oculto nas visitas seguintes.',
    storedDetail:
      '{cookieConsent} ao lado: as finalidades que permitiu, a versão desta política a que respondeu, quando, e o seu ID de consentimento (um número aleatório que encontra os seus registos no nosso servidor).',
    /** Portuguese: 1 → “um mês”, any other number → “meses”; 12 → “um ano”, as in English. */
    askAgain: (months: number) =>
      `Voltamos a perguntar quando esta política mudar, ou após ${months === 12 ? 'um ano' : months === 1 ? 'um mês' : `${months} meses`}.`,
    clearing: 'Limpar os dados do seu navegador remove ambos.',
    storedLanguage:
      '{cookieLanguage}, um cookie, apenas quando escolhe um idioma nesta página: o idioma que escolheu, para que o nosso servidor lhe responda nesse idioma.',
    storedLedger:
      '{cookieConsentOutbox} e {cookieConsentReceipt}: cada escolha que faz é também enviada para o nosso próprio servidor como prova do seu consentimento. Uma escolha aguarda no primeiro até o servidor a receber, e o segundo guarda quando o servidor registou a sua escolha mais recente.',
    storedUnsent:
      '{unsentCalls}, apenas quando sai de uma página antes de um serviço ter sido iniciado: as visualizações de páginas e os eventos que permitiu e que ainda não lhe tinham chegado. São enviados na sua próxima visita e removidos, e nada com mais de uma semana é conservado.',
    storedTable: {
      caption: 'Todos os cookies e chaves de armazenamento que este site e os seus serviços podem definir, e para quê',
      name: 'Nome',
      service: 'Serviço',
      purpose: 'Finalidade',
      lifetime: 'Duração',
      thisSite: 'Este site',
      kinds: { cookie: 'cookie', localStorage: 'armazenamento local', sessionStorage: 'armazenamento de sessão' },
    },
    storedByServices:
      'Os serviços de análise, mapas de calor, publicidade e monitorização de erros indicados abaixo podem definir os seus próprios cookies.',
    servicesHeading: 'Serviços que utilizamos',
    noServices: 'Este site não envia nada a nenhum serviço de análise, publicidade, mapas de calor ou monitorização de erros.',
    serviceKinds: {
      analytics: 'Análise de produto',
      pixel: 'Píxel publicitário',
      heatmap: 'Mapas de calor',
      errors: 'Monitorização de erros e gravação de sessões',
    },
    errorsOptIn:
      'Os relatórios de erros são enviados independentemente da sua escolha, porque manter o site a funcionar é o nosso interesse legítimo; as sessões só são gravadas se permitir os cookies de experiência, e a gravação é interrompida se retirar o consentimento.',
    errorsNotice:
      'Os relatórios de erros fazem parte do funcionamento do site e são enviados desde a sua primeira página; as sessões são gravadas, a menos que desative os cookies de experiência.',
    loadingOptIn:
      'Nenhum serviço de análise, publicidade ou mapas de calor é carregado, nem lhe é enviado nada, até que permita a respetiva finalidade; o que recusar permanece desativado.',
    loadingNotice:
      'Estes serviços funcionam desde a sua primeira página; o banner de cookies indica-o. Pode desativar qualquer finalidade nas Definições de cookies.',
    gpcOn: 'O seu navegador envia Global Privacy Control, pelo que o píxel publicitário nunca é carregado e não recebe nada.',
    gpcOff: 'Se o seu navegador enviar Global Privacy Control, o píxel publicitário nunca é carregado e não recebe nada.',
    settingsHeading: 'Definições de cookies',
    noChoiceNotice: 'Ainda não fez uma escolha sobre os cookies; os serviços abaixo funcionam até os desativar.',
    noChoiceOptIn: 'Ainda não fez uma escolha sobre os cookies.',
    accepted: 'Aceitou os cookies.',
    declined: 'Recusou os cookies.',
    partial: (granted: string, refused: string) => `Aceitou os cookies para ${granted} e recusou-os para ${refused}.`,
    settingsButton: 'Definições de cookies',
    choicesHeading: 'As suas escolhas',
    choices:
      'Pode limpar os dados deste site no seu navegador a qualquer momento e bloquear estes serviços nas definições do seu navegador ou de uma extensão; o site continua a funcionar sem eles.',
  },
  consentRecord: {
    consentId: 'O seu ID de consentimento é {consentId}.',
    recordedOn: 'A sua escolha atual foi registada no nosso servidor em {time}.',
    pending: 'A sua escolha atual aguarda registo no nosso servidor; o seu navegador volta a enviá-la até que seja registada.',
    unrecorded: 'O seu navegador não tem nenhum recibo do nosso servidor para a sua escolha atual.',
    history: 'Todas as escolhas registadas com este ID, em JSON: {link}.',
  },
  vendorPrivacy: {
    clarity: 'a forma como as páginas são percorridas e clicadas, carregado depois de a página terminar de carregar.',
    'google-ads': 'eventos com nome e conversões, para medir e direcionar a publicidade.',
    'google-analytics':
      'as páginas que vê e eventos com nome, cada um com a página onde ocorreu; o armazenamento publicitário da Google apenas se aceitar a publicidade.',
    hotjar: 'a forma como as páginas são percorridas e clicadas, carregado depois de a página terminar de carregar.',
    'linkedin-insight': 'as páginas que vê e as conversões que os eventos com nome contabilizam, para medir a publicidade no LinkedIn.',
    'meta-pixel': 'os mesmos eventos com nome, para medir a publicidade.',
    'microsoft-uet': 'os mesmos eventos com nome, para medir a publicidade no Microsoft Bing.',
    mixpanel: 'as páginas que vê e eventos com nome, cada um com a página onde ocorreu.',
    plausible: 'as páginas que vê e eventos com nome, sem cookies.',
    posthog: 'as páginas que vê e eventos com nome, cada um com a página onde ocorreu.',
    segment: 'as páginas que vê e eventos com nome, cada um com a página onde ocorreu.',
    sentry:
      'erros e rastreios de desempenho, e uma gravação de uma amostra de sessões (uma em cada dez, e todas as sessões em que ocorre um erro), enviados através do endereço próprio deste site.',
    'tiktok-pixel': 'os mesmos eventos com nome, para medir a publicidade no TikTok.',
    memory: 'nada: as chamadas são registadas apenas nesta página.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'armazenamento publicitário' },
    'google-ads': { analytics: 'armazenamento de medição na etiqueta da Google' },
    'google-analytics': { marketing: 'armazenamento publicitário' },
    sentry: { experience: 'gravação de sessões' },
  },
  shell: {
    skipLink: 'Saltar para o conteúdo',
    mainNav: 'Principal',
    privacyLink: 'Política de privacidade',
    errorTitle: 'Ocorreu um problema',
    errorBody: 'Não foi possível carregar esta parte da página. O problema foi comunicado.',
    tryAgain: 'Tentar novamente',
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'Não existe nenhuma página neste endereço.',
    home: 'Ir para a página inicial',
  },
} satisfies Messages;
