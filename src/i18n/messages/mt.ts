import type { Messages } from './en';

/**
 * Months in Maltese take their number's form: 1 "xahar", 2 the dual "xahrejn", numbers ending in 2–10 the
 * plural "xhur", numbers ending in 11–19 the singular after the numeral's "-il" ("11-il xahar"), and every
 * other number the singular ("20 xahar"). 12 is "sena" (a year). Written out rather than with
 * Intl.PluralRules, whose Maltese categories differ between CLDR versions.
 */
function months(count: number): string {
  if (count === 12) return 'sena';
  if (count === 1) return 'xahar';
  if (count === 2) return 'xahrejn';
  const lastTwo = count % 100;
  if (lastTwo >= 2 && lastTwo <= 10) return `${count} xhur`;
  if (lastTwo >= 11 && lastTwo <= 19) return `${count}-il xahar`;
  return `${count} xahar`;
}

/** Maltese. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Nużaw il-cookies',
    body: {
      beforeLink:
        'Il-cookies jgħinuna ntejbu s-sit web tagħna, u jippermettulna naraw u nżommu l-interazzjonijiet tiegħek miegħu. Billi tkompli, inti taqbel mal-użu tagħna tal-cookies. ',
      link: 'Il-politika tal-privatezza',
      afterLink: ' tagħna tispjega aktar.',
    },
    askingBody: {
      beforeLink:
        'Nistgħu nużaw cookies mhux essenzjali? Jgħinuna ntejbu s-sit web tagħna u nifhmu kif jintuża. Xejn mhux essenzjali ma jaħdem qabel ma tagħżel, u tista’ tibdel l-għażla tiegħek meta trid. ',
      link: 'Il-politika tal-privatezza',
      afterLink: ' tagħna tispjega aktar.',
    },
    accept: 'Fhimt',
    choose: 'Agħżel il-cookies',
    announcement: 'Nużaw il-cookies: avviż dwar il-cookies fil-qiegħ tal-paġna.',
  },
  preferences: {
    title: 'Issettjar tal-cookies',
    intro: 'Agħżel x’jista’ juża dan is-sit. Tista’ tibdlu fi kwalunkwe ħin mill-paġna tal-politika tal-privatezza.',
    save: 'Issejvja',
    acceptAll: 'Aċċetta kollox',
    rejectAll: 'Irrifjuta kollox',
    cancel: 'Ikkanċella',
    gpcNote: 'Il-browser tiegħek jibgħat Global Privacy Control, għalhekk din tibqa’ mitfija.',
    usedBy: (services: string) => `Użat minn: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'L-ebda servizz ta’ dan it-tip ma jaħdem fuq dan is-sit.',
  },
  purposes: {
    necessary: {
      name: 'Meħtieġa',
      inSentence: 'funzjonijiet meħtieġa',
      description: 'Li niftakru din l-għażla, u rapporti tal-iżbalji li jżommu s-sit jaħdem. Dejjem attivi.',
    },
    analytics: {
      name: 'Analitika',
      inSentence: 'analitika',
      description: 'Il-paġni li tara u fuq xiex tikklikkja, biex nifhmu kif jintuża s-sit.',
    },
    marketing: {
      name: 'Reklamar',
      inSentence: 'reklamar',
      description: 'L-istess avvenimenti, maqsuma ma’ netwerk tar-reklamar biex ikejjel ir-reklami tiegħu.',
    },
    experience: {
      name: 'Reġistrazzjoni tas-sessjonijiet',
      inSentence: 'reġistrazzjoni tas-sessjonijiet',
      description: 'Mappi tas-sħana u reġistrazzjonijiet tas-sessjonijiet, biex naraw fejn is-sit ifixklek.',
    },
  },
  privacyChoices: {
    link: 'L-Għażliet tal-Privatezza Tiegħek',
    intro:
      'Dan is-sit jaqsam parti mill-attività tiegħek ma’ netwerks tar-reklamar. Itfi dan biex tagħżel li toħroġ mill-bejgħ u l-qsim tal-informazzjoni personali tiegħek u mir-reklamar immirat.',
    sale: 'Bejgħ, qsim u reklamar immirat',
    gpcHonored: 'Is-sinjal tal-għażla li toħroġ ġie rispettat',
  },
  language: {
    label: 'Lingwa',
    change: 'Ibdel',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Politika tal-privatezza',
    placeholderLead: 'Test provviżorju.',
    placeholder:
      'Ibdel din il-paġna bil-politika tiegħek. Telenka x’jista’ jaħżen dan il-qafas tal-applikazzjoni u liema servizzi jista’ juża, skont kif ikun ikkonfigurat.',
    storedHeading: 'X’naħżnu fuq it-tagħmir tiegħek',
    storedFlag:
      '{cookieAccepted} fil-ħażna lokali tal-browser tiegħek: {true} meta taċċetta l-cookies (kollha bi “{accept}”, jew dawk li tagħżel), {false} meta tirrifjutahom kollha, biex il-banner jibqa’ moħbi fiż-żjarat ta’ wara.',
    storedDetail:
      '{cookieConsent} ħdejh: liema skopijiet ippermettejt, il-verżjoni ta’ din il-politika li weġibt għaliha, meta, u l-ID tal-kunsens tiegħek (numru każwali li jsib ir-rekords tiegħek fuq is-server tagħna).',
    askAgain: (count: number) => `Nerġgħu nistaqsuk meta tinbidel din il-politika, jew wara ${months(count)}.`,
    clearing: 'Jekk tħassar id-data tal-browser tiegħek, it-tnejn jitneħħew.',
    storedLanguage:
      '{cookieLanguage}, cookie, biss meta tagħżel lingwa f’din il-paġna: il-lingwa li għażilt, biex is-server tagħna jwieġbek biha.',
    storedLedger:
      '{cookieConsentOutbox} u {cookieConsentReceipt}: kull għażla li tagħmel tintbagħat ukoll lis-server tagħna stess bħala prova tal-kunsens tiegħek. Għażla tistenna fl-ewwel wieħed sakemm is-server ikollha, u t-tieni jżomm meta s-server irreġistra l-aħħar għażla tiegħek.',
    storedUnsent:
      '{unsentCalls}, biss meta titlaq minn paġna qabel ma servizz ikun beda: il-wiri tal-paġni u l-avvenimenti li ppermettejt u li kienu għadhom ma waslux għandu. Jintbagħtu fiż-żjara li jmiss tiegħek u jitneħħew, u xejn eqdem minn ġimgħa ma jinżamm.',
    storedTable: {
      caption: 'Kull cookie u kull ċavetta tal-ħażna li dan is-sit u s-servizzi tiegħu jistgħu jpoġġu, u għal xiex',
      name: 'Isem',
      service: 'Servizz',
      purpose: 'Skop',
      lifetime: 'Tul ta’ żmien',
      thisSite: 'Dan is-sit',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'cookie', localStorage: 'ħażna lokali', sessionStorage: 'ħażna tas-sessjoni' },
    },
    storedByServices:
      'Is-servizzi tal-analitika, tal-mappi tas-sħana, tar-reklamar u tal-monitoraġġ tal-iżbalji hawn taħt jistgħu jpoġġu l-cookies tagħhom stess.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Is-servizzi li nużaw',
    noServices:
      'Dan is-sit ma jibgħat xejn lil ebda servizz tal-analitika, tar-reklamar, tal-mappi tas-sħana jew tal-monitoraġġ tal-iżbalji.',
    serviceKinds: {
      analytics: 'Analitika tal-prodott',
      pixel: 'Pixel tar-reklamar',
      heatmap: 'Mappi tas-sħana',
      errors: 'Monitoraġġ tal-iżbalji u reġistrazzjoni tas-sessjonijiet',
    },
    errorsOptIn:
      'Ir-rapporti tal-iżbalji jintbagħtu tagħżel x’tagħżel, għax li s-sit jibqa’ jaħdem huwa l-interess leġittimu tagħna; is-sessjonijiet jiġu rreġistrati biss jekk tippermetti l-cookies tar-reġistrazzjoni tas-sessjonijiet, u r-reġistrazzjoni tieqaf jekk tirtira l-kunsens.',
    errorsNotice:
      'Ir-rapporti tal-iżbalji huma parti mit-tmexxija tas-sit u jintbagħtu mill-ewwel paġna tiegħek; is-sessjonijiet jiġu rreġistrati sakemm ma titfix il-cookies tar-reġistrazzjoni tas-sessjonijiet.',
    loadingOptIn:
      'L-ebda servizz tal-analitika, tar-reklamar jew tal-mappi tas-sħana ma jiġi mtella’, u xejn ma jintbagħatlu, sakemm ma tippermettix l-iskop tiegħu; dak li tirrifjuta jibqa’ mitfi.',
    loadingNotice:
      'Dawn is-servizzi jaħdmu mill-ewwel paġna tiegħek; il-banner tal-cookies jgħidlek dan. Tista’ titfi kwalunkwe skop fl-Issettjar tal-cookies.',
    gpcOn: 'Il-browser tiegħek jibgħat Global Privacy Control, għalhekk il-pixel tar-reklamar qatt ma jiġi mtella’ u ma jirċievi xejn.',
    gpcOff: 'Jekk il-browser tiegħek jibgħat Global Privacy Control, il-pixel tar-reklamar qatt ma jiġi mtella’ u ma jirċievi xejn.',
    settingsHeading: 'Issettjar tal-cookies',
    noChoiceNotice: 'Għadek ma għamiltx għażla dwar il-cookies; is-servizzi msemmija hawn fuq jaħdmu sakemm titfihom.',
    noChoiceOptIn: 'Għadek ma għamiltx għażla dwar il-cookies.',
    accepted: 'Aċċettajt il-cookies.',
    declined: 'Irrifjutajt il-cookies.',
    partial: (granted: string, refused: string) =>
      `Aċċettajt il-cookies għal dawn l-iskopijiet: ${granted}; irrifjutajthom għal dawn l-iskopijiet: ${refused}.`,
    settingsButton: 'Issettjar tal-cookies',
    choicesHeading: 'L-għażliet tiegħek',
    choices:
      'Tista’ tħassar id-data ta’ dan is-sit fil-browser tiegħek fi kwalunkwe ħin, u timblokka dawn is-servizzi mis-settings tal-browser tiegħek jew ta’ estensjoni; is-sit jibqa’ jaħdem mingħajrhom.',
  },
  consentRecord: {
    consentId: 'L-ID tal-kunsens tiegħek huwa {consentId}.',
    recordedOn: 'L-għażla attwali tiegħek ġiet irreġistrata fuq is-server tagħna nhar {time}.',
    pending:
      'L-għażla attwali tiegħek qed tistenna li tiġi rreġistrata fuq is-server tagħna; il-browser tiegħek jibqa’ jibgħatha sakemm tiġi rreġistrata.',
    unrecorded: 'Il-browser tiegħek ma għandu l-ebda riċevuta mis-server tagħna għall-għażla attwali tiegħek.',
    history: 'Kull għażla rreġistrata taħt dan l-ID, bħala JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Jekk aċċettajtx jew irrifjutajtx il-cookies, biex il-banner jibqa’ moħbi f’żjarat oħra.',
      'consent-detail': 'Liema skopijiet ippermettejt, il-verżjoni tal-politika li wieġbt għaliha, meta, u l-id tal-kunsens tiegħek.',
      'scroll-positions': 'Fejn kont skrollajt f’kull paġna, biex meta tmur lura (jew terġa’ ttella’) tirritorna hemm.',
      'language-choice': 'Il-lingwa li għażilt fil-paġna tal-privatezza, biex is-server tagħna jwieġeb biha (biss meta tagħżel waħda).',
      'unsent-calls':
        'Dehriet tal-paġni u avvenimenti li ppermettejt li ma kinux waslu għand servizz meta ħallejt il-paġna; jintbagħtu fiż-żjara li jmiss tiegħek.',
      'consent-outbox': 'Rekords tal-għażliet tiegħek li s-server tagħna għadu ma kkonfermax li rċieva.',
      'consent-receipt': 'Ir-riċevuta li ta s-server tagħna għall-aħħar għażla tiegħek.',
      'visitor-id': 'Id każwali li jagħżel il-viżitaturi minn xulxin.',
      'visitor-id-and-settings': 'Id każwali li jagħżel il-viżitaturi minn xulxin, u l-issettjar tas-servizz.',
      'visitor-id-for-ads': 'Jagħżel il-viżitaturi minn xulxin, biex jitkejjel ir-reklamar.',
      'referring-site': 'Is-sit minn fejn ġejt, biex iż-żjara tiġi attribwita lir-reklam li ġabek hawn.',
      'own-keys-index': 'Lista tal-elementi li ħażen is-servizz fuq dan l-apparat.',
      'visitor-id-and-session': 'Id anonimu li jagħżel il-viżitaturi minn xulxin, u ż-żjara attwali.',
      'visitor-and-user-ids': 'Id anonimu li jagħżel il-viżitaturi minn xulxin (u id tal-utent, jekk ikun issettjat).',
      'visitor-id-and-event-properties': 'L-id tiegħek mas-servizz u l-proprjetajiet mibgħuta ma’ kull avveniment.',
      'current-visit': 'Iż-żjara attwali: liema paġni u avvenimenti jagħmlu parti minnha.',
      'arrival-source': 'Kif wasalt fis-sit l-ewwel darba: is-sit, il-magna tat-tiftix jew il-kampanja li bagħtitek.',
      'visit-end': 'Meta tintemm iż-żjara attwali.',
      'visitor-id-end': 'Meta jiskadi l-id tal-viżitatur.',
      'visit-recording': 'Jgħaqqad il-paġni ta’ żjara waħda f’reġistrazzjoni tas-sessjoni.',
      'returning-visitor': 'Jekk żortx is-sit qabel.',
      'tab-recording': 'Jekk din it-tab qed tiġi rreġistrata, u s-sessjoni tar-reġistrazzjoni li tappartjeni għaliha.',
      'working-data': 'Id-data tax-xogħol tas-servizz: id-dominju ewlieni, il-kampjunar, test tal-ħażna, attributi tal-utent.',
      'tab-id': 'Jagħżel din it-tab minn oħrajn miftuħa fuq is-sit.',
      'open-tabs': 'It-tabs miftuħa fuq is-sit bħalissa.',
      'tracking-allowed': 'Jekk is-servizz jistax jiġbor data.',
      'cookies-allowed': 'Jekk is-servizz jistax jissettja cookies.',
      'retry-queue': 'Avvenimenti li qed jistennew li jerġgħu jintbagħtu wara talba li falliet.',
      'chat-conversation': 'Iżomm il-konversazzjoni tiegħek fiċ-chat minn paġna għal oħra u minn żjara għal oħra.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Iżomm il-klikk fuq ir-reklam ta’ {network} li ġabek hawn.',
    stays: {
      'tab-session': 'is-sessjoni ta’ din it-tab',
      'at-most-session': 'l-aktar is-sessjoni',
      'until-removed': 'sakemm jitneħħa',
      'until-cleared': 'sakemm tnaddaf id-data ta’ dan is-sit',
      'until-sent': 'sakemm jintbagħat',
      'until-sent-at-most-a-week': 'sakemm jintbagħat, l-aktar ġimgħa',
      'until-confirmed': 'sakemm is-server jikkonfermahom',
      'until-next-choice': 'sal-għażla li jmiss tiegħek',
    },
    spans: {
      minutes: { one: '# minuta', two: '# minuti', few: '# minuti', many: '# minuta', other: '# minuta' },
      days: { one: '# jum', two: '# jumejn', few: '# ijiem', many: '# jum', other: '# jum' },
      months: { one: '# xahar', two: '# xahrejn', few: '# xhur', many: '# xahar', other: '# xahar' },
      years: { one: '# sena', two: '# sentejn', few: '# snin', many: '# sena', other: '# sena' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'il-paġni li tara u avvenimenti bl-isem',
      'page-views': 'il-paġni li tara biss',
      'same-named-events': 'l-istess avvenimenti bl-isem',
      'named-events-and-conversions': 'avvenimenti bl-isem u konverżjonijiet',
      'page-views-and-counted-conversions': 'il-paġni li tara u l-konverżjonijiet li jgħoddu l-avvenimenti bl-isem',
      'scrolls-and-clicks': 'kif il-paġni jiġu skrollati u kklikkjati',
      'session-recordings': 'reġistrazzjoni ta’ dak li tara u tagħmel fil-paġni',
      'errors-and-traces': 'żbalji u traċċi tal-prestazzjoni',
      errors: 'żbalji',
      'nothing-leaves-the-page': 'xejn: is-sejħiet jiġu rreġistrati f’din il-paġna biss',
      'chat-messages':
        'dak li tikteb fiċ-chat, flimkien mal-indirizz IP tiegħek, id-dettalji tal-browser tiegħek u l-paġna li qiegħed fiha',
    },
    facts: {
      'each-with-its-page': ', kull wieħed bil-paġna fejn seħħ',
      'without-cookies': ', mingħajr cookies',
      'sampled-session-recordings':
        ', u reġistrazzjoni ta’ kampjun tas-sessjonijiet (waħda minn kull għaxra, u kull sessjoni li fiha jseħħ żball)',
      'loaded-after-page-load': ', imtella’ wara li l-paġna tkun spiċċat titla’',
      'clicks-and-form-use': ', kif ukoll il-klikks tiegħek u l-użu tal-formoli f’kull paġna',
      'through-site-address': ', mibgħuta permezz tal-indirizz proprju ta’ dan is-sit',
      'measures-advertising': ', biex jitkejjel ir-reklamar',
      'measures-and-targets-advertising': ', biex jitkejjel u jiġi mmirat ir-reklamar',
    },
    measuresAdvertisingOn: ', biex jitkejjel ir-reklamar fuq {network}',
    advertisingStorageOf: '; il-ħażna tar-reklamar ta’ {network} biss jekk taċċetta r-reklamar',
    end: '.',
    parts: {
      'advertising-storage': 'ħażna tar-reklamar',
      'session-replay': 'reġistrazzjoni tas-sessjonijiet',
      'google-tag-measurement-storage': 'ħażna tal-kejl fit-tag ta’ Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Vidjo',
      map: 'Mappa',
      post: 'Post',
      audio: 'Plejer tal-awdjo',
      booking: 'Kalendarju tal-prenotazzjonijiet',
      page: 'Paġna inkorporata',
    },
    receives: (service: string) =>
      `Meta jitgħabba, ${service} jirċievi l-indirizz IP tiegħek, id-dettalji tal-browser tiegħek u l-indirizz ta’ din il-paġna, u jista’ jaħżen cookies.`,
    policyLink: (service: string) => `Il-politika tal-privatezza ta’ ${service}`,
    loadOnce: 'Għabbi darba',
    loadOnceLabel: (title: string) => `Għabbi darba: ${title}`,
    alwaysAllow: (purpose: string) => `Dejjem ippermetti: ${purpose}`,
    gpcNote:
      'Il-browser tiegħek jitlob lis-siti biex ma jaqsmux id-data tiegħek għar-reklamar, għalhekk dan jitgħabba biss meta titlob int.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, kontenut inkorporat f’xi paġni, għal ${purpose}: biss meta tgħabbih jirċievi l-indirizz IP tiegħek u l-indirizz tal-paġna, u jista’ jaħżen il-cookies tiegħu.`,
    formKind: 'Formola',
  },
  chat: {
    launcher: 'Ikkonversa magħna',
    opens: (service: string) => `Jiftaħ iċ-chat ta’ ${service}, li jaħżen cookies biex iżomm il-konversazzjoni tiegħek.`,
    kind: 'Chat mal-klijenti',
    onRequest: 'biss meta tiftaħ iċ-chat',
    privacyHeading: 'Jitgħabbew biss meta tiftaħ iċ-chat',
    privacyLead:
      'Xejn minn dawn is-servizzi ma jitgħabba qabel ma tiftaħ iċ-chat. Li tiftħu hija talba tiegħek stess, għalhekk mhuwiex wieħed mill-għanijiet li tagħżel għall-cookies.',
  },
  shell: {
    skipLink: 'Aqbeż għall-kontenut',
    mainNav: 'Ewlieni',
    privacyLink: 'Politika tal-privatezza',
    errorTitle: 'Xi ħaġa marret ħażin',
    errorBody: 'Din il-parti tal-paġna ma tellgħetx. Il-problema ġiet irrappurtata.',
    tryAgain: 'Erġa’ pprova',
  },
  notFound: {
    title: 'Il-paġna ma nstabitx',
    body: 'M’hemm l-ebda paġna f’dan l-indirizz.',
    home: 'Mur fil-paġna ewlenija',
  },
} satisfies Messages;
