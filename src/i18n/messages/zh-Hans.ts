import type { Messages } from './en';

/** Chinese, Simplified (您). Words and button labels: src/i18n/glossary-tr3.md. Chinese nouns take no plural after a number. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: '我们使用 Cookie',
    body: {
      beforeLink: 'Cookie 帮助我们改进我们的网站，并使我们能够查看和保留您与网站的互动。继续即表示您同意我们使用 Cookie。我们的',
      link: '隐私政策',
      afterLink: '有更多说明。',
    },
    accept: '我知道了',
    decline: '拒绝',
    choose: '选择 Cookie',
    announcement: '我们使用 Cookie：页面底部的 Cookie 通知。',
  },
  preferences: {
    title: 'Cookie 设置',
    intro: '请选择本网站可以使用的内容。您可以随时在隐私页面更改。',
    save: '保存',
    acceptAll: '全部接受',
    rejectAll: '全部拒绝',
    cancel: '取消',
    gpcNote: '您的浏览器发送了 Global Privacy Control 信号，因此此项保持关闭。',
    usedBy: (services: string) => `使用此项的服务：${services}。`,
    serviceWithPart: (service: string, part: string) => `${service}（${part}）`,
    noServiceOfKind: '本网站未运行此类服务。',
  },
  purposes: {
    necessary: {
      name: '必要',
      inSentence: '必要用途',
      description: '记住此选择，以及保持网站正常运行的错误报告。始终开启。',
    },
    analytics: {
      name: '分析',
      inSentence: '分析',
      description: '您浏览的页面和点击的内容，用于了解网站的使用情况。',
    },
    marketing: {
      name: '广告',
      inSentence: '广告',
      description: '同样的事件，与广告网络共享，用于衡量其广告。',
    },
    experience: {
      name: '体验',
      inSentence: '体验',
      description: '热图和会话录制，用于发现网站在哪些地方妨碍了您。',
    },
  },
  language: {
    label: '语言',
    change: '更改',
  },
  privacy: {
    pageTitle: '隐私政策',
    placeholderLead: '占位内容。',
    placeholder: '请用您自己的隐私政策替换此页面。它列出了此应用外壳可以存储的内容以及可以使用的服务，具体取决于其配置方式。',
    storedHeading: '我们在您的设备上存储的内容',
    storedFlag:
      '浏览器本地存储中的 {cookieAccepted}：当您接受 Cookie 时（通过“{accept}”接受全部，或接受您选择的 Cookie）为 {true}，当您全部拒绝时为 {false}，以便在您以后访问时横幅保持隐藏。',
    storedDetail:
      '旁边的 {cookieConsent}：您允许了哪些用途、您回应的是本政策的哪个版本、回应时间，以及您的同意 ID（一个随机数，用于在我们的服务器上查找您的记录）。',
    askAgain: (months: number) =>
      `本政策变更时，或${months === 12 ? '一年' : months === 1 ? '一个月' : ` ${months} 个月`}后，我们会再次询问您。`,
    clearing: '清除浏览器数据会同时删除这两项。',
    storedLanguage: '{cookieLanguage}，一个 Cookie，仅在您于本页面选择语言时设置：您选择的语言，以便我们的服务器使用该语言回应。',
    storedLedger:
      '{cookieConsentOutbox} 和 {cookieConsentReceipt}：您做出的每项选择也会发送到我们自己的服务器，作为您同意的证明。选择会在前者中等待，直到服务器收到为止；后者记录服务器何时记录了您最新的选择。',
    storedUnsent:
      '{unsentCalls}，仅在某项服务启动之前您离开页面时设置：您允许的、尚未送达该服务的页面浏览和事件。它们会在您下次访问时发送并删除，超过一周的内容不会保留。',
    storedByServices: '下列分析、热图、广告和错误监控服务可能会设置自己的 Cookie。',
    servicesHeading: '我们使用的服务',
    noServices: '本网站不会向任何分析、广告、热图或错误监控服务发送任何内容。',
    serviceKinds: {
      analytics: '产品分析',
      pixel: '广告像素',
      heatmap: '热图',
      errors: '错误监控和会话录制',
    },
    errorsOptIn:
      '无论您如何选择，错误报告都会发送，因为保持网站正常运行是我们的合法利益；仅当您允许体验 Cookie 时才会录制会话，如果您撤回同意，录制即停止。',
    errorsNotice: '错误报告是网站运行的一部分，从您访问的第一个页面起就会发送；除非您关闭体验 Cookie，否则会录制会话。',
    loadingOptIn: '在您允许相应用途之前，不会加载任何分析、广告或热图服务，也不会向其发送任何内容；您拒绝的内容保持关闭。',
    loadingNotice: '这些服务从您访问的第一个页面起运行；Cookie 横幅会告知您这一点。您可以在 Cookie 设置中关闭任何用途。',
    gpcOn: '您的浏览器发送了 Global Privacy Control 信号，因此广告像素永远不会被加载，也不会收到任何内容。',
    gpcOff: '如果您的浏览器发送 Global Privacy Control 信号，广告像素永远不会被加载，也不会收到任何内容。',
    settingsHeading: 'Cookie 设置',
    noChoiceNotice: '您尚未就 Cookie 做出选择；下列服务会一直运行，直到您将其关闭。',
    noChoiceOptIn: '您尚未就 Cookie 做出选择。',
    accepted: '您已接受 Cookie。',
    declined: '您已拒绝 Cookie。',
    partial: (granted: string, refused: string) => `您已接受用于${granted}的 Cookie，并拒绝了用于${refused}的 Cookie。`,
    settingsButton: 'Cookie 设置',
    choicesHeading: '您的选择',
    choices: '您可以随时在浏览器中清除本网站的数据，并通过浏览器或扩展程序的设置屏蔽这些服务；没有它们，网站仍可正常运行。',
  },
  consentRecord: {
    consentId: '您的同意 ID 是 {consentId}。',
    recordedOn: '您当前的选择已于 {time} 记录在我们的服务器上。',
    pending: '您当前的选择正在等待记录到我们的服务器上；在记录完成之前，您的浏览器会再次发送。',
    unrecorded: '您的浏览器没有我们服务器针对您当前选择的回执。',
    history: '此 ID 下记录的所有选择（JSON 格式）：{link}。',
  },
  vendorPrivacy: {
    clarity: '页面的滚动和点击情况，在页面加载完成后加载。',
    'google-analytics': '您浏览的页面和命名事件，每个事件附带其发生的页面；仅当您接受广告时才使用 Google 的广告存储。',
    hotjar: '页面的滚动和点击情况，在页面加载完成后加载。',
    'meta-pixel': '同样的命名事件，用于衡量广告。',
    plausible: '您浏览的页面和命名事件，不使用 Cookie。',
    posthog: '您浏览的页面和命名事件，每个事件附带其发生的页面。',
    segment: '您浏览的页面和命名事件，每个事件附带其发生的页面。',
    sentry: '错误和性能追踪，以及部分会话的录制（十个中的一个，以及每个发生错误的会话），通过本网站自己的地址发送。',
    memory: '无：调用仅记录在此页面中。',
  },
  vendorOtherPurposes: {
    clarity: { marketing: '广告存储' },
    'google-analytics': { marketing: '广告存储' },
    sentry: { experience: '会话录制' },
  },
  shell: {
    skipLink: '跳到内容',
    mainNav: '主导航',
    privacyLink: '隐私政策',
    errorTitle: '出错了',
    errorBody: '页面的这一部分加载失败。问题已上报。',
    tryAgain: '重试',
  },
  notFound: {
    title: '找不到页面',
    body: '此地址没有页面。',
    home: '前往首页',
  },
} satisfies Messages;
