import type { Messages } from './en';

/** Portuguese, Brazil (você). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: 'Usamos cookies',
    body: {
      beforeLink:
        'Os cookies nos ajudam a melhorar nosso site e nos permitem ver e guardar suas interações com ele. Ao continuar, você concorda com o nosso uso de cookies. Nossa ',
      link: 'política de privacidade',
      afterLink: ' explica mais.',
    },
    accept: 'Entendi',
    decline: 'Recusar',
    choose: 'Escolher cookies',
    announcement: 'Usamos cookies: um aviso de cookies na parte inferior da página.',
  },
  preferences: {
    title: 'Configurações de cookies',
    intro: 'Escolha o que este site pode usar. Você pode mudar isso a qualquer momento na página de privacidade.',
    save: 'Salvar',
    acceptAll: 'Aceitar todos',
    rejectAll: 'Rejeitar todos',
    cancel: 'Cancelar',
    gpcNote: 'Seu navegador envia o Global Privacy Control, por isso esta opção fica desativada.',
    usedBy: (services: string) => `Usado por: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Nenhum serviço desse tipo é executado neste site.',
  },
  purposes: {
    necessary: {
      name: 'Necessários',
      inSentence: 'finalidades necessárias',
      description: 'Lembrar esta escolha e relatórios de erros que mantêm o site funcionando. Sempre ativos.',
    },
    analytics: {
      name: 'Análise',
      inSentence: 'análise',
      description: 'As páginas que você visualiza e onde você clica, para entender como o site é usado.',
    },
    marketing: {
      name: 'Publicidade',
      inSentence: 'publicidade',
      description: 'Os mesmos eventos, compartilhados com uma rede de publicidade para medir seus anúncios.',
    },
    experience: {
      name: 'Experiência',
      inSentence: 'experiência',
      description: 'Mapas de calor e gravações de sessões, para ver onde o site atrapalha você.',
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
      'Substitua esta página pela sua própria política. Ela lista o que este shell de aplicação pode armazenar e quais serviços pode usar, dependendo de como está configurado.',
    storedHeading: 'O que armazenamos no seu dispositivo',
    storedFlag:
      '{cookieAccepted} no armazenamento local do seu navegador: {true} quando você aceita cookies (todos com “{accept}” ou os que você escolher), {false} quando você recusa todos, para que o banner continue oculto nas próximas visitas.',
    storedDetail:
      '{cookieConsent} ao lado: quais finalidades você permitiu, a qual versão desta política você respondeu, quando, e seu ID de consentimento (um número aleatório que localiza seus registros no nosso servidor).',
    askAgain: (months: number) =>
      `Perguntaremos novamente quando esta política mudar ou depois de ${months === 12 ? 'um ano' : months === 1 ? 'um mês' : `${months} meses`}.`,
    clearing: 'Limpar os dados do seu navegador remove os dois.',
    storedLanguage:
      '{cookieLanguage}, um cookie, somente quando você escolhe um idioma nesta página: o idioma que você escolheu, para que nosso servidor responda nele.',
    storedLedger:
      '{cookieConsentOutbox} e {cookieConsentReceipt}: cada escolha que você faz também é enviada ao nosso próprio servidor como prova do seu consentimento. Uma escolha aguarda no primeiro até que o servidor a receba, e o segundo guarda quando ele registrou a sua escolha mais recente.',
    storedUnsent:
      '{unsentCalls}, somente quando você sai de uma página antes que um serviço tenha iniciado: as visualizações de página e os eventos que você permitiu e que ainda não tinham chegado a ele. Eles são enviados na sua próxima visita e removidos, e nada com mais de uma semana é mantido.',
    storedTable: {
      caption: 'Todos os cookies e chaves de armazenamento que este site e os serviços dele podem definir, e para quê',
      name: 'Nome',
      service: 'Serviço',
      purpose: 'Finalidade',
      lifetime: 'Duração',
      thisSite: 'Este site',
      kinds: { cookie: 'cookie', localStorage: 'armazenamento local', sessionStorage: 'armazenamento de sessão' },
    },
    storedByServices:
      'Os serviços de análise, mapa de calor, publicidade e monitoramento de erros abaixo podem definir os próprios cookies.',
    servicesHeading: 'Serviços que usamos',
    noServices: 'Este site não envia nada a nenhum serviço de análise, publicidade, mapa de calor ou monitoramento de erros.',
    serviceKinds: {
      analytics: 'Análise de produto',
      pixel: 'Pixel de publicidade',
      heatmap: 'Mapas de calor',
      errors: 'Monitoramento de erros e gravação de sessões',
    },
    errorsOptIn:
      'Os relatórios de erros são enviados independentemente da sua escolha, porque manter o site funcionando é nosso interesse legítimo; as sessões só são gravadas se você permitir cookies de experiência, e a gravação para se você retirar o consentimento.',
    errorsNotice:
      'Os relatórios de erros fazem parte do funcionamento do site e são enviados desde a sua primeira página; as sessões são gravadas, a menos que você desative os cookies de experiência.',
    loadingOptIn:
      'Nenhum serviço de análise, publicidade ou mapa de calor é carregado, e nada é enviado a ele, até que você permita a finalidade dele; o que você recusar continua desativado.',
    loadingNotice:
      'Esses serviços funcionam desde a sua primeira página; o banner de cookies informa isso a você. Você pode desativar qualquer finalidade nas Configurações de cookies.',
    gpcOn: 'Seu navegador envia o Global Privacy Control, por isso o pixel de publicidade nunca é carregado e não recebe nada.',
    gpcOff: 'Se o seu navegador enviar o Global Privacy Control, o pixel de publicidade nunca será carregado e não receberá nada.',
    settingsHeading: 'Configurações de cookies',
    noChoiceNotice: 'Você ainda não fez uma escolha sobre cookies; os serviços abaixo funcionam até que você os desative.',
    noChoiceOptIn: 'Você ainda não fez uma escolha sobre cookies.',
    accepted: 'Você aceitou os cookies.',
    declined: 'Você recusou os cookies.',
    partial: (granted: string, refused: string) => `Você aceitou cookies para ${granted} e os recusou para ${refused}.`,
    settingsButton: 'Configurações de cookies',
    choicesHeading: 'Suas escolhas',
    choices:
      'Você pode limpar os dados deste site no seu navegador a qualquer momento e bloquear esses serviços nas configurações do seu navegador ou de uma extensão; o site continua funcionando sem eles.',
  },
  consentRecord: {
    consentId: 'Seu ID de consentimento é {consentId}.',
    recordedOn: 'Sua escolha atual foi registrada no nosso servidor em {time}.',
    pending: 'Sua escolha atual está aguardando registro no nosso servidor; seu navegador a envia novamente até que seja registrada.',
    unrecorded: 'Seu navegador não tem nenhum comprovante do nosso servidor para a sua escolha atual.',
    history: 'Todas as escolhas registradas com este ID, em JSON: {link}.',
  },
  vendorPrivacy: {
    clarity: 'como as páginas são roladas e clicadas, carregado depois que a página termina de carregar.',
    'google-ads': 'eventos nomeados e conversões, para medir e segmentar a publicidade.',
    'google-analytics':
      'as páginas que você visualiza e eventos nomeados, cada um com a página em que ocorreu; o armazenamento de publicidade do Google somente se você aceitar publicidade.',
    hotjar: 'como as páginas são roladas e clicadas, carregado depois que a página termina de carregar.',
    'linkedin-insight':
      'as páginas que você visualiza e as conversões que os eventos nomeados contabilizam, para medir a publicidade no LinkedIn.',
    'meta-pixel': 'os mesmos eventos nomeados, para medir a publicidade.',
    'microsoft-uet': 'os mesmos eventos nomeados, para medir a publicidade no Microsoft Bing.',
    mixpanel: 'as páginas que você visualiza e eventos nomeados, cada um com a página em que ocorreu.',
    plausible: 'as páginas que você visualiza e eventos nomeados, sem cookies.',
    posthog: 'as páginas que você visualiza e eventos nomeados, cada um com a página em que ocorreu.',
    segment: 'as páginas que você visualiza e eventos nomeados, cada um com a página em que ocorreu.',
    sentry:
      'erros e rastreamentos de desempenho, e uma gravação de uma amostra das sessões (uma em cada dez, e toda sessão em que ocorre um erro), enviados pelo próprio endereço deste site.',
    'tiktok-pixel': 'os mesmos eventos nomeados, para medir a publicidade no TikTok.',
    memory: 'nada: as chamadas são registradas somente nesta página.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'armazenamento de publicidade' },
    'google-ads': { analytics: 'armazenamento de medição na tag do Google' },
    'google-analytics': { marketing: 'armazenamento de publicidade' },
    sentry: { experience: 'gravação de sessões' },
  },
  shell: {
    skipLink: 'Pular para o conteúdo',
    mainNav: 'Principal',
    privacyLink: 'Política de privacidade',
    errorTitle: 'Algo deu errado',
    errorBody: 'Esta parte da página não pôde ser carregada. O problema foi relatado.',
    tryAgain: 'Tentar novamente',
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'Não há nenhuma página neste endereço.',
    home: 'Ir para a página inicial',
  },
} satisfies Messages;
