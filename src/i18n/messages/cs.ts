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
  banner: {
    title: 'Používáme soubory cookie',
    body: {
      beforeLink:
        'Soubory cookie nám pomáhají zlepšovat naše webové stránky a umožňují nám zobrazovat a uchovávat vaše interakce s nimi. Pokračováním souhlasíte s tím, že soubory cookie používáme. Více vysvětlují naše ',
      link: 'zásady ochrany osobních údajů',
      afterLink: '.',
    },
    accept: 'Rozumím',
    decline: 'Odmítnout',
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
      name: 'Uživatelský zážitek',
      inSentence: 'uživatelský zážitek',
      description: 'Teplotní mapy a nahrávání relací, abychom viděli, kde vám web překáží.',
    },
  },
  language: {
    label: 'Jazyk',
    change: 'Změnit',
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
      kinds: { cookie: 'soubor cookie', localStorage: 'místní úložiště', sessionStorage: 'úložiště relace' },
    },
    storedByServices: 'Níže uvedené služby pro analytiku, teplotní mapy, reklamu a monitorování chyb mohou ukládat vlastní soubory cookie.',
    servicesHeading: 'Služby, které používáme',
    noServices: 'Tento web neodesílá nic žádné službě pro analytiku, reklamu, teplotní mapy ani monitorování chyb.',
    serviceKinds: {
      analytics: 'Produktová analytika',
      pixel: 'Reklamní pixel',
      heatmap: 'Teplotní mapy',
      errors: 'Monitorování chyb a nahrávání relací',
    },
    errorsOptIn:
      'Hlášení chyb se odesílají bez ohledu na vaši volbu, protože udržet web v provozu je naším oprávněným zájmem; relace se nahrávají, jen pokud povolíte soubory cookie pro uživatelský zážitek, a nahrávání se zastaví, pokud souhlas odvoláte.',
    errorsNotice:
      'Hlášení chyb jsou součástí provozu webu a odesílají se od vaší první stránky; relace se nahrávají, pokud soubory cookie pro uživatelský zážitek nevypnete.',
    loadingOptIn:
      'Žádná služba pro analytiku, reklamu ani teplotní mapy se nenačte a nic se jí neodešle, dokud nepovolíte její účel; co odmítnete, zůstane vypnuté.',
    loadingNotice:
      'Tyto služby běží od vaší první stránky; lišta souborů cookie vám to oznamuje. Kterýkoli účel můžete vypnout v Nastavení souborů cookie.',
    gpcOn: 'Váš prohlížeč odesílá Global Privacy Control, proto se reklamní pixel nikdy nenačte a nic nedostane.',
    gpcOff: 'Pokud váš prohlížeč odesílá Global Privacy Control, reklamní pixel se nikdy nenačte a nic nedostane.',
    settingsHeading: 'Nastavení souborů cookie',
    noChoiceNotice: 'O souborech cookie jste se zatím nerozhodli; níže uvedené služby běží, dokud je nevypnete.',
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
  vendorPrivacy: {
    clarity: 'jak se na stránkách posouvá a kliká; načítá se až po úplném načtení stránky.',
    'google-analytics':
      'stránky, které zobrazíte, a pojmenované události, každou se stránkou, na které nastala; reklamní úložiště Google jen tehdy, pokud přijmete reklamu.',
    hotjar: 'jak se na stránkách posouvá a kliká; načítá se až po úplném načtení stránky.',
    'meta-pixel': 'tytéž pojmenované události, k měření reklamy.',
    plausible: 'stránky, které zobrazíte, a pojmenované události, bez souborů cookie.',
    posthog: 'stránky, které zobrazíte, a pojmenované události, každou se stránkou, na které nastala.',
    segment: 'stránky, které zobrazíte, a pojmenované události, každou se stránkou, na které nastala.',
    sentry:
      'chyby a měření výkonu a nahrávku vzorku relací (jedné z deseti a každé relace, ve které dojde k chybě), odesílané přes vlastní adresu tohoto webu.',
    memory: 'nic: volání se zaznamenávají jen na této stránce.',
    'google-ads': 'pojmenované události a konverze, k měření a cílení reklamy.',
    'tiktok-pixel': 'tytéž pojmenované události, k měření reklamy na TikToku.',
    'linkedin-insight': 'stránky, které zobrazíte, a konverze, které pojmenované události započítávají, k měření reklamy na LinkedInu.',
    'microsoft-uet': 'tytéž pojmenované události, k měření reklamy ve vyhledávači Microsoft Bing.',
    mixpanel: 'stránky, které zobrazíte, a pojmenované události, každou se stránkou, na které nastala.',
  },
  vendorOtherPurposes: {
    clarity: { marketing: 'reklamní úložiště' },
    'google-analytics': { marketing: 'reklamní úložiště' },
    sentry: { experience: 'nahrávání relací' },
    'google-ads': { analytics: 'úložiště pro měření ve značce Google' },
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
