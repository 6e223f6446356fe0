import type { Messages } from './en';

/** Japanese (です/ます). Words and button labels: src/i18n/glossary.md. Japanese has no plural forms. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first}${second}`,
  banner: {
    title: 'Cookieを使用しています',
    body: {
      beforeLink:
        'Cookieは当サイトの改善に役立ち、また当社が当サイトでのお客様の操作を閲覧・保存できるようにします。続行すると、当社によるCookieの使用に同意したことになります。詳しくは当社の',
      link: 'プライバシーポリシー',
      afterLink: 'をご覧ください。',
    },
    askingBody: {
      beforeLink:
        '任意のCookieを使用してもよろしいですか？任意のCookieは、当サイトの改善と利用状況の把握に役立ちます。お客様が選択するまで、任意のCookieは一切使用されません。選択はいつでも変更できます。詳しくは当社の',
      link: 'プライバシーポリシー',
      afterLink: 'をご覧ください。',
    },
    accept: '了解しました',
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
      name: 'セッション記録',
      inSentence: 'セッション記録',
      description: 'ヒートマップとセッション記録。サイトのどこがお客様の妨げになっているかを確認するためのものです。',
    },
  },
  privacyChoices: {
    link: 'プライバシーに関する選択',
    intro:
      'このサイトは、お客様の行動の一部を広告ネットワークと共有しています。オフにすると、個人情報の販売・共有とターゲティング広告をオプトアウトできます。',
    sale: '販売・共有とターゲティング広告',
    gpcHonored: 'オプトアウトの意思表示シグナルを尊重しました',
  },
  language: {
    label: '言語',
    change: '変更',
    current: '{label}：{language}',
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
      nameWithKind: '{name}（{kind}）',
      kinds: { cookie: 'Cookie', localStorage: 'ローカルストレージ', sessionStorage: 'セッションストレージ' },
    },
    storedByServices: '以下の分析、ヒートマップ、広告、エラー監視の各サービスは、独自のCookieを設定する場合があります。',
    serviceLine: '{kind}（{service}、{purpose}）：{receives}',
    servicesHeading: '使用しているサービス',
    noServices: 'このサイトは、分析、広告、ヒートマップ、エラー監視のいずれのサービスにも何も送信しません。',
    serviceKinds: {
      analytics: 'プロダクト分析',
      pixel: '広告ピクセル',
      heatmap: 'ヒートマップ',
      errors: 'エラー監視とセッション記録',
    },
    errorsOptIn:
      'サイトの動作を維持することは当社の正当な利益であるため、エラーレポートは選択にかかわらず送信されます。セッションは、セッション記録のCookieを許可した場合にのみ記録され、同意を撤回すると記録は停止します。',
    errorsNotice:
      'エラーレポートはサイト運営の一部であり、最初のページから送信されます。セッションは、セッション記録のCookieをオフにしない限り記録されます。',
    loadingOptIn:
      '分析、広告、ヒートマップのサービスは、その目的を許可するまで読み込まれず、何も送信されません。拒否したものはオフのままです。',
    loadingNotice:
      'これらのサービスは最初のページから動作します。Cookieバナーがそのことをお知らせします。どの目的もCookie設定でオフにできます。',
    gpcOn: 'お使いのブラウザーがGlobal Privacy Controlを送信しているため、広告ピクセルは一切読み込まれず、何も受け取りません。',
    gpcOff: 'お使いのブラウザーがGlobal Privacy Controlを送信している場合、広告ピクセルは一切読み込まれず、何も受け取りません。',
    settingsHeading: 'Cookie設定',
    noChoiceNotice: 'Cookieについてまだ選択されていません。上記のサービスは、オフにするまで動作します。',
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
  storedItems: {
    roles: {
      'consent-flag': 'Cookieを受け入れたか拒否したか。以後の訪問でバナーを表示しないために使います。',
      'consent-detail': '許可した目的、回答したポリシーのバージョン、その日時、同意ID。',
      'scroll-positions': '各ページでスクロールした位置。戻ったとき（または再読み込みしたとき）にその位置に戻るために使います。',
      'language-choice': 'プライバシーページで選んだ言語。サーバーがその言語で応答するために使います（言語を選んだ場合のみ）。',
      'unsent-calls':
        '許可したページビューとイベントのうち、ページを離れた時点でサービスに届いていなかったもの。次回の訪問時に送信されます。',
      'consent-outbox': 'サーバーがまだ受信を確認していない、お客様の選択の記録。',
      'consent-receipt': '最新の選択に対してサーバーが発行した受領証。',
      'visitor-id': '訪問者を区別するランダムなID。',
      'visitor-id-and-settings': '訪問者を区別するランダムなIDと、サービスの設定。',
      'visitor-id-for-ads': '広告を測定するために訪問者を区別します。',
      'referring-site': 'どのサイトから来たか。ここへ案内した広告に訪問を結び付けるために使います。',
      'own-keys-index': 'このサービスがこの端末に書き込んだ項目の一覧です。',
      'visitor-id-and-session': '訪問者を区別する匿名IDと、現在の訪問。',
      'visitor-and-user-ids': '訪問者を区別する匿名ID（設定されている場合はユーザーIDも）。',
      'visitor-id-and-event-properties': 'サービスでのお客様のIDと、各イベントとともに送信されるプロパティ。',
      'current-visit': '現在の訪問：どのページとイベントがそれに属するか。',
      'arrival-source': '初めてサイトに来た経路：お客様を案内したサイト、検索エンジン、またはキャンペーン。',
      'visit-end': '現在の訪問が終わる時刻。',
      'visitor-id-end': '訪問者IDの有効期限。',
      'visit-recording': '1回の訪問のページをまとめて1つのセッション記録にします。',
      'returning-visitor': '以前にこのサイトを訪問したことがあるかどうか。',
      'tab-recording': 'このタブが記録されているかどうかと、属している記録セッション。',
      'working-data': 'サービスの作業データ：トップドメイン、サンプリング、ストレージのテスト、ユーザー属性。',
      'tab-id': 'このタブを、サイトで開いているほかのタブと区別します。',
      'open-tabs': '現在サイトで開いているタブ。',
      'tracking-allowed': 'サービスがデータを収集してよいかどうか。',
      'cookies-allowed': 'サービスがCookieを設定してよいかどうか。',
      'retry-queue': 'リクエストの失敗後、再送信を待っているイベント。',
      'chat-conversation': 'ページや訪問をまたいでチャットの会話を保持します。',
    },
    withPurpose: '{role}（{purpose}）',
    adClick: 'ここに来るきっかけとなった{network}の広告クリックを保持します。',
    stays: {
      'tab-session': 'このタブのセッション中',
      'at-most-session': '最長でセッション終了まで',
      'until-removed': '削除されるまで',
      'until-cleared': 'このサイトのデータを消去するまで',
      'until-sent': '送信されるまで',
      'until-sent-at-most-a-week': '送信されるまで（最長1週間）',
      'until-confirmed': 'サーバーが確認するまで',
      'until-next-choice': '次に選択するまで',
    },
    spans: {
      minutes: { other: '#分' },
      days: { other: '#日' },
      months: { other: '#か月' },
      years: { other: '#年' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'ご覧になったページと名前付きイベント',
      'page-views': 'ご覧になったページのみ',
      'same-named-events': '同じ名前付きイベント',
      'named-events-and-conversions': '名前付きイベントとコンバージョン',
      'page-views-and-counted-conversions': 'ご覧になったページと、名前付きイベントがカウントするコンバージョン',
      'scrolls-and-clicks': 'ページのスクロールとクリックの状況',
      'session-recordings': 'ページ上でご覧になった内容と操作の記録',
      'errors-and-traces': 'エラーとパフォーマンスのトレース',
      errors: 'エラー',
      'nothing-leaves-the-page': 'なし：呼び出しはこのページ内にのみ記録されます',
      'chat-messages': 'チャットに入力した内容と、お客様の IP アドレス、ブラウザーの情報、閲覧中のページ',
    },
    facts: {
      'each-with-its-page': '（それぞれ発生したページ付き）',
      'without-cookies': '。Cookieは使用しません',
      'sampled-session-recordings': '、および一部のセッションの記録（10件に1件と、エラーが発生したすべてのセッション）',
      'loaded-after-page-load': '。ページの読み込み完了後に読み込まれます',
      'clicks-and-form-use': '、各ページでのクリックとフォームの利用状況',
      'through-site-address': '。このサイト自身のアドレスを経由して送信されます',
      'measures-advertising': '。広告を測定するため',
      'measures-and-targets-advertising': '。広告を測定し、ターゲティングするため',
    },
    measuresAdvertisingOn: '。{network}での広告を測定するため',
    advertisingStorageOf: '。{network}の広告ストレージは、広告を受け入れた場合のみ',
    end: '。',
    parts: {
      'advertising-storage': '広告ストレージ',
      'session-replay': 'セッション記録',
      'google-tag-measurement-storage': 'Googleのタグ内の測定ストレージ',
    },
  },
  embeds: {
    kinds: {
      video: '動画',
      map: '地図',
      post: '投稿',
      audio: 'オーディオプレーヤー',
      booking: '予約カレンダー',
      page: '埋め込みページ',
    },
    receives: (service: string) =>
      `読み込むと、${service} にお客様の IP アドレス、ブラウザーの情報、このページのアドレスが送られ、そのサービスが Cookie を保存できるようになります。`,
    policyLink: (service: string) => `${service} のプライバシーポリシー`,
    loadOnce: '今回だけ読み込む',
    loadOnceLabel: (title: string) => `今回だけ読み込む：${title}`,
    alwaysAllow: (purpose: string) => `${purpose}を常に許可`,
    gpcNote:
      'お使いのブラウザーは、広告のためにデータを共有しないようサイトに求めています。そのため、これはご要望のときだけ読み込まれます。',
    privacyLine: (service: string, purpose: string) =>
      `${service}（一部のページに埋め込まれたコンテンツ、目的：${purpose}）：読み込んだときだけ、お客様の IP アドレスとページのアドレスを受け取り、独自の Cookie を保存することがあります。`,
    formKind: 'フォーム',
  },
  chat: {
    launcher: 'チャットで問い合わせる',
    opens: (service: string) => `${service} のチャットを開きます。会話を保持するため、Cookie が保存されます。`,
    kind: 'カスタマーチャット',
    onRequest: 'チャットを開いたときのみ',
    privacyHeading: 'チャットを開いたときにだけ読み込まれるサービス',
    privacyLead:
      'チャットを開くまで、これらのサービスからは何も読み込まれません。チャットを開くのはお客様ご自身の求めによるものなので、Cookie について選ぶ目的には含まれません。',
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
