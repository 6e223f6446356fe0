import type { Messages } from './en';

/**
 * "After" is po with the locative: po měsíci (1), then one plural form for every other whole number
 * (po 2 měsících, po 5 měsících), as the locative plural does not split 2–4 from 5+.
 */
function months(count: number): string {
  if (count === 12) return 'roce';
  return new Intl.PluralRules('cs').select(count) === 'one' ? 'měsíci' : `${count} měsících`;
}

/** Czech. Words and button labels: src/i18n/glossary.md. */
export const messages = {
  direction: 'ltr',
  sentences: (first: string, second: string) => `${first} ${second}`,
  banner: {
    title: 'Používáme soubory cookie',
    body: {
      beforeLink:
        'Soubory cookie nám pomáhají zlepšovat naše webové stránky a umožňují nám zobrazovat a uchovávat vaše interakce s nimi. Pokračováním souhlasíte s tím, že soubory cookie používáme. Více vysvětlují naše ',
      link: 'zásady ochrany osobních údajů',
      afterLink: '.',
    },
    askingBody: {
      beforeLink:
        'Smíme používat volitelné soubory cookie? Pomáhají nám zlepšovat naše webové stránky a pochopit, jak jsou používány. Dokud se nerozhodnete, nic volitelného se nespustí a svou volbu můžete kdykoli změnit. Více vysvětlují naše ',
      link: 'zásady ochrany osobních údajů',
      afterLink: '.',
    },
    accept: 'Rozumím',
    choose: 'Vybrat soubory cookie',
    announcement: 'Používáme soubory cookie: oznámení o souborech cookie ve spodní části stránky.',
  },
  preferences: {
    title: 'Nastavení souborů cookie',
    intro: 'Vyberte, co smí tento web používat. Změnit to můžete kdykoli na stránce o ochraně osobních údajů.',
    save: 'Uložit',
    acceptAll: 'Přijmout vše',
    rejectAll: 'Odmítnout vše',
    cancel: 'Zrušit',
    gpcNote: 'Váš prohlížeč odesílá Global Privacy Control, proto tato možnost zůstává vypnutá.',
    usedBy: (services: string) => `Používá: ${services}.`,
    serviceWithPart: (service: string, part: string) => `${service} (${part})`,
    noServiceOfKind: 'Na tomto webu neběží žádná služba tohoto druhu.',
  },
  purposes: {
    necessary: {
      name: 'Nezbytné',
      inSentence: 'nezbytné účely',
      description: 'Zapamatování této volby a hlášení chyb, která udržují web v provozu. Vždy zapnuto.',
    },
    analytics: {
      name: 'Analytika',
      inSentence: 'analytiku',
      description: 'Stránky, které zobrazíte, a na co kliknete, abychom pochopili, jak se web používá.',
    },
    marketing: {
      name: 'Reklama',
      inSentence: 'reklamu',
      description: 'Tytéž události, sdílené s reklamní sítí, aby se měřily její reklamy.',
    },
    experience: {
      name: 'Nahrávání relací',
      inSentence: 'nahrávání relací',
      description: 'Teplotní mapy a nahrávání relací, abychom viděli, kde vám web překáží.',
    },
  },
  privacyChoices: {
    link: 'Vaše volby ochrany soukromí',
    intro:
      'Tento web sdílí část vaší aktivity s reklamními sítěmi. Vypnutím se odhlásíte z prodeje a sdílení svých osobních údajů a z cílené reklamy.',
    sale: 'Prodej, sdílení a cílená reklama',
    gpcHonored: 'Signál odmítnutí byl respektován',
  },
  language: {
    label: 'Jazyk',
    change: 'Změnit',
    current: '{label}: {language}',
  },
  privacy: {
    pageTitle: 'Zásady ochrany osobních údajů',
    placeholderLead: 'Zástupný text.',
    placeholder:
      'Nahraďte tuto stránku vlastními zásadami. Uvádí, co může tento aplikační rámec ukládat a které služby může používat, podle toho, jak je nakonfigurován.',
    storedHeading: 'Co ukládáme ve vašem zařízení',
    storedFlag:
      '{cookieAccepted} v místním úložišti vašeho prohlížeče: {true}, když soubory cookie přijmete (všechny tlačítkem „{accept}“, nebo ty, které vyberete), {false}, když je všechny odmítnete, aby lišta souborů cookie při dalších návštěvách zůstala skrytá.',
    storedDetail:
      '{cookieConsent} vedle něj: které účely jste povolili, na kterou verzi těchto zásad jste odpověděli, kdy, a vaše ID souhlasu (náhodné číslo, podle kterého se na našem serveru najdou vaše záznamy).',
    askAgain: (count: number) => `Znovu se zeptáme, až se tyto zásady změní, nebo po ${months(count)}.`,
    clearing: 'Vymazáním dat prohlížeče odstraníte obojí.',
    storedLanguage:
      '{cookieLanguage}, soubor cookie, jen pokud si na této stránce zvolíte jazyk: zvolený jazyk, aby vám v něm náš server odpovídal.',
    storedLedger:
      '{cookieConsentOutbox} a {cookieConsentReceipt}: každá vaše volba se také odesílá na náš vlastní server jako doklad vašeho souhlasu. Volba čeká v prvním, dokud ji server nemá, a druhý uchovává, kdy server zaznamenal vaši poslední volbu.',
    storedUnsent:
      '{unsentCalls}, jen pokud opustíte stránku dříve, než se služba spustí: vámi povolená zobrazení stránek a události, které se k ní ještě nedostaly. Odešlou se při vaší příští návštěvě a odstraní se, a nic staršího než týden se neuchovává.',
    storedTable: {
      caption: 'Každý soubor cookie a klíč úložiště, které tento web a jeho služby mohou nastavit, a k čemu',
      name: 'Název',
      service: 'Služba',
      purpose: 'Účel',
      lifetime: 'Doba uložení',
      thisSite: 'Tento web',
      nameWithKind: '{name} ({kind})',
      kinds: { cookie: 'soubor cookie', localStorage: 'místní úložiště', sessionStorage: 'úložiště relace' },
    },
    storedByServices: 'Níže uvedené služby pro analytiku, teplotní mapy, reklamu a monitorování chyb mohou ukládat vlastní soubory cookie.',
    serviceLine: '{kind} ({service}, {purpose}): {receives}',
    servicesHeading: 'Služby, které používáme',
    noServices: 'Tento web neodesílá nic žádné službě pro analytiku, reklamu, teplotní mapy ani monitorování chyb.',
    serviceKinds: {
      analytics: 'Produktová analytika',
      pixel: 'Reklamní pixel',
      heatmap: 'Teplotní mapy',
      errors: 'Monitorování chyb a nahrávání relací',
    },
    errorsOptIn:
      'Hlášení chyb se odesílají bez ohledu na vaši volbu, protože udržet web v provozu je naším oprávněným zájmem; relace se nahrávají, jen pokud povolíte soubory cookie pro nahrávání relací, a nahrávání se zastaví, pokud souhlas odvoláte.',
    errorsNotice:
      'Hlášení chyb jsou součástí provozu webu a odesílají se od vaší první stránky; relace se nahrávají, pokud soubory cookie pro nahrávání relací nevypnete.',
    loadingOptIn:
      'Žádná služba pro analytiku, reklamu ani teplotní mapy se nenačte a nic se jí neodešle, dokud nepovolíte její účel; co odmítnete, zůstane vypnuté.',
    loadingNotice:
      'Tyto služby běží od vaší první stránky; lišta souborů cookie vám to oznamuje. Kterýkoli účel můžete vypnout v Nastavení souborů cookie.',
    gpcOn: 'Váš prohlížeč odesílá Global Privacy Control, proto se reklamní pixel nikdy nenačte a nic nedostane.',
    gpcOff: 'Pokud váš prohlížeč odesílá Global Privacy Control, reklamní pixel se nikdy nenačte a nic nedostane.',
    settingsHeading: 'Nastavení souborů cookie',
    noChoiceNotice: 'O souborech cookie jste se zatím nerozhodli; výše uvedené služby běží, dokud je nevypnete.',
    noChoiceOptIn: 'O souborech cookie jste se zatím nerozhodli.',
    accepted: 'Soubory cookie jste přijali.',
    declined: 'Soubory cookie jste odmítli.',
    partial: (granted: string, refused: string) => `Soubory cookie jste přijali pro ${granted} a odmítli pro ${refused}.`,
    settingsButton: 'Nastavení souborů cookie',
    choicesHeading: 'Vaše možnosti',
    choices:
      'Data tohoto webu můžete ve svém prohlížeči kdykoli vymazat a tyto služby zablokovat v nastavení prohlížeče nebo rozšíření; web bez nich funguje dál.',
  },
  consentRecord: {
    consentId: 'Vaše ID souhlasu je {consentId}.',
    recordedOn: 'Vaše aktuální volba byla zaznamenána na našem serveru dne {time}.',
    pending: 'Vaše aktuální volba čeká na zaznamenání na našem serveru; váš prohlížeč ji odesílá znovu, dokud se tak nestane.',
    unrecorded: 'Váš prohlížeč nemá od našeho serveru žádné potvrzení vaší aktuální volby.',
    history: 'Všechny volby zaznamenané pod tímto ID, ve formátu JSON: {link}.',
  },
  storedItems: {
    roles: {
      'consent-flag': 'Zda jste soubory cookie přijali, nebo odmítli, aby lišta při dalších návštěvách zůstala skrytá.',
      'consent-detail': 'Které účely jste povolili, na kterou verzi zásad jste odpověděli, kdy, a vaše ID souhlasu.',
      'scroll-positions': 'Kam jste na každé stránce doposouvali, abyste se po návratu zpět (nebo po obnovení) vrátili na stejné místo.',
      'language-choice':
        'Jazyk, který jste zvolili na stránce o ochraně soukromí, aby náš server odpovídal v něm (až když nějaký zvolíte).',
      'unsent-calls':
        'Zobrazení stránek a události, které jste povolili a které se při odchodu ze stránky ještě nedostaly ke službě; odešlou se při vaší příští návštěvě.',
      'consent-outbox': 'Záznamy vašich voleb, jejichž přijetí náš server ještě nepotvrdil.',
      'consent-receipt': 'Potvrzení, které náš server vydal k vaší poslední volbě.',
      'visitor-id': 'Náhodné ID, které rozlišuje návštěvníky.',
      'visitor-id-and-settings': 'Náhodné ID, které rozlišuje návštěvníky, a nastavení služby.',
      'visitor-id-for-ads': 'Rozlišuje návštěvníky pro měření reklamy.',
      'referring-site': 'Web, ze kterého jste přišli, aby se návštěva připsala reklamě, která vás sem přivedla.',
      'own-keys-index': 'Seznam položek, které služba zapsala do tohoto zařízení.',
      'visitor-id-and-session': 'Anonymní ID, které rozlišuje návštěvníky, a aktuální návštěva.',
      'visitor-and-user-ids': 'Anonymní ID, které rozlišuje návštěvníky (a ID uživatele, pokud je nastaveno).',
      'visitor-id-and-event-properties': 'Vaše ID u služby a vlastnosti odesílané s každou událostí.',
      'current-visit': 'Aktuální návštěva: které stránky a události k ní patří.',
      'arrival-source': 'Jak jste se na web dostali poprvé: web, vyhledávač nebo kampaň, které vás sem poslaly.',
      'visit-end': 'Kdy aktuální návštěva končí.',
      'visitor-id-end': 'Kdy vyprší ID návštěvníka.',
      'visit-recording': 'Spojuje stránky jedné návštěvy do nahrávky relace.',
      'returning-visitor': 'Zda jste web už dříve navštívili.',
      'tab-recording': 'Zda se tato karta nahrává, a relace nahrávání, ke které patří.',
      'working-data': 'Pracovní data služby: doména nejvyšší úrovně, vzorkování, test úložiště, atributy uživatele.',
      'tab-id': 'Odlišuje tuto kartu od ostatních otevřených na webu.',
      'open-tabs': 'Karty, které jsou na webu právě otevřené.',
      'tracking-allowed': 'Zda služba smí sbírat data.',
      'cookies-allowed': 'Zda služba smí ukládat soubory cookie.',
      'retry-queue': 'Události čekající na opětovné odeslání po neúspěšném požadavku.',
      'chat-conversation': 'Uchovává vaši konverzaci v chatu napříč stránkami a návštěvami.',
    },
    withPurpose: '{role} ({purpose})',
    adClick: 'Uchovává kliknutí na reklamu {network}, které vás sem přivedlo.',
    stays: {
      'tab-session': 'relace této karty',
      'at-most-session': 'nejvýše po dobu relace',
      'until-removed': 'do odstranění',
      'until-cleared': 'dokud nevymažete data tohoto webu',
      'until-sent': 'do odeslání',
      'until-sent-at-most-a-week': 'do odeslání, nejvýše týden',
      'until-confirmed': 'dokud je server nepotvrdí',
      'until-next-choice': 'do vaší příští volby',
    },
    spans: {
      minutes: { one: '# minuta', few: '# minuty', many: '# minuty', other: '# minut' },
      days: { one: '# den', few: '# dny', many: '# dne', other: '# dní' },
      months: { one: '# měsíc', few: '# měsíce', many: '# měsíce', other: '# měsíců' },
      years: { one: '# rok', few: '# roky', many: '# roku', other: '# let' },
    },
  },
  vendorPrivacy: {
    receives: {
      'page-views-and-named-events': 'stránky, které zobrazíte, a pojmenované události',
      'page-views': 'jen stránky, které zobrazíte',
      'same-named-events': 'tytéž pojmenované události',
      'named-events-and-conversions': 'pojmenované události a konverze',
      'page-views-and-counted-conversions': 'stránky, které zobrazíte, a konverze, které pojmenované události započítávají',
      'scrolls-and-clicks': 'jak se na stránkách posouvá a kliká',
      'session-recordings': 'záznam toho, co na stránkách vidíte a děláte',
      'errors-and-traces': 'chyby a měření výkonu',
      errors: 'chyby',
      'nothing-leaves-the-page': 'nic: volání se zaznamenávají jen na této stránce',
      'chat-messages': 'co napíšete do chatu, spolu s vaší IP adresou, údaji o vašem prohlížeči a stránkou, na které jste',
    },
    facts: {
      'each-with-its-page': ', každou se stránkou, na které nastala',
      'without-cookies': ', bez souborů cookie',
      'sampled-session-recordings': ' a nahrávku vzorku relací (jedné z deseti a každé relace, ve které dojde k chybě)',
      'loaded-after-page-load': '; načítá se až po úplném načtení stránky',
      'clicks-and-form-use': ', a také vaše kliknutí a používání formulářů na každé stránce',
      'through-site-address': ', odesílané přes vlastní adresu tohoto webu',
      'measures-advertising': ', k měření reklamy',
      'measures-and-targets-advertising': ', k měření a cílení reklamy',
    },
    measuresAdvertisingOn: ', k měření reklamy ve službě {network}',
    advertisingStorageOf: '; reklamní úložiště {network} jen tehdy, pokud přijmete reklamu',
    end: '.',
    parts: {
      'advertising-storage': 'reklamní úložiště',
      'session-replay': 'nahrávání relací',
      'google-tag-measurement-storage': 'úložiště pro měření ve značce Google',
    },
  },
  embeds: {
    kinds: {
      video: 'Video',
      map: 'Mapa',
      post: 'Příspěvek',
      audio: 'Zvukový přehrávač',
      booking: 'Rezervační kalendář',
      page: 'Vložená stránka',
    },
    receives: (service: string) =>
      `Načtením získá služba ${service} vaši IP adresu, údaje o vašem prohlížeči a adresu této stránky a může ukládat soubory cookie.`,
    policyLink: (service: string) => `Zásady ochrany soukromí služby ${service}`,
    loadOnce: 'Načíst jednou',
    loadOnceLabel: (title: string) => `Načíst jednou: ${title}`,
    alwaysAllow: (purpose: string) => `Vždy povolit: ${purpose}`,
    gpcNote: 'Váš prohlížeč žádá weby, aby nesdílely vaše údaje pro reklamu, proto se obsah načte jen na vaši žádost.',
    privacyLine: (service: string, purpose: string) =>
      `${service}, obsah vložený do některých stránek, účel ${purpose}: teprve když jej načtete, získá vaši IP adresu a adresu stránky a může ukládat vlastní soubory cookie.`,
    formKind: 'Formulář',
  },
  chat: {
    launcher: 'Napište nám',
    opens: (service: string) => `Otevře chat služby ${service}, která ukládá soubory cookie, aby uchovala vaši konverzaci.`,
    kind: 'Zákaznický chat',
    onRequest: 'až když otevřete chat',
    privacyHeading: 'Načítají se až po otevření chatu',
    privacyLead:
      'Z těchto služeb se nic nenačte, dokud neotevřete chat. Jeho otevření je vaše vlastní žádost, proto nepatří mezi účely, které volíte pro soubory cookie.',
  },
  shell: {
    skipLink: 'Přejít na obsah',
    mainNav: 'Hlavní navigace',
    privacyLink: 'Zásady ochrany osobních údajů',
    errorTitle: 'Něco se pokazilo',
    errorBody: 'Tuto část stránky se nepodařilo načíst. Problém byl nahlášen.',
    tryAgain: 'Zkusit znovu',
  },
  notFound: {
    title: 'Stránka nenalezena',
    body: 'Na této adrese žádná stránka není.',
    home: 'Přejít na domovskou stránku',
  },
} satisfies Messages;
