import type { Messages } from './en';

/** Japanese (です/ます). Words and button labels: src/i18n/glossary.md. Japanese has no plural forms. */
export const messages = {
  direction: 'ltr',
  banner: {
    title: 'Cookieを使用しています',
    body: {
      beforeLink:
        'Cookieは当サイトの改善に役立ち、また当社が当サイトでのお客様の操作を閲覧・保存できるようにします。続行すると、当社によるCookieの使用に同意したことになります。詳しくは当社の',
      link: 'プライバシーポリシー',
      afterLink: 'をご覧ください。',
    },
    accept: '了解しました',
    decline: '拒否する',
    choose: 'Cookieを選択する',
    announcement: 'Cookieを使用しています：ページ下部のCookieに関するお知らせです。',
  },
  preferences: {
    title: 'Cookie設定',
    intro: 'このサイトが使用できるものを選択してください。プライバシーページからいつでも変更できます。',
    save: '保存する',
    acceptAll: 'すべて受け入れる',
    rejectAll: 'すべて拒否する',
    cancel: 'キャンセル',
    gpcNote: 'お使いのブラウザーがGlobal Privacy Controlを送信しているため、この項目はオフのままです。',
    usedBy: (services: string) => `使用しているサービス：${services}。`,
    serviceWithPart: (service: string, part: string) => `${service}（${part}）`,
    noServiceOfKind: 'この種類のサービスは、このサイトでは動作していません。',
  },
  purposes: {
    necessary: {
      name: '必須',
      inSentence: '必須の目的',
      description: 'この選択の記憶と、サイトの動作を維持するためのエラーレポート。常にオンです。',
    },
    analytics: {
      name: '分析',
      inSentence: '分析',
      description: 'ご覧になったページとクリックした内容。サイトがどのように使われているかを把握するためのものです。',
    },
    marketing: {
      name: '広告',
      inSentence: '広告',
      description: '同じイベントを広告ネットワークと共有し、その広告の効果を測定します。',
    },
    experience: {
      name: 'エクスペリエンス',
      inSentence: 'エクスペリエンス',
      description: 'ヒートマップとセッション記録。サイトのどこがお客様の妨げになっているかを確認するためのものです。',
    },
  },
  language: {
    label: '言語',
    change: '変更',
  },
  privacy: {
    pageTitle: 'プライバシーポリシー',
    placeholderLead: 'プレースホルダーです。',
    placeholder:
      'このページを独自のポリシーに置き換えてください。ここには、このアプリケーションシェルが保存できる内容と使用できるサービスが、設定に応じて記載されています。',
    storedHeading: 'お客様のデバイスに保存する内容',
    storedFlag:
      'ブラウザーのローカルストレージ内の{cookieAccepted}：Cookieを受け入れた場合（「{accept}」ですべて、または選択したもの）は{true}、すべて拒否した場合は{false}。これにより、次回以降の訪問ではバナーが表示されません。',
    storedDetail:
      'その隣の{cookieConsent}：許可した目的、回答したこのポリシーのバージョン、回答の日時、およびお客様の同意ID（当社サーバー上のお客様の記録を見つけるためのランダムな番号）。',
    askAgain: (months: number) =>
      `このポリシーが変更されたとき、または${months === 12 ? '1年' : `${months}か月`}後に、改めてお尋ねします。`,
    clearing: 'ブラウザーのデータを消去すると、両方とも削除されます。',
    storedLanguage:
      'Cookieである{cookieLanguage}：このページで言語を選択した場合のみ。当社サーバーがその言語で応答できるよう、選択した言語を保存します。',
    storedLedger:
      '{cookieConsentOutbox}と{cookieConsentReceipt}：お客様の選択はすべて、同意の証拠として当社のサーバーにも送信されます。選択はサーバーが受け取るまで前者で待機し、後者にはサーバーがお客様の最新の選択を記録した日時が保存されます。',
    storedUnsent:
      '{unsentCalls}：サービスが開始する前にページを離れた場合のみ。お客様が許可したページビューとイベントのうち、まだサービスに届いていないもの。次回の訪問時に送信されてから削除され、1週間より古いものは保持されません。',
    storedTable: {
      caption: 'このサイトとそのサービスが設定する可能性のあるすべてのCookieとストレージキー、およびその目的',
      name: '名前',
      service: 'サービス',
      purpose: '目的',
      lifetime: '保存期間',
      thisSite: 'このサイト',
      kinds: { cookie: 'Cookie', localStorage: 'ローカルストレージ', sessionStorage: 'セッションストレージ' },
    },
    storedByServices: '以下の分析、ヒートマップ、広告、エラー監視の各サービスは、独自のCookieを設定する場合があります。',
    servicesHeading: '使用しているサービス',
    noServices: 'このサイトは、分析、広告、ヒートマップ、エラー監視のいずれのサービスにも何も送信しません。',
    serviceKinds: {
      analytics: 'プロダクト分析',
      pixel: '広告ピクセル',
      heatmap: 'ヒートマップ',
      errors: 'エラー監視とセッション記録',
    },
    errorsOptIn:
      'サイトの動作を維持することは当社の正当な利益であるため、エラーレポートは選択にかかわらず送信されます。セッションは、エクスペリエンスのCookieを許可した場合にのみ記録され、同意を撤回すると記録は停止します。',
    errorsNotice:
      'エラーレポートはサイト運営の一部であり、最初のページから送信されます。セッションは、エクスペリエンスのCookieをオフにしない限り記録されます。',
    loadingOptIn:
      '分析、広告、ヒートマップのサービスは、その目的を許可するまで読み込まれず、何も送信されません。拒否したものはオフのままです。',
    loadingNotice:
      'これらのサービスは最初のページから動作します。Cookieバナーがそのことをお知らせします。どの目的もCookie設定でオフにできます。',
    gpcOn: 'お使いのブラウザーがGlobal Privacy Controlを送信しているため、広告ピクセルは一切読み込まれず、何も受け取りません。',
    gpcOff: 'お使いのブラウザーがGlobal Privacy Controlを送信している場合、広告ピクセルは一切読み込まれず、何も受け取りません。',
    settingsHeading: 'Cookie設定',
    noChoiceNotice: 'Cookieについてまだ選択されていません。以下のサービスは、オフにするまで動作します。',
    noChoiceOptIn: 'Cookieについてまだ選択されていません。',
    accepted: 'Cookieを受け入れました。',
    declined: 'Cookieを拒否しました。',
    partial: (granted: string, refused: string) => `${granted}のCookieを受け入れ、${refused}のCookieを拒否しました。`,
    settingsButton: 'Cookie設定',
    choicesHeading: 'お客様の選択肢',
    choices:
      'このサイトのデータはブラウザーでいつでも消去でき、ブラウザーや拡張機能の設定でこれらのサービスをブロックすることもできます。それらがなくてもサイトは動作します。',
  },
  consentRecord: {
    consentId: 'お客様の同意IDは{consentId}です。',
    recordedOn: '現在の選択は{time}に当社のサーバーに記録されました。',
    pending: '現在の選択は当社のサーバーへの記録を待っています。記録されるまで、ブラウザーが再送信します。',
    unrecorded: '現在の選択について、当社のサーバーからの受領記録がブラウザーにありません。',
    history: 'このIDで記録されたすべての選択（JSON形式）：{link}。',
  },
  vendorPrivacy: {
    clarity: 'ページのスクロールとクリックの状況。ページの読み込み完了後に読み込まれます。',
    'google-ads': '名前付きイベントとコンバージョン。広告を測定し、ターゲティングするため。',
    'google-analytics':
      'ご覧になったページと名前付きイベント（それぞれ発生したページ付き）。Googleの広告ストレージは、広告を受け入れた場合のみ。',
    hotjar: 'ページのスクロールとクリックの状況。ページの読み込み完了後に読み込まれます。',
    'linkedin-insight': 'ご覧になったページと、名前付きイベントがカウントするコンバージョン。LinkedInでの広告を測定するため。',
    'meta-pixel': '同じ名前付きイベント。広告を測定するため。',
    'microsoft-uet': '同じ名前付きイベント。Microsoft Bingでの広告を測定するため。',
    mixpanel: 'ご覧になったページと名前付きイベント（それぞれ発生したページ付き）。',
    plausible: 'ご覧になったページと名前付きイベント。Cookieは使用しません。',
    posthog: 'ご覧になったページと名前付きイベント（それぞれ発生したページ付き）。',
    segment: 'ご覧になったページと名前付きイベント（それぞれ発生したページ付き）。',
    sentry:
      'エラーとパフォーマンスのトレース、および一部のセッションの記録（10件に1件と、エラーが発生したすべてのセッション）。このサイト自身のアドレスを経由して送信されます。',
    'tiktok-pixel': '同じ名前付きイベント。TikTokでの広告を測定するため。',
    memory: 'なし：呼び出しはこのページ内にのみ記録されます。',
  },
  vendorOtherPurposes: {
    clarity: { marketing: '広告ストレージ' },
    'google-ads': { analytics: 'Googleのタグ内の測定ストレージ' },
    'google-analytics': { marketing: '広告ストレージ' },
    sentry: { experience: 'セッション記録' },
  },
  shell: {
    skipLink: 'コンテンツへスキップ',
    mainNav: 'メイン',
    privacyLink: 'プライバシーポリシー',
    errorTitle: '問題が発生しました',
    errorBody: 'ページのこの部分を読み込めませんでした。問題は報告済みです。',
    tryAgain: '再試行',
  },
  notFound: {
    title: 'ページが見つかりません',
    body: 'このアドレスにはページがありません。',
    home: 'ホームページへ移動',
  },
} satisfies Messages;
