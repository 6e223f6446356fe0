import type { Messages } from './en';

/**
 * Months in Irish, after "tar éis": míosa (one month, genitive) and bliana (a year). A numeral takes the singular
 * mí, lenited (mhí) after the numbers read with a lenition (3 to 6, "few", and 2), not after 7 to 10 ("many", m
 * takes no eclipsis): 3 mhí, 7 mí. Past 10 ("other") the last digit read decides: 13 mhí (trí mhí dhéag), 20 mí.
 */
function months(count: number): string {
  if (count === 12) return 'bliana';
  const form = new Intl.PluralRules('ga').select(count);
  if (form === 'one') return 'míosa';
  if (form === 'two' || form === 'few') return `${count} mhí`;
  if (form === 'many') return `${count} mí`;
  const unit = count % 10;
  return unit >= 1 && unit <= 6 ? `${count} mhí` : `${count} mí`;
}

/** Irish. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Úsáidimid fianáin',
    body: {
      beforeLink:
        'Cabhraíonn fianáin linn ár suíomh gréasáin a fheabhsú, agus ligeann siad dúinn d’idirghníomhaíochtaí leis a fheiceáil agus a choinneáil. Má leanann tú ar aghaidh, aontaíonn tú lenár n-úsáid fianán. Míníonn ár ',
      link: 'mbeartas príobháideachais',
      afterLink: ' tuilleadh.',
    },
    askingBody: {
      beforeLink:
        'An féidir linn fianáin roghnacha a úsáid? Cabhraíonn siad linn ár suíomh gréasáin a fheabhsú agus a thuiscint conas a úsáidtear é. Ní ritheann aon rud roghnach go dtí go roghnaíonn tú, agus is féidir leat do rogha a athrú am ar bith. Míníonn ár ',
      link: 'mbeartas príobháideachais',
      afterLink: ' tuilleadh.',
    },
    accept: 'Tuigim',
    choose: 'Roghnaigh fianáin',
    announcement: 'Úsáidimid fianáin: fógra fianán ag bun an leathanaigh.',
  },
  preferences: {
    title: 'Socruithe fianán',
    intro: 'Roghnaigh cad is féidir leis an suíomh seo a úsáid. Is féidir leat é a athrú am ar bith ón leathanach príobháideachais.',
    save: 'Sábháil',
    acceptAll: 'Glac leo go léir',
    rejectAll: 'Diúltaigh dóibh go léir',
    cancel: 'Cealaigh',
    gpcNote: 'Seolann do bhrabhsálaí Global Privacy Control, mar sin fanann sé seo múchta.',
    usedBy: (services: string) => `Á úsáid ag: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Níl aon seirbhís den chineál seo ag rith ar an suíomh seo.',
  },
  purposes: {
    necessary: {
      name: 'Riachtanach',
      inSentence: 'cuspóirí riachtanacha',
      description: 'An rogha seo a mheabhrú, agus tuairiscí earráide a choinníonn an suíomh ag obair. Ar siúl i gcónaí.',
    },
    analytics: {
      name: 'Anailísíocht',
      inSentence: 'anailísíochta',
      description:
        'Na leathanaigh a fhéachann tú orthu agus an méid a chliceálann tú air, chun tuiscint a fháil ar an gcaoi a n-úsáidtear an suíomh.',
    },
    marketing: {
      name: 'Fógraíocht',
      inSentence: 'fógraíochta',
      description: 'Na himeachtaí céanna, arna gcomhroinnt le líonra fógraíochta chun a chuid fógraí a thomhas.',
    },
    experience: {
      name: 'Taifeadadh seisiún',
      inSentence: 'taifeadta seisiún',
      description: 'Teasmhapaí agus taifeadtaí seisiún, chun a fheiceáil cá háit a gcuireann an suíomh bac ort.',
    },
  },
  privacyChoices: {
    link: 'Do Roghanna Príobháideachais',
    intro:
      'Roinneann an suíomh seo cuid de do ghníomhaíocht le líonraí fógraíochta. Múch é seo chun diúltú do dhíol agus do chomhroinnt d’fhaisnéise pearsanta agus d’fhógraíocht spriocdhírithe.',
    sale: 'Díol, comhroinnt agus fógraíocht spriocdhírithe',
    gpcHonored: 'Urramaíodh an comhartha diúltaithe',
  },
  language: {
    label: 'Teanga',
    change: 'Athraigh',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Beartas príobháideachais',
    placeholderLead: 'Téacs sealadach.',
    placeholder:
      'Cuir do bheartas féin in ionad an leathanaigh seo. Liostaíonn sé cad is féidir leis an mblaosc feidhmchláir seo a stóráil agus cé na seirbhísí is féidir leis a úsáid, ag brath ar conas atá sé cumraithe.',
    storedHeading: 'Cad a stórálaimid ar do ghléas',
    storedFlag:
      '{cookieAccepted} i stóras áitiúil do bhrabhsálaí: {true} nuair a ghlacann tú le fianáin (gach ceann acu le “{accept}”, nó na cinn a roghnaíonn tú), {false} nuair a dhiúltaíonn tú dóibh go léir, ionas go bhfanfaidh an meirge fianán i bhfolach ar chuairteanna ina dhiaidh sin.',
    storedDetail:
      '{cookieConsent} in aice leis: na cuspóirí a cheadaigh tú, an leagan den bheartas seo ar thug tú freagra air, cathain, agus d’aitheantas toilithe (uimhir randamach a aimsíonn do thaifid ar ár bhfreastalaí).',
    askAgain: (count: number) => `Cuirfimid an cheist ort arís nuair a athraíonn an beartas seo, nó tar éis ${months(count)}.`,
    clearing: 'Bainfear an dá cheann má ghlanann tú sonraí do bhrabhsálaí.',
    storedLanguage:
      '{cookieLanguage}, fianán, ach amháin nuair a roghnaíonn tú teanga ar an leathanach seo: an teanga a roghnaigh tú, ionas go bhfreagróidh ár bhfreastalaí thú inti.',
    storedLedger:
      '{cookieConsentOutbox} agus {cookieConsentReceipt}: seoltar gach rogha a dhéanann tú chuig ár bhfreastalaí féin freisin mar chruthúnas ar do thoiliú. Fanann rogha sa chéad cheann go dtí go mbíonn sí ag an bhfreastalaí, agus coinníonn an dara ceann an t-am ar thaifead an freastalaí do rogha is déanaí.',
    storedUnsent:
      '{unsentCalls}, ach amháin nuair a fhágann tú leathanach sula mbíonn seirbhís tosaithe: na radhairc leathanaigh agus na himeachtaí a cheadaigh tú nár shroich í fós. Seoltar iad ar do chéad chuairt eile agus baintear iad, agus ní choinnítear aon rud atá níos sine ná seachtain.',
    storedTable: {
      caption: 'Gach fianán agus gach eochair stórais a fhéadfaidh an suíomh seo agus a sheirbhísí a shocrú, agus cén fáth',
      name: 'Ainm',
      service: 'Seirbhís',
      purpose: 'Cuspóir',
      lifetime: 'Saolré',
      thisSite: 'An suíomh seo',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'fianán', localStorage: 'stóras áitiúil', sessionStorage: 'stóras seisiúin' },
    },
    storedByServices:
      'Féadfaidh na seirbhísí anailísíochta, teasmhapaí, fógraíochta agus monatóireachta earráidí thíos a gcuid fianán féin a shocrú.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Seirbhísí a úsáidimid',
    noServices: 'Ní sheolann an suíomh seo aon rud chuig aon seirbhís anailísíochta, fógraíochta, teasmhapaí ná monatóireachta earráidí.',
    serviceKinds: {
      analytics: 'Anailísíocht táirge',
      pixel: 'Picteilín fógraíochta',
      heatmap: 'Teasmhapaí',
      errors: 'Monatóireacht earráidí agus taifeadadh seisiún',
    },
    errorsOptIn:
      'Seoltar tuairiscí earráide is cuma cad a roghnaíonn tú, mar is leas dlisteanach dúinn an suíomh a choinneáil ag obair; ní thaifeadtar seisiúin ach amháin má cheadaíonn tú fianáin taifeadta seisiún, agus stopann an taifeadadh má tharraingíonn tú do thoiliú siar.',
    errorsNotice:
      'Is cuid de reáchtáil an tsuímh iad tuairiscí earráide agus seoltar iad ó do chéad leathanach; taifeadtar seisiúin mura múchann tú fianáin taifeadta seisiún.',
    loadingOptIn:
      'Ní lódáiltear aon seirbhís anailísíochta, fógraíochta ná teasmhapaí, agus ní sheoltar aon rud chuici, go dtí go gceadaíonn tú a cuspóir; fanann an méid a dhiúltaíonn tú dó múchta.',
    loadingNotice:
      'Ritheann na seirbhísí seo ó do chéad leathanach; insíonn an meirge fianán é sin duit. Is féidir leat aon chuspóir a mhúchadh sna Socruithe fianán.',
    gpcOn:
      'Seolann do bhrabhsálaí Global Privacy Control, mar sin ní lódáiltear an picteilín fógraíochta riamh agus ní fhaigheann sé aon rud.',
    gpcOff:
      'Má sheolann do bhrabhsálaí Global Privacy Control, ní lódáiltear an picteilín fógraíochta riamh agus ní fhaigheann sé aon rud.',
    settingsHeading: 'Socruithe fianán',
    noChoiceNotice: 'Níl rogha déanta agat faoi fhianáin fós; ritheann na seirbhísí thuas go dtí go múchann tú iad.',
    noChoiceOptIn: 'Níl rogha déanta agat faoi fhianáin fós.',
    accepted: 'Ghlac tú le fianáin.',
    declined: 'Dhiúltaigh tú d’fhianáin.',
    partial: (granted: string, refused: string) =>
      `Ghlac tú le fianáin le haghaidh ${granted}, agus dhiúltaigh tú dóibh le haghaidh ${refused}.`,
    settingsButton: 'Socruithe fianán',
    choicesHeading: 'Do roghanna',
    choices:
      'Is féidir leat sonraí an tsuímh seo a ghlanadh i do bhrabhsálaí am ar bith, agus na seirbhísí seo a bhlocáil le socruithe do bhrabhsálaí nó síneadh; leanann an suíomh ag obair gan iad.',
  },
  consentRecord: {
    consentId: 'Is é {consentId} d’aitheantas toilithe.',
    recordedOn: 'Taifeadadh do rogha reatha ar ár bhfreastalaí ar {time}.',
    pending: 'Tá do rogha reatha ag fanacht le taifeadadh ar ár bhfreastalaí; seolann do bhrabhsálaí arís í go dtí go dtaifeadtar í.',
    unrecorded: 'Níl aon admháil ónár bhfreastalaí ag do bhrabhsálaí do do rogha reatha.',
    history: 'Gach rogha a taifeadadh faoin aitheantas seo, mar JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag':
        'Ar ghlac tú le fianáin nó ar dhiúltaigh tú dóibh, ionas go bhfanfaidh an fógra i bhfolach ar chuairteanna níos déanaí.',
      'consent-detail': 'Na cuspóirí a cheadaigh tú, an leagan den pholasaí ar thug tú freagra air, cathain, agus d’aitheantas toilithe.',
      'scroll-positions':
        'An áit ar scrollaigh tú go dtí é ar gach leathanach, ionas go bhfillfidh tú ann nuair a théann tú siar (nó nuair a athlódálann tú).',
      'language-choice':
        'An teanga a roghnaigh tú ar an leathanach príobháideachais, ionas go bhfreagróidh ár bhfreastalaí inti (ach amháin nuair a roghnaíonn tú ceann).',
      'unsent-calls':
        'Amhairc leathanaigh agus imeachtaí a cheadaigh tú nach raibh tar éis seirbhís a bhaint amach nuair a d’fhág tú an leathanach; seoltar iad ar do chéad chuairt eile.',
      'consent-outbox': 'Taifid de do roghanna nach bhfuil a bhfáil deimhnithe fós ag ár bhfreastalaí.',
      'consent-receipt': 'An admháil a thug ár bhfreastalaí as do rogha is déanaí.',
      'visitor-id': 'Aitheantas randamach a dhealaíonn cuairteoirí óna chéile.',
      'visitor-id-and-settings': 'Aitheantas randamach a dhealaíonn cuairteoirí óna chéile, agus socruithe na seirbhíse.',
      'visitor-id-for-ads': 'Dealaíonn sé cuairteoirí óna chéile, chun fógraíocht a thomhas.',
      'referring-site': 'An suíomh as ar tháinig tú, chun an chuairt a chur síos don fhógraíocht a thug anseo thú.',
      'own-keys-index': 'Liosta de na míreanna a stóráil an tseirbhís ar an ngléas seo.',
      'visitor-id-and-session': 'Aitheantas gan ainm a dhealaíonn cuairteoirí óna chéile, agus an chuairt reatha.',
      'visitor-and-user-ids': 'Aitheantas gan ainm a dhealaíonn cuairteoirí óna chéile (agus aitheantas úsáideora, má shocraítear é).',
      'visitor-id-and-event-properties': 'D’aitheantas leis an tseirbhís agus na hairíonna a sheoltar le gach imeacht.',
      'current-visit': 'An chuairt reatha: na leathanaigh agus na himeachtaí a bhaineann léi.',
      'arrival-source':
        'Conas a tháinig tú chuig an suíomh den chéad uair: an suíomh, an t-inneall cuardaigh nó an feachtas a sheol anseo thú.',
      'visit-end': 'Cathain a chríochnaíonn an chuairt reatha.',
      'visitor-id-end': 'Cathain a théann aitheantas an chuairteora in éag.',
      'visit-recording': 'Ceanglaíonn sé leathanaigh chuairte amháin le chéile i dtaifeadadh seisiúin.',
      'returning-visitor': 'Cé acu ar thug tú cuairt ar an suíomh roimhe seo nó nár thug.',
      'tab-recording': 'An bhfuil an cluaisín seo á thaifeadadh, agus an seisiún taifeadta lena mbaineann sé.',
      'working-data': 'Sonraí oibre na seirbhíse: an barr-fhearann, an sampláil, tástáil stórais, tréithe úsáideora.',
      'tab-id': 'Dealaíonn sé an cluaisín seo ó chluaisíní eile atá oscailte ar an suíomh.',
      'open-tabs': 'Na cluaisíní atá oscailte ar an suíomh anois.',
      'tracking-allowed': 'An bhfuil cead ag an tseirbhís sonraí a bhailiú.',
      'cookies-allowed': 'An bhfuil cead ag an tseirbhís fianáin a shocrú.',
      'retry-queue': 'Imeachtaí atá ag fanacht le bheith seolta arís tar éis iarratas a theip.',
      'chat-conversation': 'Coinníonn sé do chomhrá idir leathanaigh agus cuairteanna.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Coinníonn sé an cliceáil ar fhógra {network} a thug anseo thú.',
    stays: {
      'tab-session': 'seisiún an chluaisín seo',
      'at-most-session': 'an seisiún ar a mhéad',
      'until-removed': 'go dtí go mbaintear é',
      'until-cleared': 'go dtí go nglanann tú sonraí an tsuímh seo',
      'until-sent': 'go dtí go seoltar é',
      'until-sent-at-most-a-week': 'go dtí go seoltar é, seachtain ar a mhéad',
      'until-confirmed': 'go dtí go ndeimhníonn an freastalaí iad',
      'until-next-choice': 'go dtí do chéad rogha eile',
    },
    spans: {
      minutes: { one: '# nóiméad', two: '# nóiméad', few: '# nóiméad', many: '# nóiméad', other: '# nóiméad' },
      days: { one: '# lá', two: '# lá', few: '# lá', many: '# lá', other: '# lá' },
      months: { one: '# mhí', two: '# mhí', few: '# mhí', many: '# mí', other: '# mí' },
      years: { one: '# bhliain', two: '# bhliain', few: '# bliana', many: '# mbliana', other: '# bliain' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'na leathanaigh a fhéachann tú orthu agus imeachtaí ainmnithe',
      'page-views': 'na leathanaigh a fhéachann tú orthu amháin',
      'same-named-events': 'na himeachtaí ainmnithe céanna',
      'named-events-and-conversions': 'imeachtaí ainmnithe agus tiontuithe',
      'page-views-and-counted-conversions': 'na leathanaigh a fhéachann tú orthu agus na tiontuithe a áiríonn imeachtaí ainmnithe',
      'scrolls-and-clicks': 'an chaoi a scrollaítear agus a gcliceáiltear leathanaigh',
      'session-recordings': 'taifeadadh ar a bhfeiceann tú agus a ndéanann tú ar na leathanaigh',
      'errors-and-traces': 'earráidí agus rianta feidhmíochta',
      errors: 'earráidí',
      'nothing-leaves-the-page': 'faic: ní thaifeadtar glaonna ach ar an leathanach seo',
      'chat-messages':
        'an méid a scríobhann tú sa chomhrá, chomh maith le do sheoladh IP, sonraí do bhrabhsálaí agus an leathanach ina bhfuil tú',
    },
    facts: {
      'each-with-its-page': ', gach ceann acu leis an leathanach ar tharla sé air',
      'without-cookies': ', gan fianáin',
      'sampled-session-recordings':
        ', agus taifeadadh ar shampla de sheisiúin (ceann as gach deich, agus gach seisiún ina dtarlaíonn earráid)',
      'loaded-after-page-load': ', lódáilte nuair atá an leathanach lódáilte go hiomlán',
      'clicks-and-form-use': ', agus do chliceanna agus an úsáid a bhaineann tú as foirmeacha ar gach leathanach',
      'through-site-address': ', seolta trí sheoladh an tsuímh seo féin',
      'measures-advertising': ', chun fógraíocht a thomhas',
      'measures-and-targets-advertising': ', chun fógraíocht a thomhas agus a dhíriú',
    },
    measuresAdvertisingOn: ', chun fógraíocht ar {network} a thomhas',
    advertisingStorageOf: '; stóras fógraíochta {network} ach amháin má ghlacann tú le fógraíocht',
    end: '.',
    parts: {
      'advertising-storage': 'stóras fógraíochta',
      'session-replay': 'taifeadadh seisiún',
      'google-tag-measurement-storage': 'stóras tomhais i gclib Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Físeán',
      map: 'Léarscáil',
      post: 'Postáil',
      audio: 'Seinnteoir fuaime',
      booking: 'Féilire áirithintí',
      page: 'Leathanach leabaithe',
    },
    receives: (service: string) =>
      `Nuair a lódáiltear é, faigheann ${service} do sheoladh IP, sonraí do bhrabhsálaí agus seoladh an leathanaigh seo, agus is féidir leis fianáin a stóráil.`,
    policyLink: (service: string) => `Polasaí príobháideachais ${service}`,
    loadOnce: 'Lódáil uair amháin',
    loadOnceLabel: (title: string) => `Lódáil uair amháin: ${title}`,
    alwaysAllow: (purpose: string) => `Ceadaigh i gcónaí: ${purpose}`,
    gpcNote:
      'Iarrann do bhrabhsálaí ar shuímh gan do shonraí a roinnt le haghaidh fógraíochta, mar sin ní lódáiltear é seo ach nuair a iarrann tú é.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, ábhar leabaithe i roinnt leathanach, le haghaidh ${purpose}: ach amháin nuair a lódálann tú é, faigheann sé do sheoladh IP agus seoladh an leathanaigh, agus féadfaidh sé a chuid fianán féin a stóráil.`,
    formKind: 'Foirm',
  },
  chat: {
    launcher: 'Déan comhrá linn',
    opens: (service: string) => `Osclaíonn sé comhrá ${service}, a stórálann fianáin chun do chomhrá a choinneáil.`,
    kind: 'Comhrá le custaiméirí',
    onRequest: 'ach amháin nuair a osclaíonn tú an comhrá',
    privacyHeading: 'Ní lódáiltear iad ach nuair a osclaíonn tú an comhrá',
    privacyLead:
      'Ní lódáiltear aon rud ó na seirbhísí seo go dtí go n-osclaíonn tú an comhrá. Is iarratas uait féin é a oscailt, mar sin ní ceann de na cuspóirí a roghnaíonn tú d’fhianáin é.',
  },
  shell: {
    skipLink: 'Léim chuig an ábhar',
    mainNav: 'Príomhroghchlár',
    privacyLink: 'Beartas príobháideachais',
    errorTitle: 'Chuaigh rud éigin mícheart',
    errorBody: 'Níorbh fhéidir an chuid seo den leathanach a lódáil. Tuairiscíodh an fhadhb.',
    tryAgain: 'Bain triail eile as',
  },
  notFound: {
    title: 'Níor aimsíodh an leathanach',
    body: 'Níl aon leathanach ag an seoladh seo.',
    home: 'Téigh go dtí an leathanach baile',
  },
} satisfies Messages;
