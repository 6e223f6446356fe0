import type { ProductText } from './i18n/product-text';
import type { FileRouteTypes } from './pages/route-tree.gen';

/**
 * A page of this site a link can name on its own: one of the pages in src/pages/, without path
 * parameters. Checked by the typecheck, so a link to a page that is not there (a typo, a page
 * removed) fails it rather than the visitor.
 */
export type PagePath = Exclude<FileRouteTypes['to'], `${string}$${string}`>;

export interface ProductLink {
  /** Its text: one for every language, or one per language code (src/i18n/product-text.ts). */
  readonly label: ProductText;
  readonly to: PagePath;
}

/** What the shell shows of the product around every page. */
export interface Product {
  /** The brand: the header's link home, and after every page's own title in the tab ("Pricing · Shellkit"). */
  readonly name: string;
  /**
   * What the site is, for search results: each page's `<meta name="description">` in its language (index.html's own is
   * the one a page the server has not rendered keeps).
   */
  readonly description: ProductText;
  /** The header's links, in order. */
  readonly nav: readonly ProductLink[];
  /** The footer's links, in order, before the shell's own link to the privacy policy (kept on every page: it is where cookie settings are). */
  readonly footer: readonly ProductLink[];
}

/**
 * The product's one file for the brand, its description, the nav and the footer; the shell reads them from here and
 * hard-codes none. Texts a visitor reads come per language, like the shell's own (src/site-texts.ts): a language
 * missing here reads English.
 */
const HOME = {
  en: 'Home',
  ar: 'الرئيسية',
  bg: 'Начало',
  cs: 'Domů',
  da: 'Forside',
  de: 'Startseite',
  el: 'Αρχική',
  es: 'Inicio',
  et: 'Avaleht',
  fi: 'Etusivu',
  fr: 'Accueil',
  ga: 'Baile',
  he: 'דף הבית',
  hi: 'होम',
  hr: 'Početna',
  hu: 'Kezdőlap',
  id: 'Beranda',
  is: 'Forsíða',
  it: 'Home',
  ja: 'ホーム',
  ko: '홈',
  lt: 'Pradžia',
  lv: 'Sākums',
  mt: 'Paġna ewlenija',
  nb: 'Hjem',
  nl: 'Home',
  pl: 'Strona główna',
  'pt-BR': 'Início',
  'pt-PT': 'Início',
  ro: 'Acasă',
  sk: 'Domov',
  sl: 'Domov',
  sv: 'Hem',
  tr: 'Ana sayfa',
  uk: 'Головна',
  'zh-Hans': '首页',
  'zh-Hant': '首頁',
};

const PRIVACY = {
  en: 'Privacy',
  ar: 'الخصوصية',
  bg: 'Поверителност',
  cs: 'Soukromí',
  da: 'Privatliv',
  de: 'Datenschutz',
  el: 'Απόρρητο',
  es: 'Privacidad',
  et: 'Privaatsus',
  fi: 'Tietosuoja',
  fr: 'Confidentialité',
  ga: 'Príobháideacht',
  he: 'פרטיות',
  hi: 'गोपनीयता',
  hr: 'Privatnost',
  hu: 'Adatvédelem',
  id: 'Privasi',
  is: 'Persónuvernd',
  it: 'Privacy',
  ja: 'プライバシー',
  ko: '개인정보 보호',
  lt: 'Privatumas',
  lv: 'Privātums',
  mt: 'Privatezza',
  nb: 'Personvern',
  nl: 'Privacy',
  pl: 'Prywatność',
  'pt-BR': 'Privacidade',
  'pt-PT': 'Privacidade',
  ro: 'Confidențialitate',
  sk: 'Súkromie',
  sl: 'Zasebnost',
  sv: 'Integritet',
  tr: 'Gizlilik',
  uk: 'Конфіденційність',
  'zh-Hans': '隐私',
  'zh-Hant': '隱私',
};

