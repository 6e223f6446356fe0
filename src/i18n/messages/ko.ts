import type { Messages } from './en';

/** Korean (합니다 style). Words and button labels: src/i18n/glossary.md. Korean nouns take no plural after a number. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: '쿠키를 사용합니다',
    body: {
      beforeLink:
        '쿠키는 당사 웹사이트를 개선하는 데 도움이 되며, 당사가 웹사이트에서의 사용자의 상호작용을 확인하고 보관할 수 있게 해 줍니다. 계속 진행하시면 당사의 쿠키 사용에 동의하시는 것입니다. 당사 ',
      link: '개인정보 처리방침',
      afterLink: '에서 자세히 설명합니다.',
    },
    accept: '확인',
    decline: '거부',
    choose: '쿠키 선택',
    announcement: '쿠키를 사용합니다: 페이지 하단의 쿠키 안내입니다.',
  },
  preferences: {
    title: '쿠키 설정',
    intro: '이 사이트가 사용할 수 있는 항목을 선택하세요. 개인정보 페이지에서 언제든지 변경할 수 있습니다.',
    save: '저장',
    acceptAll: '모두 수락',
    rejectAll: '모두 거부',
    cancel: '취소',
    gpcNote: '브라우저가 Global Privacy Control을 보내므로 이 항목은 꺼진 상태로 유지됩니다.',
    usedBy: (services: string) => `사용하는 서비스: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service}(${part})`,
    noServiceOfKind: '이 사이트에서는 이 유형의 서비스가 실행되지 않습니다.',
  },
  purposes: {
    necessary: {
      name: '필수',
      inSentence: '필수 목적',
      description: '이 선택을 기억하는 기능, 그리고 사이트가 계속 작동하도록 하는 오류 보고. 항상 켜져 있습니다.',
    },
    analytics: {
      name: '분석',
      inSentence: '분석',
      description: '조회하신 페이지와 클릭하신 항목. 사이트가 어떻게 사용되는지 이해하기 위한 것입니다.',
    },
    marketing: {
      name: '광고',
      inSentence: '광고',
      description: '같은 이벤트를 광고 네트워크와 공유하여 그 광고를 측정합니다.',
    },
    experience: {
      name: '사용자 경험',
      inSentence: '사용자 경험',
      description: '히트맵과 세션 녹화. 사이트의 어느 부분이 이용에 방해가 되는지 확인하기 위한 것입니다.',
    },
  },
  language: {
    label: '언어',
    change: '변경',
  },
  privacy: {
    pageTitle: '개인정보 처리방침',
    placeholderLead: '임시 문구입니다.',
    placeholder:
      '이 페이지를 자체 방침으로 교체하세요. 이 페이지는 이 애플리케이션 셸이 구성 방식에 따라 무엇을 저장할 수 있고 어떤 서비스를 사용할 수 있는지 설명합니다.',
    storedHeading: '기기에 저장하는 정보',
    storedFlag:
      '브라우저 로컬 스토리지의 {cookieAccepted}: 쿠키를 수락하시면(“{accept}”로 모두, 또는 선택하신 쿠키) {true}, 모두 거부하시면 {false}. 이를 통해 이후 방문 시 배너가 숨겨진 상태로 유지됩니다.',
    storedDetail:
      '그 옆의 {cookieConsent}: 허용하신 목적, 응답하신 이 방침의 버전, 응답 시각, 그리고 동의 ID(당사 서버에서 사용자의 기록을 찾는 임의의 번호).',
    askAgain: (months: number) => `이 방침이 변경되거나 ${months === 12 ? '1년' : `${months}개월`}이 지나면 다시 여쭙겠습니다.`,
    clearing: '브라우저 데이터를 삭제하면 둘 다 제거됩니다.',
    storedLanguage:
      '쿠키인 {cookieLanguage}: 이 페이지에서 언어를 선택하신 경우에만 저장되며, 당사 서버가 그 언어로 응답하도록 선택하신 언어를 담습니다.',
    storedLedger:
      '{cookieConsentOutbox} 및 {cookieConsentReceipt}: 사용자의 모든 선택은 동의의 증거로 당사 자체 서버에도 전송됩니다. 선택은 서버가 받을 때까지 전자에서 대기하며, 후자는 서버가 최신 선택을 기록한 시각을 보관합니다.',
    storedUnsent:
      '{unsentCalls}: 서비스가 시작되기 전에 페이지를 떠나신 경우에만 저장되며, 허용하신 페이지 조회와 이벤트 중 아직 서비스에 도달하지 않은 것입니다. 다음 방문 시 전송된 후 삭제되며, 1주일보다 오래된 것은 보관하지 않습니다.',
    storedTable: {
      caption: '이 사이트와 그 서비스가 설정할 수 있는 모든 쿠키와 저장소 키, 그리고 그 용도',
      name: '이름',
      service: '서비스',
      purpose: '목적',
      lifetime: '보존 기간',
      thisSite: '이 사이트',
      kinds: { cookie: '쿠키', localStorage: '로컬 스토리지', sessionStorage: '세션 스토리지' },
    },
    storedByServices: '아래의 분석, 히트맵, 광고 및 오류 모니터링 서비스는 자체 쿠키를 설정할 수 있습니다.',
    servicesHeading: '사용하는 서비스',
    noServices: '이 사이트는 분석, 광고, 히트맵 또는 오류 모니터링 서비스에 아무것도 보내지 않습니다.',
    serviceKinds: {
      analytics: '제품 분석',
      pixel: '광고 픽셀',
      heatmap: '히트맵',
      errors: '오류 모니터링 및 세션 녹화',
    },
    errorsOptIn:
      '사이트가 계속 작동하도록 하는 것은 당사의 정당한 이익이므로 오류 보고는 선택과 관계없이 전송됩니다. 세션은 사용자 경험 쿠키를 허용하신 경우에만 녹화되며, 동의를 철회하시면 녹화가 중지됩니다.',
    errorsNotice: '오류 보고는 사이트 운영의 일부이며 첫 페이지부터 전송됩니다. 세션은 사용자 경험 쿠키를 끄지 않으시는 한 녹화됩니다.',
    loadingOptIn:
      '분석, 광고 또는 히트맵 서비스는 해당 목적을 허용하시기 전까지 로드되지 않으며, 아무것도 전송되지 않습니다. 거부하신 항목은 꺼진 상태로 유지됩니다.',
    loadingNotice: '이 서비스들은 첫 페이지부터 실행되며, 쿠키 배너가 이를 알려 드립니다. 쿠키 설정에서 어떤 목적이든 끌 수 있습니다.',
    gpcOn: '브라우저가 Global Privacy Control을 보내므로 광고 픽셀은 절대 로드되지 않으며 아무것도 받지 않습니다.',
    gpcOff: '브라우저가 Global Privacy Control을 보내면 광고 픽셀은 절대 로드되지 않으며 아무것도 받지 않습니다.',
    settingsHeading: '쿠키 설정',
    noChoiceNotice: '아직 쿠키에 대해 선택하지 않으셨습니다. 아래 서비스는 끄실 때까지 실행됩니다.',
    noChoiceOptIn: '아직 쿠키에 대해 선택하지 않으셨습니다.',
    accepted: '쿠키를 수락하셨습니다.',
    declined: '쿠키를 거부하셨습니다.',
    partial: (granted: string, refused: string) => `${granted}에 대한 쿠키는 수락하시고, ${refused}에 대한 쿠키는 거부하셨습니다.`,
    settingsButton: '쿠키 설정',
    choicesHeading: '선택 사항',
    choices:
      '언제든지 브라우저에서 이 사이트의 데이터를 삭제하실 수 있으며, 브라우저나 확장 프로그램의 설정으로 이 서비스들을 차단하실 수 있습니다. 이 서비스들이 없어도 사이트는 계속 작동합니다.',
  },
  consentRecord: {
    consentId: '동의 ID는 {consentId}입니다.',
    recordedOn: '현재 선택은 {time}에 당사 서버에 기록되었습니다.',
    pending: '현재 선택이 당사 서버에 기록되기를 기다리고 있습니다. 기록될 때까지 브라우저가 다시 전송합니다.',
    unrecorded: '브라우저에 현재 선택에 대한 당사 서버의 수신 확인이 없습니다.',
    history: '이 ID로 기록된 모든 선택(JSON): {link}.',
  },
  vendorPrivacy: {
    clarity: '페이지를 스크롤하고 클릭하는 방식. 페이지 로드가 끝난 후 로드됩니다.',
    'google-ads': '이름이 지정된 이벤트와 전환. 광고를 측정하고 타기팅하기 위한 것입니다.',
    'google-analytics':
      '조회하신 페이지와 이름이 지정된 이벤트(각각 발생한 페이지 포함). Google의 광고 저장소는 광고를 수락하신 경우에만 사용됩니다.',
    hotjar: '페이지를 스크롤하고 클릭하는 방식. 페이지 로드가 끝난 후 로드됩니다.',
    'linkedin-insight': '조회하신 페이지와 이름이 지정된 이벤트가 집계하는 전환. LinkedIn에서 광고를 측정하기 위한 것입니다.',
    'meta-pixel': '같은 이름이 지정된 이벤트. 광고를 측정하기 위한 것입니다.',
    'microsoft-uet': '같은 이름이 지정된 이벤트. Microsoft Bing에서 광고를 측정하기 위한 것입니다.',
    mixpanel: '조회하신 페이지와 이름이 지정된 이벤트(각각 발생한 페이지 포함).',
    plausible: '조회하신 페이지와 이름이 지정된 이벤트. 쿠키는 사용하지 않습니다.',
    posthog: '조회하신 페이지와 이름이 지정된 이벤트(각각 발생한 페이지 포함).',
    segment: '조회하신 페이지와 이름이 지정된 이벤트(각각 발생한 페이지 포함).',
    sentry:
      '오류와 성능 추적, 그리고 일부 세션의 녹화(10개 중 1개, 그리고 오류가 발생한 모든 세션). 이 사이트 자체 주소를 통해 전송됩니다.',
    'tiktok-pixel': '같은 이름이 지정된 이벤트. TikTok에서 광고를 측정하기 위한 것입니다.',
    memory: '없음: 호출은 이 페이지에만 기록됩니다.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: '광고 저장소' },
    'google-ads': { analytics: 'Google 태그의 측정 저장소' },
    'google-analytics': { marketing: '광고 저장소' },
    sentry: { experience: '세션 녹화' },
  },
  shell: {
    skipLink: '본문으로 건너뛰기',
    mainNav: '주 메뉴',
    privacyLink: '개인정보 처리방침',
    errorTitle: '문제가 발생했습니다',
    errorBody: '페이지의 이 부분을 불러오지 못했습니다. 문제가 보고되었습니다.',
    tryAgain: '다시 시도',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '이 주소에는 페이지가 없습니다.',
    home: '홈페이지로 이동',
  },
} satisfies Messages;
