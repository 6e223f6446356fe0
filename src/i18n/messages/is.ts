import type { Messages } from './en';

/**
 * Months in Icelandic, after "eftir" (accusative): einn mánuð (1); numbers ending in 1 but not 11 take the singular
 * too (21 mánuð, the "one" form), every other number the plural (2 mánuði, 11 mánuði).
 */
function months(count: number): string {
  if (count === 12) return 'eitt ár';
  if (count === 1) return 'einn mánuð';
  return new Intl.PluralRules('is').select(count) === 'one' ? `${count} mánuð` : `${count} mánuði`;
}

/** Icelandic. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Við notum vafrakökur',
    body: {
      beforeLink:
        'Vafrakökur hjálpa okkur að bæta vefsvæðið okkar og gera okkur kleift að skoða og varðveita samskipti þín við það. Með því að halda áfram samþykkir þú notkun okkar á vafrakökum. ',
      link: 'Persónuverndarstefna okkar',
      afterLink: ' útskýrir þetta nánar.',
    },
    askingBody: {
      beforeLink:
        'Megum við nota valkvæðar vafrakökur? Þær hjálpa okkur að bæta vefsvæðið okkar og skilja hvernig það er notað. Ekkert valkvætt fer í gang fyrr en þú hefur valið og þú getur breytt vali þínu hvenær sem er. ',
      link: 'Persónuverndarstefna okkar',
      afterLink: ' útskýrir þetta nánar.',
    },
    accept: 'Ég skil',
    choose: 'Velja vafrakökur',
    announcement: 'Við notum vafrakökur: tilkynning um vafrakökur neðst á síðunni.',
  },
  preferences: {
    title: 'Vafrakökustillingar',
    intro: 'Veldu hvað þetta vefsvæði má nota. Þú getur breytt því hvenær sem er á persónuverndarsíðunni.',
    save: 'Vista',
    acceptAll: 'Samþykkja allar',
    rejectAll: 'Hafna öllum',
    cancel: 'Hætta við',
    gpcNote: 'Vafrinn þinn sendir Global Privacy Control, svo þetta helst óvirkt.',
    usedBy: (services: string) => `Notað af: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Engin þjónusta af þessu tagi er keyrð á þessu vefsvæði.',
  },
  purposes: {
    necessary: {
      name: 'Nauðsynlegar',
      inSentence: 'nauðsynlegan tilgang',
      description: 'Að muna þetta val, og villuskýrslur sem halda vefsvæðinu gangandi. Alltaf virkar.',
    },
    analytics: {
      name: 'Greining',
      inSentence: 'greiningu',
      description: 'Síðurnar sem þú skoðar og það sem þú smellir á, til að skilja hvernig vefsvæðið er notað.',
    },
    marketing: {
      name: 'Auglýsingar',
      inSentence: 'auglýsingar',
      description: 'Sömu atburðir, deilt með auglýsinganeti til að mæla auglýsingar þess.',
    },
    experience: {
      name: 'Upptaka lotna',
      inSentence: 'upptöku lotna',
      description: 'Hitakort og upptökur af lotum, til að sjá hvar vefsvæðið þvælist fyrir þér.',
    },
  },
  privacyChoices: {
    link: 'Persónuverndarval þitt',
    intro:
      'Þessi vefur deilir hluta af virkni þinni með auglýsinganetum. Slökktu á þessu til að hafna sölu og deilingu persónuupplýsinga þinna og markvissum auglýsingum.',
    sale: 'Sala, deiling og markvissar auglýsingar',
    gpcHonored: 'Höfnunarmerki virt',
  },
  language: {
    label: 'Tungumál',
    change: 'Breyta',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Persónuverndarstefna',
    placeholderLead: 'Staðgengilstexti.',
    placeholder:
      'Settu þína eigin stefnu í stað þessarar síðu. Hún tilgreinir hvað þessi forritsskel getur geymt og hvaða þjónustu hún getur notað, eftir því hvernig hún er stillt.',
    storedHeading: 'Það sem við geymum í tækinu þínu',
    storedFlag:
      '{cookieAccepted} í staðbundinni geymslu vafrans þíns: {true} þegar þú samþykkir vafrakökur (allar með „{accept}“ eða þær sem þú velur), {false} þegar þú hafnar þeim öllum, svo að vafrakökuborðinn haldist falinn í síðari heimsóknum.',
    storedDetail:
      '{cookieConsent} við hliðina á því: hvaða tilgang þú leyfðir, hvaða útgáfu þessarar stefnu þú svaraðir, hvenær, og samþykkisauðkennið þitt (slembitala sem finnur færslurnar þínar á netþjóninum okkar).',
    askAgain: (count: number) => `Við spyrjum aftur þegar þessi stefna breytist, eða eftir ${months(count)}.`,
    clearing: 'Ef þú hreinsar vafragögnin þín fjarlægjast hvort tveggja.',
    storedLanguage:
      '{cookieLanguage}, vafrakaka, aðeins þegar þú velur tungumál á þessari síðu: tungumálið sem þú valdir, svo að netþjónninn okkar svari þér á því.',
    storedLedger:
      '{cookieConsentOutbox} og {cookieConsentReceipt}: hvert val sem þú tekur er einnig sent á okkar eigin netþjón sem sönnun fyrir samþykki þínu. Val bíður í því fyrra þar til netþjónninn hefur fengið það, og það síðara geymir hvenær netþjónninn skráði nýjasta valið þitt.',
    storedUnsent:
      '{unsentCalls}, aðeins þegar þú yfirgefur síðu áður en þjónusta hefur ræst: síðuflettingar og atburðir sem þú leyfðir og höfðu ekki enn borist henni. Þau eru send í næstu heimsókn þinni og fjarlægð, og ekkert sem er eldra en vika er geymt.',
    storedTable: {
      caption: 'Allar vafrakökur og geymslulyklar sem þetta vefsvæði og þjónustur þess geta sett, og til hvers',
      name: 'Heiti',
      service: 'Þjónusta',
      purpose: 'Tilgangur',
      lifetime: 'Gildistími',
      thisSite: 'Þetta vefsvæði',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'vafrakaka', localStorage: 'staðbundin geymsla', sessionStorage: 'lotugeymsla' },
    },
    storedByServices: 'Greiningar-, hitakorta-, auglýsinga- og villuvöktunarþjónusturnar hér að neðan geta sett sínar eigin vafrakökur.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Þjónustur sem við notum',
    noServices: 'Þetta vefsvæði sendir ekkert til neinnar greiningar-, auglýsinga-, hitakorta- eða villuvöktunarþjónustu.',
    serviceKinds: {
      analytics: 'Vörugreining',
      pixel: 'Auglýsingapixill',
      heatmap: 'Hitakort',
      errors: 'Villuvöktun og upptaka lota',
    },
    errorsOptIn:
      'Villuskýrslur eru sendar hvað sem þú velur, því að það eru lögmætir hagsmunir okkar að halda vefsvæðinu gangandi; lotur eru aðeins teknar upp ef þú leyfir vafrakökur fyrir upptöku lotna, og upptakan stöðvast ef þú dregur samþykki þitt til baka.',
    errorsNotice:
      'Villuskýrslur eru hluti af rekstri vefsvæðisins og eru sendar frá fyrstu síðunni þinni; lotur eru teknar upp nema þú slökkvir á vafrakökum fyrir upptöku lotna.',
    loadingOptIn:
      'Engin greiningar-, auglýsinga- eða hitakortaþjónusta er hlaðin, og ekkert er sent til hennar, fyrr en þú leyfir tilgang hennar; það sem þú hafnar helst óvirkt.',
    loadingNotice:
      'Þessar þjónustur keyra frá fyrstu síðunni þinni; vafrakökuborðinn segir þér frá því. Þú getur slökkt á hvaða tilgangi sem er í Vafrakökustillingum.',
    gpcOn: 'Vafrinn þinn sendir Global Privacy Control, svo auglýsingapixillinn er aldrei hlaðinn og fær ekkert.',
    gpcOff: 'Ef vafrinn þinn sendir Global Privacy Control er auglýsingapixillinn aldrei hlaðinn og fær ekkert.',
    settingsHeading: 'Vafrakökustillingar',
    noChoiceNotice: 'Þú hefur ekki enn tekið ákvörðun um vafrakökur; þjónusturnar hér að ofan keyra þar til þú slekkur á þeim.',
    noChoiceOptIn: 'Þú hefur ekki enn tekið ákvörðun um vafrakökur.',
    accepted: 'Þú hefur samþykkt vafrakökur.',
    declined: 'Þú hefur hafnað vafrakökum.',
    partial: (granted: string, refused: string) => `Þú hefur samþykkt vafrakökur fyrir ${granted} og hafnað þeim fyrir ${refused}.`,
    settingsButton: 'Vafrakökustillingar',
    choicesHeading: 'Valkostir þínir',
    choices:
      'Þú getur hvenær sem er hreinsað gögn þessa vefsvæðis í vafranum þínum og lokað á þessar þjónustur í stillingum vafrans eða viðbótar; vefsvæðið virkar áfram án þeirra.',
  },
  consentRecord: {
    consentId: 'Samþykkisauðkennið þitt er {consentId}.',
    recordedOn: 'Núverandi val þitt var skráð á netþjóninum okkar {time}.',
    pending: 'Núverandi val þitt bíður þess að verða skráð á netþjóninum okkar; vafrinn þinn sendir það aftur þar til það hefur tekist.',
    unrecorded: 'Vafrinn þinn hefur enga staðfestingu frá netþjóninum okkar fyrir núverandi vali þínu.',
    history: 'Öll val sem skráð eru undir þessu auðkenni, sem JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Hvort þú samþykktir eða hafnaðir vafrakökum, svo að borðinn haldist falinn í síðari heimsóknum.',
      'consent-detail': 'Hvaða tilgang þú leyfðir, hvaða útgáfu stefnunnar þú svaraðir, hvenær, og samþykkisauðkennið þitt.',
      'scroll-positions': 'Hvert þú hafðir flett á hverri síðu, svo að þú komir þangað aftur þegar þú ferð til baka (eða endurhleður).',
      'language-choice':
        'Tungumálið sem þú valdir á persónuverndarsíðunni, svo að þjónninn okkar svari á því (aðeins eftir að þú velur eitt).',
      'unsent-calls':
        'Síðuflettingar og atburðir sem þú leyfðir og höfðu ekki borist þjónustu þegar þú fórst af síðunni; sent í næstu heimsókn þinni.',
      'consent-outbox': 'Skrár yfir val þitt sem þjónninn okkar hefur ekki enn staðfest að hafa tekið við.',
      'consent-receipt': 'Kvittunin sem þjónninn okkar gaf fyrir nýjasta val þitt.',
      'visitor-id': 'Handahófskennt auðkenni sem greinir gesti í sundur.',
      'visitor-id-and-settings': 'Handahófskennt auðkenni sem greinir gesti í sundur, og stillingar þjónustunnar.',
      'visitor-id-for-ads': 'Greinir gesti í sundur, til að mæla auglýsingar.',
      'referring-site': 'Vefurinn sem þú komst frá, svo að auglýsingin sem vísaði þér hingað fái heiðurinn.',
      'own-keys-index': 'Listi yfir atriðin sem þjónustan vistaði á þessu tæki.',
      'visitor-id-and-session': 'Nafnlaust auðkenni sem greinir gesti í sundur, og núverandi heimsókn.',
      'visitor-and-user-ids': 'Nafnlaust auðkenni sem greinir gesti í sundur (og notandaauðkenni, ef það er stillt).',
      'visitor-id-and-event-properties': 'Auðkennið þitt hjá þjónustunni og eiginleikarnir sem sendir eru með hverjum atburði.',
      'current-visit': 'Núverandi heimsókn: hvaða síður og atburðir tilheyra henni.',
      'arrival-source': 'Hvernig þú komst fyrst á vefinn: vefurinn, leitarvélin eða herferðin sem vísaði þér hingað.',
      'visit-end': 'Hvenær núverandi heimsókn lýkur.',
      'visitor-id-end': 'Hvenær gestaauðkennið rennur út.',
      'visit-recording': 'Tengir síður einnar heimsóknar saman í upptöku lotu.',
      'returning-visitor': 'Hvort þú hafir heimsótt vefinn áður.',
      'tab-recording': 'Hvort verið er að taka þennan flipa upp, og upptökulotan sem hann tilheyrir.',
      'working-data': 'Vinnugögn þjónustunnar: efsta lén, úrtak, geymsluprófun, eigindi notanda.',
      'tab-id': 'Greinir þennan flipa frá öðrum sem eru opnir á vefsvæðinu.',
      'open-tabs': 'Fliparnir sem eru opnir á vefsvæðinu núna.',
      'tracking-allowed': 'Hvort þjónustan má safna gögnum.',
      'cookies-allowed': 'Hvort þjónustan má setja vafrakökur.',
      'retry-queue': 'Atburðir sem bíða þess að vera sendir aftur eftir misheppnaða beiðni.',
      'chat-conversation': 'Heldur spjallsamtalinu þínu milli síðna og heimsókna.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Geymir smellinn á auglýsingu frá {network} sem leiddi þig hingað.',
    stays: {
      'tab-session': 'lota þessa flipa',
      'at-most-session': 'í mesta lagi lotan',
      'until-removed': 'þar til það er fjarlægt',
      'until-cleared': 'þar til þú hreinsar gögn þessa vefsvæðis',
      'until-sent': 'þar til það er sent',
      'until-sent-at-most-a-week': 'þar til það er sent, í mesta lagi viku',
      'until-confirmed': 'þar til þjónninn staðfestir þær',
      'until-next-choice': 'fram að næsta vali þínu',
    },
    spans: {
      minutes: { one: '# mínúta', other: '# mínútur' },
      days: { one: '# dagur', other: '# dagar' },
      months: { one: '# mánuður', other: '# mánuðir' },
      years: { one: '# ár', other: '# ár' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'síðurnar sem þú skoðar og nefndir atburðir',
      'page-views': 'aðeins síðurnar sem þú skoðar',
      'same-named-events': 'sömu nefndu atburðirnir',
      'named-events-and-conversions': 'nefndir atburðir og umbreytingar',
      'page-views-and-counted-conversions': 'síðurnar sem þú skoðar og umbreytingarnar sem nefndir atburðir telja',
      'scrolls-and-clicks': 'hvernig síðum er flett og smellt á þær',
      'session-recordings': 'upptaka af því sem þú sérð og gerir á síðunum',
      'errors-and-traces': 'villur og afkastamælingar',
      errors: 'villur',
      'nothing-leaves-the-page': 'ekkert: köll eru aðeins skráð á þessari síðu',
      'chat-messages': 'það sem þú skrifar í spjallið, ásamt IP-tölunni þinni, upplýsingum um vafrann þinn og síðunni sem þú ert á',
    },
    facts: {
      'each-with-its-page': ', hver með síðunni þar sem hann átti sér stað',
      'without-cookies': ', án þess að nota vafrakökur',
      'sampled-session-recordings': ', og upptaka af úrtaki lota (ein af hverjum tíu, og hver lota þar sem villa kemur upp)',
      'loaded-after-page-load': '; hlaðið eftir að síðan hefur hlaðist að fullu',
      'clicks-and-form-use': ', auk smella þinna og notkunar eyðublaða á hverri síðu',
      'through-site-address': ', sent í gegnum eigið vistfang þessa vefsvæðis',
      'measures-advertising': ', til að mæla auglýsingar',
      'measures-and-targets-advertising': ', til að mæla auglýsingar og miða þeim',
    },
    measuresAdvertisingOn: ', til að mæla auglýsingar á {network}',
    advertisingStorageOf: '; auglýsingageymsla {network} aðeins ef þú samþykkir auglýsingar',
    end: '.',
    parts: {
      'advertising-storage': 'auglýsingageymsla',
      'session-replay': 'upptaka lota',
      'google-tag-measurement-storage': 'mælingageymsla í Google-merkinu',
    },
  },
  embeds: {
    kinds: {
      video: 'Myndband',
      map: 'Kort',
      post: 'Færsla',
      audio: 'Hljóðspilari',
      booking: 'Bókunardagatal',
      page: 'Innfelld síða',
    },
    receives: (service: string) =>
      `Þegar það er hlaðið fær ${service} IP-töluna þína, upplýsingar um vafrann þinn og slóð þessarar síðu, og þjónustan getur vistað vafrakökur.`,
    policyLink: (service: string) => `Persónuverndarstefna ${service}`,
    loadOnce: 'Hlaða einu sinni',
    loadOnceLabel: (title: string) => `Hlaða einu sinni: ${title}`,
    alwaysAllow: (purpose: string) => `Leyfa alltaf: ${purpose}`,
    gpcNote: 'Vafrinn þinn biður vefsvæði um að deila ekki gögnunum þínum vegna auglýsinga, svo þetta hleðst aðeins þegar þú biður um það.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, efni sem er fellt inn á sumar síður, vegna ${purpose}: aðeins þegar þú hleður því fær það IP-töluna þína og slóð síðunnar og getur vistað eigin vafrakökur.`,
    formKind: 'Eyðublað',
  },
  chat: {
    launcher: 'Spjallaðu við okkur',
    opens: (service: string) => `Opnar spjallið frá ${service}, sem vistar vafrakökur til að halda utan um samtalið.`,
    kind: 'Þjónustuspjall',
    onRequest: 'aðeins þegar þú opnar spjallið',
    privacyHeading: 'Hlaðið aðeins þegar þú opnar spjallið',
    privacyLead:
      'Ekkert frá þessum þjónustum er hlaðið fyrr en þú opnar spjallið. Að opna það er þín eigin beiðni, svo það er ekki tilgangur sem þú velur fyrir vafrakökur.',
  },
  shell: {
    skipLink: 'Fara í efni',
    mainNav: 'Aðalvalmynd',
    privacyLink: 'Persónuverndarstefna',
    errorTitle: 'Eitthvað fór úrskeiðis',
    errorBody: 'Ekki tókst að hlaða þessum hluta síðunnar. Vandamálið hefur verið tilkynnt.',
    tryAgain: 'Reyna aftur',
  },
  notFound: {
    title: 'Síða fannst ekki',
    body: 'Engin síða er á þessu vistfangi.',
    home: 'Fara á forsíðu',
  },
} satisfies Messages;
