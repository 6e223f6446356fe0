import type { Messages } from './en';

/** European Portuguese (polite third person: "o seu", "pode"). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Utilizamos cookies',
    body: {
      beforeLink:
        'Os cookies ajudam-nos a melhorar o nosso site e permitem-nos ver e conservar as suas interações com ele. Ao continuar, concorda com a nossa utilização de cookies. A nossa ',
      link: 'política de privacidade',
      afterLink: ' fornece mais informações.',
    },
    askingBody: {
      beforeLink:
        'Podemos utilizar cookies opcionais? Ajudam-nos a melhorar o nosso site e a compreender como é utilizado. Nada de opcional é ativado até escolher, e pode alterar a sua escolha em qualquer momento. A nossa ',
      link: 'política de privacidade',
      afterLink: ' fornece mais informações.',
    },
    accept: 'Compreendi',
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
      name: 'Gravação de sessões',
      inSentence: 'a gravação de sessões',
      description: 'Mapas de calor e gravações de sessões, para ver onde o site lhe cria obstáculos.',
    },
  },
  privacyChoices: {
    link: 'As suas opções de privacidade',
    intro:
      'Este site partilha parte da sua atividade com redes de publicidade. Desative esta opção para recusar a venda e a partilha das suas informações pessoais e a publicidade direcionada.',
    sale: 'Venda, partilha e publicidade direcionada',
    gpcHonored: 'Sinal de recusa respeitado',
  },
  language: {
    label: 'Idioma',
    change: 'Alterar',
    current: '{label}: {language}',
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
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'armazenamento local', sessionStorage: 'armazenamento de sessão' },
    },
    storedByServices:
      'Os serviços de análise, mapas de calor, publicidade e monitorização de erros indicados abaixo podem definir os seus próprios cookies.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Serviços que utilizamos',
    noServices: 'Este site não envia nada a nenhum serviço de análise, publicidade, mapas de calor ou monitorização de erros.',
    serviceKinds: {
      analytics: 'Análise de produto',
      pixel: 'Píxel publicitário',
      heatmap: 'Mapas de calor',
      errors: 'Monitorização de erros e gravação de sessões',
    },
    errorsOptIn:
      'Os relatórios de erros são enviados independentemente da sua escolha, porque manter o site a funcionar é o nosso interesse legítimo; as sessões só são gravadas se permitir os cookies de gravação de sessões, e a gravação é interrompida se retirar o consentimento.',
    errorsNotice:
      'Os relatórios de erros fazem parte do funcionamento do site e são enviados desde a sua primeira página; as sessões são gravadas, a menos que desative os cookies de gravação de sessões.',
    loadingOptIn:
      'Nenhum serviço de análise, publicidade ou mapas de calor é carregado, nem lhe é enviado nada, até que permita a respetiva finalidade; o que recusar permanece desativado.',
    loadingNotice:
      'Estes serviços funcionam desde a sua primeira página; o banner de cookies indica-o. Pode desativar qualquer finalidade nas Definições de cookies.',
    gpcOn: 'O seu navegador envia Global Privacy Control, pelo que o píxel publicitário nunca é carregado e não recebe nada.',
    gpcOff: 'Se o seu navegador enviar Global Privacy Control, o píxel publicitário nunca é carregado e não recebe nada.',
    settingsHeading: 'Definições de cookies',
    noChoiceNotice: 'Ainda não fez uma escolha sobre os cookies; os serviços acima funcionam até os desativar.',
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
  storedItems: {
    roles: {
      'consent-flag': 'Se aceitou ou recusou os cookies, para que o aviso continue oculto em visitas posteriores.',
      'consent-detail':
        'As finalidades que permitiu, a versão da política a que respondeu, quando, e o seu identificador de consentimento.',
      'scroll-positions': 'Até onde tinha percorrido cada página, para que ao voltar atrás (ou recarregar) regresse a esse ponto.',
      'language-choice':
        'O idioma que escolheu na página de privacidade, para que o nosso servidor responda nesse idioma (apenas depois de escolher um).',
      'unsent-calls':
        'Visualizações de páginas e eventos que permitiu e que não tinham chegado a um serviço quando saiu da página, enviados na sua próxima visita.',
      'consent-outbox': 'Registos das suas escolhas cuja receção o nosso servidor ainda não confirmou.',
      'consent-receipt': 'O recibo que o nosso servidor deu pela sua última escolha.',
      'visitor-id': 'Um identificador aleatório que distingue os visitantes.',
      'visitor-id-and-settings': 'Um identificador aleatório que distingue os visitantes, e as definições do serviço.',
      'visitor-id-for-ads': 'Distingue os visitantes, para medir a publicidade.',
      'referring-site': 'O site de onde veio, para atribuir a visita ao anúncio que a originou.',
      'own-keys-index': 'Uma lista dos itens que o serviço guardou neste dispositivo.',
      'visitor-id-and-session': 'Um identificador anónimo que distingue os visitantes, e a visita atual.',
      'visitor-and-user-ids': 'Um identificador anónimo que distingue os visitantes (e um identificador de utilizador, se definido).',
      'visitor-id-and-event-properties': 'O seu identificador no serviço e as propriedades enviadas com cada evento.',
      'current-visit': 'A visita atual: que páginas e eventos lhe pertencem.',
      'arrival-source': 'Como chegou ao site pela primeira vez: o site, o motor de pesquisa ou a campanha que o trouxe até aqui.',
      'visit-end': 'Quando termina a visita atual.',
      'visitor-id-end': 'Quando expira o identificador de visitante.',
      'visit-recording': 'Junta as páginas de uma visita numa gravação de sessão.',
      'returning-visitor': 'Se já visitou o site anteriormente.',
      'tab-recording': 'Se este separador está a ser gravado, e a sessão de gravação a que pertence.',
      'working-data':
        'Dados de trabalho do serviço: o domínio principal, a amostragem, um teste de armazenamento, atributos do utilizador.',
      'tab-id': 'Distingue este separador dos outros abertos no site.',
      'open-tabs': 'Os separadores abertos no site neste momento.',
      'tracking-allowed': 'Se o serviço pode recolher dados.',
      'cookies-allowed': 'Se o serviço pode definir cookies.',
      'retry-queue': 'Eventos à espera de serem enviados de novo após um pedido falhado.',
      'chat-conversation': 'Mantém a sua conversa no chat entre páginas e visitas.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Guarda o clique no anúncio da {network} que deu origem a esta visita.',
    stays: {
      'tab-session': 'a sessão deste separador',
      'at-most-session': 'no máximo a sessão',
      'until-removed': 'até ser removido',
      'until-cleared': 'até limpar os dados deste site',
      'until-sent': 'até ser enviado',
      'until-sent-at-most-a-week': 'até ser enviado, no máximo uma semana',
      'until-confirmed': 'até o servidor os confirmar',
      'until-next-choice': 'até à sua próxima escolha',
    },
    spans: {
      minutes: { one: '# minuto', many: '# minutos', other: '# minutos' },
      days: { one: '# dia', many: '# dias', other: '# dias' },
      months: { one: '# mês', many: '# meses', other: '# meses' },
      years: { one: '# ano', many: '# anos', other: '# anos' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'as páginas que vê e eventos com nome',
      'page-views': 'apenas as páginas que vê',
      'same-named-events': 'os mesmos eventos com nome',
      'named-events-and-conversions': 'eventos com nome e conversões',
      'page-views-and-counted-conversions': 'as páginas que vê e as conversões que os eventos com nome contabilizam',
      'scrolls-and-clicks': 'a forma como as páginas são percorridas e clicadas',
      'session-recordings': 'uma gravação do que vê e faz nas páginas',
      'errors-and-traces': 'erros e rastreios de desempenho',
      errors: 'erros',
      'nothing-leaves-the-page': 'nada: as chamadas são registadas apenas nesta página',
      'chat-messages': 'o que escreve no chat, com o seu endereço IP, os dados do seu navegador e a página em que está',
    },
    facts: {
      'each-with-its-page': ', cada um com a página onde ocorreu',
      'without-cookies': ', sem cookies',
      'sampled-session-recordings':
        ', e uma gravação de uma amostra de sessões (uma em cada dez, e todas as sessões em que ocorre um erro)',
      'loaded-after-page-load': ', carregado depois de a página terminar de carregar',
      'clicks-and-form-use': ', além dos seus cliques e da utilização de formulários em cada página',
      'through-site-address': ', enviados através do endereço próprio deste site',
      'measures-advertising': ', para medir a publicidade',
      'measures-and-targets-advertising': ', para medir e direcionar a publicidade',
    },
    measuresAdvertisingOn: ', para medir a publicidade no {network}',
    advertisingStorageOf: '; o armazenamento publicitário da {network} apenas se aceitar a publicidade',
    end: '.',
    parts: {
      'advertising-storage': 'armazenamento publicitário',
      'session-replay': 'gravação de sessões',
      'google-tag-measurement-storage': 'armazenamento de medição na etiqueta da Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Vídeo',
      map: 'Mapa',
      post: 'Publicação',
      audio: 'Leitor de áudio',
      booking: 'Calendário de marcações',
      page: 'Página incorporada',
    },
    receives: (service: string) =>
      `Ao carregá-lo, ${service} recebe o seu endereço IP, os dados do seu navegador e o endereço desta página, e este pode guardar cookies.`,
    policyLink: (service: string) => `Política de privacidade de ${service}`,
    loadOnce: 'Carregar uma vez',
    loadOnceLabel: (title: string) => `Carregar uma vez: ${title}`,
    alwaysAllow: (purpose: string) => `Permitir sempre: ${purpose}`,
    gpcNote:
      'O seu navegador pede aos sites que não partilhem os seus dados para publicidade, por isso isto só é carregado quando o pedir.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, conteúdo incorporado em algumas páginas, para ${purpose}: só quando o carrega recebe o seu endereço IP e o endereço da página, e pode guardar os seus próprios cookies.`,
    formKind: 'Formulário',
  },
  chat: {
    launcher: 'Fale connosco',
    opens: (service: string) => `Abre o chat de ${service}, que guarda cookies para manter a sua conversa.`,
    kind: 'Chat de apoio ao cliente',
    onRequest: 'só quando abre o chat',
    privacyHeading: 'Carregados só quando abre o chat',
    privacyLead:
      'Nada destes serviços é carregado até abrir o chat. Abri-lo é um pedido seu, por isso não é uma das finalidades que escolhe para os cookies.',
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