const DESCRIPTION = {
  en: 'Shellkit: a React application shell with cookie consent, analytics and error monitoring.',
  ar: 'Shellkit: هيكل تطبيق React مع موافقة ملفات تعريف الارتباط والتحليلات ومراقبة الأخطاء.',
  bg: 'Shellkit: обвивка за React приложения със съгласие за бисквитки, анализи и наблюдение на грешки.',
  cs: 'Shellkit: aplikační rámec pro React se souhlasem se soubory cookie, analytikou a sledováním chyb.',
  da: 'Shellkit: en React-applikationsskal med cookiesamtykke, analyse og fejlovervågning.',
  de: 'Shellkit: ein React-Anwendungsrahmen mit Cookie-Einwilligung, Analyse und Fehlerüberwachung.',
  el: 'Shellkit: ένα κέλυφος εφαρμογών React με συγκατάθεση για cookies, αναλύσεις και παρακολούθηση σφαλμάτων.',
  es: 'Shellkit: un armazón de aplicaciones React con consentimiento de cookies, analítica y supervisión de errores.',
  et: 'Shellkit: Reacti rakenduse raamistik küpsiste nõusoleku, analüütika ja vigade jälgimisega.',
  fi: 'Shellkit: React-sovelluskehys, jossa on evästesuostumus, analytiikka ja virheiden seuranta.',
  fr: 'Shellkit : un socle d’application React avec consentement aux cookies, mesure d’audience et suivi des erreurs.',
  ga: 'Shellkit: creatlach feidhmchláir React le toiliú fianán, anailísíocht agus monatóireacht earráidí.',
  he: 'Shellkit: מעטפת יישומי React עם הסכמה לעוגיות, אנליטיקה וניטור שגיאות.',
  hi: 'Shellkit: कुकी सहमति, एनालिटिक्स और त्रुटि निगरानी के साथ एक React एप्लिकेशन शेल।',
  hr: 'Shellkit: okvir React aplikacije s privolom za kolačiće, analitikom i praćenjem pogrešaka.',
  hu: 'Shellkit: React-alkalmazáskeret sütihozzájárulással, analitikával és hibafigyeléssel.',
  id: 'Shellkit: kerangka aplikasi React dengan persetujuan cookie, analitik, dan pemantauan kesalahan.',
  is: 'Shellkit: React-forritsrammi með samþykki fyrir vafrakökum, greiningu og villuvöktun.',
  it: 'Shellkit: una struttura per applicazioni React con consenso ai cookie, analisi e monitoraggio degli errori.',
  ja: 'Shellkit：Cookieの同意、アクセス解析、エラー監視を備えたReactアプリケーションシェル。',
  ko: 'Shellkit: 쿠키 동의, 분석, 오류 모니터링을 갖춘 React 애플리케이션 셸.',
  lt: 'Shellkit: React programos karkasas su sutikimu dėl slapukų, analitika ir klaidų stebėsena.',
  lv: 'Shellkit: React lietotnes karkass ar sīkdatņu piekrišanu, analītiku un kļūdu uzraudzību.',
  mt: 'Shellkit: qafas ta’ applikazzjoni React b’kunsens għall-cookies, analitika u monitoraġġ tal-iżbalji.',
  nb: 'Shellkit: et React-applikasjonsskall med samtykke til informasjonskapsler, analyse og feilovervåking.',
  nl: 'Shellkit: een React-applicatieschil met cookietoestemming, analyse en foutbewaking.',
  pl: 'Shellkit: szkielet aplikacji React ze zgodą na pliki cookie, analityką i monitorowaniem błędów.',
  'pt-BR': 'Shellkit: uma estrutura de aplicação React com consentimento de cookies, análise e monitoramento de erros.',
  'pt-PT': 'Shellkit: uma estrutura de aplicação React com consentimento de cookies, análise e monitorização de erros.',
  ro: 'Shellkit: un cadru de aplicație React cu consimțământ pentru cookie-uri, analiză și monitorizarea erorilor.',
  sk: 'Shellkit: aplikačný rámec pre React so súhlasom so súbormi cookie, analytikou a sledovaním chýb.',
  sl: 'Shellkit: ogrodje aplikacije React s privolitvijo za piškotke, analitiko in spremljanjem napak.',
  sv: 'Shellkit: ett React-applikationsskal med cookiesamtycke, analys och felövervakning.',
  tr: 'Shellkit: çerez onayı, analiz ve hata izleme içeren bir React uygulama kabuğu.',
  uk: 'Shellkit: оболонка React-застосунку зі згодою на файли cookie, аналітикою та моніторингом помилок.',
  'zh-Hans': 'Shellkit：带有 Cookie 同意、分析和错误监控的 React 应用外壳。',
  'zh-Hant': 'Shellkit：具備 Cookie 同意、分析與錯誤監控的 React 應用程式外殼。',
};

export const PRODUCT: Product = {
  name: 'Shellkit',
  description: DESCRIPTION,
  nav: [
    { label: HOME, to: '/' },
    { label: PRIVACY, to: '/privacy' },
  ],
  footer: [],
};
