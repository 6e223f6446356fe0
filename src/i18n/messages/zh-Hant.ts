import type { Messages } from './en';

/** Chinese, Traditional (您; Taiwan usage). Words and button labels: src/i18n/glossary-tr3.md. Chinese nouns take no plural after a number. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: '我們使用 Cookie',
    body: {
      beforeLink: 'Cookie 幫助我們改善我們的網站，並讓我們能夠檢視及保留您與網站的互動。繼續即表示您同意我們使用 Cookie。我們的',
      link: '隱私權政策',
      afterLink: '有更多說明。',
    },
    accept: '我知道了',
    decline: '拒絕',
    choose: '選擇 Cookie',
    announcement: '我們使用 Cookie：頁面底部的 Cookie 通知。',
  },
  preferences: {
    title: 'Cookie 設定',
    intro: '請選擇本網站可以使用的項目。您可以隨時在隱私權頁面變更。',
    save: '儲存',
    acceptAll: '全部接受',
    rejectAll: '全部拒絕',
    cancel: '取消',
    gpcNote: '您的瀏覽器送出了 Global Privacy Control 訊號，因此此項保持關閉。',
    usedBy: (services: string) => `使用此項的服務：${services}。`,
    serviceWithPart: (service: string, part: string) => `${service}（${part}）`,
    noServiceOfKind: '本網站未執行此類服務。',
  },
  purposes: {
    necessary: {
      name: '必要',
      inSentence: '必要用途',
      description: '記住此選擇，以及維持網站正常運作的錯誤報告。一律開啟。',
    },
    analytics: {
      name: '分析',
      inSentence: '分析',
      description: '您瀏覽的頁面和點擊的內容，用於瞭解網站的使用情形。',
    },
    marketing: {
      name: '廣告',
      inSentence: '廣告',
      description: '同樣的事件，與廣告聯播網分享，用於衡量其廣告。',
    },
    experience: {
      name: '體驗',
      inSentence: '體驗',
      description: '熱圖和工作階段錄製，用於找出網站在哪些地方妨礙了您。',
    },
  },
  language: {
    label: '語言',
    change: '變更',
  },
  privacy: {
    pageTitle: '隱私權政策',
    placeholderLead: '預留內容。',
    placeholder: '請以您自己的隱私權政策取代此頁面。它列出此應用程式外殼可以儲存的內容及可以使用的服務，視其設定方式而定。',
    storedHeading: '我們在您的裝置上儲存的內容',
    storedFlag:
      '瀏覽器本機儲存空間中的 {cookieAccepted}：當您接受 Cookie 時（透過「{accept}」接受全部，或接受您選擇的 Cookie）為 {true}，當您全部拒絕時為 {false}，讓橫幅在您之後造訪時保持隱藏。',
    storedDetail:
      '旁邊的 {cookieConsent}：您允許了哪些用途、您回應的是本政策的哪個版本、回應時間，以及您的同意 ID（一個隨機數字，用於在我們的伺服器上找到您的紀錄）。',
    askAgain: (months: number) =>
      `本政策變更時，或${months === 12 ? '一年' : months === 1 ? '一個月' : ` ${months} 個月`}後，我們會再次詢問您。`,
    clearing: '清除瀏覽器資料會同時移除這兩項。',
    storedLanguage: '{cookieLanguage}，一個 Cookie，僅在您於本頁面選擇語言時設定：您選擇的語言，讓我們的伺服器以該語言回應。',
    storedLedger:
      '{cookieConsentOutbox} 和 {cookieConsentReceipt}：您做出的每項選擇也會傳送到我們自己的伺服器，作為您同意的證明。選擇會在前者中等候，直到伺服器收到為止；後者記錄伺服器何時記錄了您最新的選擇。',
    storedUnsent:
      '{unsentCalls}，僅在某項服務啟動之前您離開頁面時設定：您允許、但尚未送達該服務的頁面瀏覽和事件。它們會在您下次造訪時傳送並移除，超過一週的內容不會保留。',
    storedByServices: '下列分析、熱圖、廣告和錯誤監控服務可能會設定自己的 Cookie。',
    servicesHeading: '我們使用的服務',
    noServices: '本網站不會傳送任何內容給任何分析、廣告、熱圖或錯誤監控服務。',
    serviceKinds: {
      analytics: '產品分析',
      pixel: '廣告像素',
      heatmap: '熱圖',
      errors: '錯誤監控和工作階段錄製',
    },
    errorsOptIn:
      '無論您如何選擇，錯誤報告都會傳送，因為維持網站正常運作是我們的正當利益；僅在您允許體驗 Cookie 時才會錄製工作階段，如果您撤回同意，錄製即停止。',
    errorsNotice: '錯誤報告是網站運作的一部分，從您造訪的第一個頁面起就會傳送；除非您關閉體驗 Cookie，否則會錄製工作階段。',
    loadingOptIn: '在您允許相應用途之前，不會載入任何分析、廣告或熱圖服務，也不會傳送任何內容給它；您拒絕的項目保持關閉。',
    loadingNotice: '這些服務從您造訪的第一個頁面起執行；Cookie 橫幅會告知您這一點。您可以在 Cookie 設定中關閉任何用途。',
    gpcOn: '您的瀏覽器送出了 Global Privacy Control 訊號，因此廣告像素永遠不會載入，也不會收到任何內容。',
    gpcOff: '如果您的瀏覽器送出 Global Privacy Control 訊號，廣告像素永遠不會載入，也不會收到任何內容。',
    settingsHeading: 'Cookie 設定',
    noChoiceNotice: '您尚未就 Cookie 做出選擇；下列服務會持續執行，直到您將其關閉。',
    noChoiceOptIn: '您尚未就 Cookie 做出選擇。',
    accepted: '您已接受 Cookie。',
    declined: '您已拒絕 Cookie。',
    partial: (granted: string, refused: string) => `您已接受用於${granted}的 Cookie，並拒絕了用於${refused}的 Cookie。`,
    settingsButton: 'Cookie 設定',
    choicesHeading: '您的選擇',
    choices: '您可以隨時在瀏覽器中清除本網站的資料，並透過瀏覽器或擴充功能的設定封鎖這些服務；沒有它們，網站仍可正常運作。',
  },
  consentRecord: {
    consentId: '您的同意 ID 是 {consentId}。',
    recordedOn: '您目前的選擇已於 {time} 記錄在我們的伺服器上。',
    pending: '您目前的選擇正在等候記錄到我們的伺服器上；在記錄完成之前，您的瀏覽器會再次傳送。',
    unrecorded: '您的瀏覽器沒有我們伺服器針對您目前選擇的回執。',
    history: '此 ID 下記錄的所有選擇（JSON 格式）：{link}。',
  },
  vendorPrivacy: {
    clarity: '頁面的捲動和點擊情形，在頁面載入完成後載入。',
    'google-analytics': '您瀏覽的頁面和具名事件，每個事件附帶其發生的頁面；僅在您接受廣告時才使用 Google 的廣告儲存空間。',
    hotjar: '頁面的捲動和點擊情形，在頁面載入完成後載入。',
    'meta-pixel': '同樣的具名事件，用於衡量廣告。',
    plausible: '您瀏覽的頁面和具名事件，不使用 Cookie。',
    posthog: '您瀏覽的頁面和具名事件，每個事件附帶其發生的頁面。',
    segment: '您瀏覽的頁面和具名事件，每個事件附帶其發生的頁面。',
    sentry: '錯誤和效能追蹤，以及部分工作階段的錄製（十個中的一個，以及每個發生錯誤的工作階段），透過本網站自己的位址傳送。',
    memory: '無：呼叫僅記錄在此頁面中。',
  },
  vendorOtherPurposes: {
    clarity: { marketing: '廣告儲存空間' },
    'google-analytics': { marketing: '廣告儲存空間' },
    sentry: { experience: '工作階段錄製' },
  },
  shell: {
    skipLink: '跳至內容',
    mainNav: '主選單',
    privacyLink: '隱私權政策',
    errorTitle: '發生錯誤',
    errorBody: '頁面的這個部分無法載入。問題已回報。',
    tryAgain: '重試',
  },
  notFound: {
    title: '找不到頁面',
    body: '此位址沒有頁面。',
    home: '前往首頁',
  },
} satisfies Messages;
