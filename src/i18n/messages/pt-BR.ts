import type { Messages } from './en';

/** Portuguese, Brazil (você). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Usamos cookies',
    body: {
      beforeLink:
        'Os cookies nos ajudam a melhorar nosso site e nos permitem ver e guardar suas interações com ele. Ao continuar, você concorda com o nosso uso de cookies. Nossa ',
      link: 'política de privacidade',
      afterLink: ' explica mais.',
    },
    askingBody: {
      beforeLink:
        'Podemos usar cookies opcionais? Eles nos ajudam a melhorar nosso site e a entender como ele é usado. Nada opcional é ativado até você escolher, e você pode mudar sua escolha a qualquer momento. Nossa ',
      link: 'política de privacidade',
      afterLink: ' explica mais.',
    },
    accept: 'Entendi',
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
      name: 'Gravação de sessões',
      inSentence: 'gravação de sessões',
      description: 'Mapas de calor e gravações de sessões, para ver onde o site atrapalha você.',
    },
  },
  privacyChoices: {
    link: 'Suas opções de privacidade',
    intro:
      'Este site compartilha parte da sua atividade com redes de publicidade. Desative esta opção para recusar a venda e o compartilhamento das suas informações pessoais e a publicidade direcionada.',
    sale: 'Venda, compartilhamento e publicidade direcionada',
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
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'armazenamento local', sessionStorage: 'armazenamento de sessão' },
    },
    storedByServices:
      'Os serviços de análise, mapa de calor, publicidade e monitoramento de erros abaixo podem definir os próprios cookies.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Serviços que usamos',
    noServices: 'Este site não envia nada a nenhum serviço de análise, publicidade, mapa de calor ou monitoramento de erros.',
    serviceKinds: {
      analytics: 'Análise de produto',
      pixel: 'Pixel de publicidade',
      heatmap: 'Mapas de calor',
      errors: 'Monitoramento de erros e gravação de sessões',
    },
    errorsOptIn:
      'Os relatórios de erros são enviados independentemente da sua escolha, porque manter o site funcionando é nosso interesse legítimo; as sessões só são gravadas se você permitir cookies de gravação de sessões, e a gravação para se você retirar o consentimento.',
    errorsNotice:
      'Os relatórios de erros fazem parte do funcionamento do site e são enviados desde a sua primeira página; as sessões são gravadas, a menos que você desative os cookies de gravação de sessões.',
    loadingOptIn:
      'Nenhum serviço de análise, publicidade ou mapa de calor é carregado, e nada é enviado a ele, até que você permita a finalidade dele; o que você recusar continua desativado.',
    loadingNotice:
      'Esses serviços funcionam desde a sua primeira página; o banner de cookies informa isso a você. Você pode desativar qualquer finalidade nas Configurações de cookies.',
    gpcOn: 'Seu navegador envia o Global Privacy Control, por isso o pixel de publicidade nunca é carregado e não recebe nada.',
    gpcOff: 'Se o seu navegador enviar o Global Privacy Control, o pixel de publicidade nunca será carregado e não receberá nada.',
    settingsHeading: 'Configurações de cookies',
    noChoiceNotice: 'Você ainda não fez uma escolha sobre cookies; os serviços acima funcionam até que você os desative.',
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
  storedItems: {
    roles: {
      'consent-flag': 'Se você aceitou ou recusou os cookies, para que o aviso continue oculto nas próximas visitas.',
      'consent-detail':
        'Quais finalidades você permitiu, a versão da política que você respondeu, quando, e o seu identificador de consentimento.',
      'scroll-positions': 'Até onde você tinha rolado cada página, para que voltar (ou recarregar) leve você de volta a esse ponto.',
      'language-choice':
        'O idioma que você escolheu na página de privacidade, para que nosso servidor responda nele (somente depois que você escolhe um).',
      'unsent-calls':
        'Visualizações de página e eventos que você permitiu e que não tinham chegado a um serviço quando você saiu da página, enviados na sua próxima visita.',
      'consent-outbox': 'Registros das suas escolhas cujo recebimento nosso servidor ainda não confirmou.',
      'consent-receipt': 'O recibo que nosso servidor deu para a sua última escolha.',
      'visitor-id': 'Um identificador aleatório que diferencia os visitantes.',
      'visitor-id-and-settings': 'Um identificador aleatório que diferencia os visitantes, e as configurações do serviço.',
      'visitor-id-for-ads': 'Diferencia os visitantes, para medir a publicidade.',
      'referring-site': 'O site de onde você veio, para atribuir a visita ao anúncio que trouxe você até aqui.',
      'own-keys-index': 'Uma lista dos itens que o serviço armazenou neste dispositivo.',
      'visitor-id-and-session': 'Um identificador anônimo que diferencia os visitantes, e a visita atual.',
      'visitor-and-user-ids': 'Um identificador anônimo que diferencia os visitantes (e um identificador de usuário, se definido).',
      'visitor-id-and-event-properties': 'O seu identificador no serviço e as propriedades enviadas com cada evento.',
      'current-visit': 'A visita atual: quais páginas e eventos fazem parte dela.',
      'arrival-source': 'Como você chegou ao site pela primeira vez: o site, o buscador ou a campanha que o trouxe até aqui.',
      'visit-end': 'Quando a visita atual termina.',
      'visitor-id-end': 'Quando o identificador de visitante expira.',
      'visit-recording': 'Junta as páginas de uma visita em uma gravação de sessão.',
      'returning-visitor': 'Se você já visitou o site antes.',
      'tab-recording': 'Se esta aba está sendo gravada, e a sessão de gravação à qual pertence.',
      'working-data': 'Dados de trabalho do serviço: o domínio principal, a amostragem, um teste de armazenamento, atributos do usuário.',
      'tab-id': 'Diferencia esta aba das outras abertas no site.',
      'open-tabs': 'As abas abertas no site neste momento.',
      'tracking-allowed': 'Se o serviço pode coletar dados.',
      'cookies-allowed': 'Se o serviço pode definir cookies.',
      'retry-queue': 'Eventos aguardando novo envio após uma solicitação com falha.',
      'chat-conversation': 'Mantém sua conversa no chat entre páginas e visitas.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Guarda o clique no anúncio do {network} que trouxe você até aqui.',
    stays: {
      'tab-session': 'a sessão desta aba',
      'at-most-session': 'no máximo a sessão',
      'until-removed': 'até ser removido',
      'until-cleared': 'até você limpar os dados deste site',
      'until-sent': 'até ser enviado',
      'until-sent-at-most-a-week': 'até ser enviado, no máximo uma semana',
      'until-confirmed': 'até o servidor confirmá-los',
      'until-next-choice': 'até a sua próxima escolha',
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
      'page-views-and-named-events': 'as páginas que você visualiza e eventos nomeados',
      'page-views': 'apenas as páginas que você visualiza',
      'same-named-events': 'os mesmos eventos nomeados',
      'named-events-and-conversions': 'eventos nomeados e conversões',
      'page-views-and-counted-conversions': 'as páginas que você visualiza e as conversões que os eventos nomeados contabilizam',
      'scrolls-and-clicks': 'como as páginas são roladas e clicadas',
      'session-recordings': 'uma gravação do que você vê e faz nas páginas',
      'errors-and-traces': 'erros e rastreamentos de desempenho',
      errors: 'erros',
      'nothing-leaves-the-page': 'nada: as chamadas são registradas somente nesta página',
      'chat-messages': 'o que você escreve no chat, com seu endereço IP, os dados do seu navegador e a página em que você está',
    },
    facts: {
      'each-with-its-page': ', cada um com a página em que ocorreu',
      'without-cookies': ', sem cookies',
      'sampled-session-recordings': ', e uma gravação de uma amostra das sessões (uma em cada dez, e toda sessão em que ocorre um erro)',
      'loaded-after-page-load': ', carregado depois que a página termina de carregar',
      'clicks-and-form-use': ', além dos seus cliques e do uso de formulários em cada página',
      'through-site-address': ', enviados pelo próprio endereço deste site',
      'measures-advertising': ', para medir a publicidade',
      'measures-and-targets-advertising': ', para medir e direcionar a publicidade',
    },
    measuresAdvertisingOn: ', para medir a publicidade no {network}',
    advertisingStorageOf: '; o armazenamento de publicidade do {network} somente se você aceitar publicidade',
    end: '.',
    parts: {
      'advertising-storage': 'armazenamento de publicidade',
      'session-replay': 'gravação de sessões',
      'google-tag-measurement-storage': 'armazenamento de medição na tag do Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Vídeo',
      map: 'Mapa',
      post: 'Publicação',
      audio: 'Player de áudio',
      booking: 'Agenda de reservas',
      page: 'Página incorporada',
    },
    receives: (service: string) =>
      `Ao carregá-lo, ${service} recebe seu endereço IP, os dados do seu navegador e o endereço desta página, e ele pode salvar cookies.`,
    policyLink: (service: string) => `Política de privacidade de ${service}`,
    loadOnce: 'Carregar uma vez',
    loadOnceLabel: (title: string) => `Carregar uma vez: ${title}`,
    alwaysAllow: (purpose: string) => `Sempre permitir: ${purpose}`,
    gpcNote: 'Seu navegador pede aos sites que não compartilhem seus dados para publicidade, por isso isto só carrega quando você pedir.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, conteúdo incorporado em algumas páginas, para ${purpose}: só quando você o carrega ele recebe seu endereço IP e o endereço da página, e pode salvar seus próprios cookies.`,
    formKind: 'Formulário',
  },
  chat: {
    launcher: 'Converse conosco',
    opens: (service: string) => `Abre o chat de ${service}, que salva cookies para manter sua conversa.`,
    kind: 'Chat de atendimento',
    onRequest: 'só quando você abre o chat',
    privacyHeading: 'Carregados só quando você abre o chat',
    privacyLead:
      'Nada desses serviços é carregado até você abrir o chat. Abri-lo é um pedido seu, por isso não é uma das finalidades que você escolhe para os cookies.',
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
