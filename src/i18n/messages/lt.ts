import type { Messages } from './en';

/**
 * Months after "po" (after) take the genitive: the singular for numbers ending in 1 but not 11 (1, 21, 31:
 * "mėnesio"), the plural for every other number (2–9, 10–20, 22…: "mėnesių"). 12 is "metų" (a year).
 */
function months(count: number): string {
  if (count === 12) return 'metų';
  if (count === 1) return 'mėnesio';
  return new Intl.PluralRules('lt').select(count) === 'one' ? `${count} mėnesio` : `${count} mėnesių`;
}

/** Lithuanian (polite form: jūs). Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Naudojame slapukus',
    body: {
      beforeLink:
        'Slapukai padeda mums tobulinti mūsų svetainę ir leidžia mums matyti bei išsaugoti jūsų sąveiką su ja. Tęsdami jūs sutinkate, kad naudotume slapukus. Mūsų ',
      link: 'privatumo politika',
      afterLink: ' paaiškina daugiau.',
    },
    askingBody: {
      beforeLink:
        'Ar galime naudoti pasirenkamus slapukus? Jie padeda mums tobulinti mūsų svetainę ir suprasti, kaip ji naudojama. Kol nepasirinksite, joks pasirenkamas slapukas neveiks, o savo pasirinkimą galite bet kada pakeisti. Mūsų ',
      link: 'privatumo politika',
      afterLink: ' paaiškina daugiau.',
    },
    accept: 'Supratau',
    choose: 'Pasirinkti slapukus',
    announcement: 'Naudojame slapukus: pranešimas apie slapukus puslapio apačioje.',
  },
  preferences: {
    title: 'Slapukų nustatymai',
    intro: 'Pasirinkite, ką ši svetainė gali naudoti. Tai galite bet kada pakeisti privatumo politikos puslapyje.',
    save: 'Išsaugoti',
    acceptAll: 'Priimti visus',
    rejectAll: 'Atmesti visus',
    cancel: 'Atšaukti',
    gpcNote: 'Jūsų naršyklė siunčia Global Privacy Control signalą, todėl tai lieka išjungta.',
    usedBy: (services: string) => `Naudoja: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Šioje svetainėje neveikia jokia tokios rūšies paslauga.',
  },
  purposes: {
    necessary: {
      name: 'Būtinieji',
      inSentence: 'būtinosios funkcijos',
      description: 'Šio pasirinkimo įsiminimas ir klaidų ataskaitos, kurios palaiko svetainės veikimą. Visada įjungti.',
    },
    analytics: {
      name: 'Analitika',
      inSentence: 'analitika',
      description: 'Jūsų peržiūrimi puslapiai ir tai, ką spustelite, kad suprastume, kaip naudojama svetainė.',
    },
    marketing: {
      name: 'Reklama',
      inSentence: 'reklama',
      description: 'Tie patys įvykiai, bendrinami su reklamos tinklu, kad būtų galima įvertinti jo reklamas.',
    },
    experience: {
      name: 'Seansų įrašymas',
      inSentence: 'seansų įrašymas',
      description: 'Šilumos žemėlapiai ir seansų įrašai, kad matytume, kur svetainė jums trukdo.',
    },
  },
  privacyChoices: {
    link: 'Jūsų privatumo pasirinkimai',
    intro:
      'Ši svetainė dalį jūsų veiklos dalijasi su reklamos tinklais. Išjunkite, jei nenorite, kad jūsų asmeninė informacija būtų parduodama ar ja būtų dalijamasi ir kad jums būtų rodoma tikslinė reklama.',
    sale: 'Pardavimas, dalijimasis ir tikslinė reklama',
    gpcHonored: 'Atsisakymo signalas paisomas',
  },
  language: {
    label: 'Kalba',
    change: 'Keisti',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Privatumo politika',
    placeholderLead: 'Laikinas tekstas.',
    placeholder:
      'Pakeiskite šį puslapį savo politika. Jame išvardyta, ką šis programos apvalkalas gali saugoti ir kokias paslaugas jis gali naudoti, priklausomai nuo to, kaip jis sukonfigūruotas.',
    storedHeading: 'Ką saugome jūsų įrenginyje',
    storedFlag:
      '{cookieAccepted} jūsų naršyklės vietinėje saugykloje: {true}, kai priimate slapukus (visus paspaudę „{accept}“ arba tuos, kuriuos pasirenkate), {false}, kai atsisakote visų, kad per vėlesnius apsilankymus juosta liktų paslėpta.',
    storedDetail:
      '{cookieConsent} šalia: kokius tikslus leidote, į kurią šios politikos versiją atsakėte, kada, ir jūsų sutikimo ID (atsitiktinis skaičius, pagal kurį mūsų serveryje randami jūsų įrašai).',
    askAgain: (count: number) => `Klausiame dar kartą, kai pasikeičia ši politika, arba po ${months(count)}.`,
    clearing: 'Išvalius naršyklės duomenis, pašalinami abu.',
    storedLanguage:
      '{cookieLanguage}, slapukas, tik kai šiame puslapyje pasirenkate kalbą: jūsų pasirinkta kalba, kad mūsų serveris atsakytų ja.',
    storedLedger:
      '{cookieConsentOutbox} ir {cookieConsentReceipt}: kiekvienas jūsų pasirinkimas taip pat siunčiamas į mūsų pačių serverį kaip jūsų sutikimo įrodymas. Pasirinkimas laukia pirmajame, kol serveris jį gauna, o antrajame saugoma, kada serveris įrašė naujausią jūsų pasirinkimą.',
    storedUnsent:
      '{unsentCalls}, tik kai išeinate iš puslapio, kol paslauga dar nepradėjo veikti: jūsų leisti puslapių peržiūros ir įvykiai, kurie jos dar nepasiekė. Jie išsiunčiami kito jūsų apsilankymo metu ir pašalinami, o nieko senesnio nei savaitė nesaugoma.',
    storedTable: {
      caption: 'Visi slapukai ir saugyklos raktai, kuriuos gali nustatyti ši svetainė ir jos paslaugos, ir kam jie skirti',
      name: 'Pavadinimas',
      service: 'Paslauga',
      purpose: 'Tikslas',
      lifetime: 'Galiojimo laikas',
      thisSite: 'Ši svetainė',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'slapukas', localStorage: 'vietinė saugykla', sessionStorage: 'seanso saugykla' },
    },
    storedByServices:
      'Toliau nurodytos analitikos, šilumos žemėlapių, reklamos ir klaidų stebėsenos paslaugos gali nustatyti savo slapukus.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Mūsų naudojamos paslaugos',
    noServices: 'Ši svetainė nieko nesiunčia jokiai analitikos, reklamos, šilumos žemėlapių ar klaidų stebėsenos paslaugai.',
    serviceKinds: {
      analytics: 'Produkto analitika',
      pixel: 'Reklamos pikselis',
      heatmap: 'Šilumos žemėlapiai',
      errors: 'Klaidų stebėsena ir seansų įrašymas',
    },
    errorsOptIn:
      'Klaidų ataskaitos siunčiamos nepriklausomai nuo jūsų pasirinkimo, nes svetainės veikimo palaikymas yra mūsų teisėtas interesas; seansai įrašomi tik tada, jei leidžiate seansų įrašymo slapukus, o įrašymas sustabdomas, jei atšaukiate sutikimą.',
    errorsNotice:
      'Klaidų ataskaitos yra svetainės veikimo dalis ir siunčiamos nuo pirmojo jūsų aplankyto puslapio; seansai įrašomi, nebent išjungiate seansų įrašymo slapukus.',
    loadingOptIn:
      'Jokia analitikos, reklamos ar šilumos žemėlapių paslauga neįkeliama ir jai nieko nesiunčiama, kol neleidžiate jos tikslo; tai, ko atsisakote, lieka išjungta.',
    loadingNotice:
      'Šios paslaugos veikia nuo pirmojo jūsų aplankyto puslapio; apie tai jums praneša slapukų juosta. Bet kurį tikslą galite išjungti skiltyje „Slapukų nustatymai“.',
    gpcOn: 'Jūsų naršyklė siunčia Global Privacy Control signalą, todėl reklamos pikselis niekada neįkeliamas ir nieko negauna.',
    gpcOff: 'Jei jūsų naršyklė siunčia Global Privacy Control signalą, reklamos pikselis niekada neįkeliamas ir nieko negauna.',
    settingsHeading: 'Slapukų nustatymai',
    noChoiceNotice: 'Dar nepasirinkote dėl slapukų; pirmiau nurodytos paslaugos veikia, kol jas išjungsite.',
    noChoiceOptIn: 'Dar nepasirinkote dėl slapukų.',
    accepted: 'Priėmėte slapukus.',
    declined: 'Atsisakėte slapukų.',
    partial: (granted: string, refused: string) =>
      `Priėmėte slapukus šiems tikslams: ${granted}; atsisakėte jų šiems tikslams: ${refused}.`,
    settingsButton: 'Slapukų nustatymai',
    choicesHeading: 'Jūsų pasirinkimai',
    choices:
      'Bet kada galite išvalyti šios svetainės duomenis savo naršyklėje ir užblokuoti šias paslaugas naršyklės arba plėtinio nustatymuose; svetainė veikia ir be jų.',
  },
  consentRecord: {
    consentId: 'Jūsų sutikimo ID yra {consentId}.',
    recordedOn: 'Jūsų dabartinis pasirinkimas mūsų serveryje įrašytas {time}.',
    pending:
      'Jūsų dabartinis pasirinkimas laukia, kol bus įrašytas mūsų serveryje; jūsų naršyklė siunčia jį iš naujo, kol jis bus įrašytas.',
    unrecorded: 'Jūsų naršyklėje nėra mūsų serverio patvirtinimo apie dabartinį jūsų pasirinkimą.',
    history: 'Kiekvienas šiuo ID įrašytas pasirinkimas JSON formatu: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Ar sutikote su slapukais, ar jų atsisakėte, kad reklamjuostė per vėlesnius apsilankymus liktų paslėpta.',
      'consent-detail': 'Kokius tikslus leidote, į kurią politikos versiją atsakėte, kada, ir jūsų sutikimo ID.',
      'scroll-positions': 'Kiek buvote nuslinkę kiekviename puslapyje, kad grįžus atgal (arba įkėlus iš naujo) atsidurtumėte ten pat.',
      'language-choice': 'Privatumo puslapyje pasirinkta kalba, kad mūsų serveris atsakytų ja (tik kai ją pasirenkate).',
      'unsent-calls':
        'Jūsų leisti puslapių peržiūros ir įvykiai, kurie dar nebuvo pasiekę paslaugos, kai išėjote iš puslapio; siunčiami kito apsilankymo metu.',
      'consent-outbox': 'Jūsų pasirinkimų įrašai, kurių gavimo mūsų serveris dar nepatvirtino.',
      'consent-receipt': 'Kvitas, kurį mūsų serveris išdavė už jūsų paskutinį pasirinkimą.',
      'visitor-id': 'Atsitiktinis ID, kuris atskiria lankytojus.',
      'visitor-id-and-settings': 'Atsitiktinis ID, kuris atskiria lankytojus, ir paslaugos nustatymai.',
      'visitor-id-for-ads': 'Atskiria lankytojus, reklamai įvertinti.',
      'referring-site': 'Svetainė, iš kurios atėjote, kad apsilankymas būtų priskirtas jus čia atvedusiai reklamai.',
      'own-keys-index': 'Elementų, kuriuos paslauga išsaugojo šiame įrenginyje, sąrašas.',
      'visitor-id-and-session': 'Anoniminis ID, kuris atskiria lankytojus, ir dabartinis apsilankymas.',
      'visitor-and-user-ids': 'Anoniminis ID, kuris atskiria lankytojus (ir naudotojo ID, jei nustatytas).',
      'visitor-id-and-event-properties': 'Jūsų ID paslaugoje ir su kiekvienu įvykiu siunčiamos savybės.',
      'current-visit': 'Dabartinis apsilankymas: kurie puslapiai ir įvykiai jam priklauso.',
      'arrival-source': 'Kaip pirmą kartą patekote į svetainę: svetainė, paieškos sistema ar kampanija, kuri jus čia nukreipė.',
      'visit-end': 'Kada baigiasi dabartinis apsilankymas.',
      'visitor-id-end': 'Kada baigia galioti lankytojo ID.',
      'visit-recording': 'Sujungia vieno apsilankymo puslapius į seanso įrašą.',
      'returning-visitor': 'Ar anksčiau lankėtės svetainėje.',
      'tab-recording': 'Ar šis skirtukas įrašomas, ir įrašymo seansas, kuriam jis priklauso.',
      'working-data': 'Paslaugos darbiniai duomenys: aukščiausio lygio domenas, atranka, saugyklos patikra, naudotojo atributai.',
      'tab-id': 'Atskiria šį skirtuką nuo kitų svetainėje atidarytų.',
      'open-tabs': 'Šiuo metu svetainėje atidaryti skirtukai.',
      'tracking-allowed': 'Ar paslauga gali rinkti duomenis.',
      'cookies-allowed': 'Ar paslauga gali įrašyti slapukus.',
      'retry-queue': 'Įvykiai, laukiantys pakartotinio išsiuntimo po nepavykusios užklausos.',
      'chat-conversation': 'Išsaugo jūsų pokalbį tarp puslapių ir apsilankymų.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Išsaugo reklamos ({network}) paspaudimą, per kurį čia atėjote.',
    stays: {
      'tab-session': 'šio skirtuko seansas',
      'at-most-session': 'ne ilgiau nei seansas',
      'until-removed': 'kol bus pašalinta',
      'until-cleared': 'kol išvalysite šios svetainės duomenis',
      'until-sent': 'kol bus išsiųsta',
      'until-sent-at-most-a-week': 'kol bus išsiųsta, ne ilgiau nei savaitę',
      'until-confirmed': 'kol serveris juos patvirtins',
      'until-next-choice': 'iki kito jūsų pasirinkimo',
    },
    spans: {
      minutes: { one: '# minutė', few: '# minutės', many: '# minutės', other: '# minučių' },
      days: { one: '# diena', few: '# dienos', many: '# dienos', other: '# dienų' },
      months: { one: '# mėnuo', few: '# mėnesiai', many: '# mėnesio', other: '# mėnesių' },
      years: { one: '# metai', few: '# metai', many: '# metų', other: '# metų' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'jūsų peržiūrimi puslapiai ir įvardyti įvykiai',
      'page-views': 'tik jūsų peržiūrimi puslapiai',
      'same-named-events': 'tie patys įvardyti įvykiai',
      'named-events-and-conversions': 'įvardyti įvykiai ir konversijos',
      'page-views-and-counted-conversions': 'jūsų peržiūrimi puslapiai ir konversijos, kurias skaičiuoja įvardyti įvykiai',
      'scrolls-and-clicks': 'kaip puslapiai slenkami ir spustelėjami',
      'session-recordings': 'įrašas to, ką matote ir darote puslapiuose',
      'errors-and-traces': 'klaidos ir našumo pėdsakai',
      errors: 'klaidos',
      'nothing-leaves-the-page': 'nieko: iškvietos įrašomos tik šiame puslapyje',
      'chat-messages': 'tai, ką rašote pokalbyje, kartu su jūsų IP adresu, naršyklės duomenimis ir puslapiu, kuriame esate',
    },
    facts: {
      'each-with-its-page': ', kiekvienas su puslapiu, kuriame jis įvyko',
      'without-cookies': ', be slapukų',
      'sampled-session-recordings':
        ', taip pat dalies seansų įrašai (vieno seanso iš dešimties ir kiekvieno seanso, kuriame įvyksta klaida)',
      'loaded-after-page-load': '; įkeliama puslapiui visiškai įsikėlus',
      'clicks-and-form-use': ', taip pat jūsų paspaudimai ir formų naudojimas kiekviename puslapyje',
      'through-site-address': ', siunčiami per pačios šios svetainės adresą',
      'measures-advertising': ', reklamai įvertinti',
      'measures-and-targets-advertising': ', reklamai įvertinti ir taikyti',
    },
    measuresAdvertisingOn: ', reklamai {network} platformoje įvertinti',
    advertisingStorageOf: '; {network} reklamos saugykla tik tuo atveju, jei priimate reklamą',
    end: '.',
    parts: {
      'advertising-storage': 'reklamos saugykla',
      'session-replay': 'seansų įrašymas',
      'google-tag-measurement-storage': 'matavimo saugykla Google žymoje',
    },
  },
  embeds: {
    kinds: {
      video: 'Vaizdo įrašas',
      map: 'Žemėlapis',
      post: 'Įrašas',
      audio: 'Garso grotuvas',
      booking: 'Rezervacijų kalendorius',
      page: 'Įterptas puslapis',
    },
    receives: (service: string) =>
      `Įkėlus ${service} gauna jūsų IP adresą, naršyklės duomenis ir šio puslapio adresą, o paslauga gali įrašyti slapukus.`,
    policyLink: (service: string) => `${service} privatumo politika`,
    loadOnce: 'Įkelti kartą',
    loadOnceLabel: (title: string) => `Įkelti kartą: ${title}`,
    alwaysAllow: (purpose: string) => `Visada leisti: ${purpose}`,
    gpcNote: 'Jūsų naršyklė prašo svetainių nebendrinti jūsų duomenų reklamai, todėl tai įkeliama tik jums paprašius.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, į kai kuriuos puslapius įterptas turinys, tikslas ${purpose}: tik kai jį įkeliate, jis gauna jūsų IP adresą ir puslapio adresą ir gali įrašyti savo slapukus.`,
    formKind: 'Forma',
  },
  chat: {
    launcher: 'Rašykite mums',
    opens: (service: string) => `Atidaro paslaugos ${service} pokalbių langą, kuris saugo slapukus, kad jūsų pokalbis išliktų.`,
    kind: 'Klientų pokalbiai',
    onRequest: 'tik atidarius pokalbį',
    privacyHeading: 'Įkeliama tik jums atidarius pokalbį',
    privacyLead:
      'Iš šių paslaugų niekas neįkeliama, kol neatidarote pokalbio. Jo atidarymas yra jūsų pačių prašymas, todėl tai nėra vienas iš tikslų, kuriuos pasirenkate slapukams.',
  },
  shell: {
    skipLink: 'Pereiti prie turinio',
    mainNav: 'Pagrindinis meniu',
    privacyLink: 'Privatumo politika',
    errorTitle: 'Kažkas nepavyko',
    errorBody: 'Nepavyko įkelti šios puslapio dalies. Apie problemą pranešta.',
    tryAgain: 'Bandyti dar kartą',
  },
  notFound: {
    title: 'Puslapis nerastas',
    body: 'Šiuo adresu puslapio nėra.',
    home: 'Eiti į pagrindinį puslapį',
  },
} satisfies Messages;
