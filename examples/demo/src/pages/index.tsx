import { createFileRoute, Link } from '@tanstack/react-router';
import { useAnalytics, useLanguage } from 'shellkit';

export type DemoTab = 'a' | 'b';

export function parseHomeSearch(search: Record<string, unknown>): { tab?: DemoTab } {
  return search.tab === 'a' || search.tab === 'b' ? { tab: search.tab } : {};
}

export const Route = createFileRoute('/')({
  component: HomePage,
  validateSearch: parseHomeSearch,
});

interface HomeTexts {
  readonly title: string;
  readonly intro: string;
  readonly trackSample: string;
  readonly trackLead: string;
  readonly throwError: string;
  readonly tabs: string;
  readonly tab: (name: string) => string;
  readonly showing: (name: string) => string;
  readonly noTab: string;
}

/** The demo's words per language, beside the page (the worked example of a product page in the visitor's language). */
const TEXTS: Readonly<Record<string, HomeTexts>> = {
  en: {
    title: 'Shellkit demo',
    intro:
      'This page is wrapped by the shell: the cookie banner, the privacy link, page views on every change of path or search, named events with the current page, the lazily loaded heatmap and error capture.',
    trackSample: 'Track sample event',
    trackLead: 'Track lead',
    throwError: 'Throw sample error',
    tabs: 'Demo tabs',
    tab: (name) => `Tab ${name}`,
    showing: (name) => `Showing tab ${name}.`,
    noTab: 'No tab chosen.',
  },
  de: {
    title: 'Shellkit-Demo',
    intro:
      'Diese Seite ist in die Hülle eingebettet: der Cookie-Banner, der Link zum Datenschutz, Seitenaufrufe bei jeder Änderung von Pfad oder Suche, benannte Ereignisse mit der aktuellen Seite, die verzögert geladene Heatmap und die Fehlererfassung.',
    trackSample: 'Beispielereignis senden',
    trackLead: 'Lead senden',
    throwError: 'Beispielfehler auslösen',
    tabs: 'Demo-Reiter',
    tab: (name) => `Reiter ${name}`,
    showing: (name) => `Reiter ${name} wird angezeigt.`,
    noTab: 'Kein Reiter gewählt.',
  },
  fr: {
    title: 'Démo Shellkit',
    intro:
      'Cette page est enveloppée par le socle : le bandeau cookies, le lien de confidentialité, une page vue à chaque changement de chemin ou de recherche, les événements nommés avec la page courante, la carte de chaleur chargée à la demande et la capture des erreurs.',
    trackSample: 'Envoyer un événement d’exemple',
    trackLead: 'Envoyer un prospect',
    throwError: 'Déclencher une erreur d’exemple',
    tabs: 'Onglets de démo',
    tab: (name) => `Onglet ${name}`,
    showing: (name) => `Onglet ${name} affiché.`,
    noTab: 'Aucun onglet choisi.',
  },
  ar: {
    title: 'عرض Shellkit التوضيحي',
    intro:
      'هذه الصفحة مغلّفة بالهيكل: شريط ملفات تعريف الارتباط، ورابط الخصوصية، ومشاهدات الصفحة عند كل تغيير في المسار أو البحث، والأحداث المسمّاة مع الصفحة الحالية، والخريطة الحرارية المحمّلة عند الحاجة، والتقاط الأخطاء.',
    trackSample: 'إرسال حدث تجريبي',
    trackLead: 'إرسال عميل محتمل',
    throwError: 'إطلاق خطأ تجريبي',
    tabs: 'علامات التبويب التجريبية',
    tab: (name) => `علامة التبويب ${name}`,
    showing: (name) => `يتم عرض علامة التبويب ${name}.`,
    noTab: 'لم يتم اختيار علامة تبويب.',
  },
};

/**
 * The demo page. Its labels are a contract for the end-to-end tests and for developers trying
 * the shell: "Track sample event" (a custom event name), "Track lead" (one of Meta's standard names), "Tab A", "Tab B", "Throw sample error".
 * They are English; the same page in another language (useLanguage) has its words, the events and tabs the same.
 */
function HomePage() {
  const analytics = useAnalytics();
  const { tab } = Route.useSearch();
  const texts = TEXTS[useLanguage().code] ?? (TEXTS.en as HomeTexts);

  return (
    <>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <div className="actions">
        <button type="button" onClick={() => analytics.track('Sample Event', { source: 'demo' })}>
          {texts.trackSample}
        </button>
        <button type="button" onClick={() => analytics.track('Lead', { source: 'demo' })}>
          {texts.trackLead}
        </button>
        <button
          type="button"
          onClick={() => {
            throw new Error('Sample error');
          }}
        >
          {texts.throwError}
        </button>
      </div>
      <nav className="demo-tabs" aria-label={texts.tabs}>
        <Link to="/" search={{ tab: 'a' }} aria-current={tab === 'a' ? 'page' : undefined}>
          {texts.tab('A')}
        </Link>
        <Link to="/" search={{ tab: 'b' }} aria-current={tab === 'b' ? 'page' : undefined}>
          {texts.tab('B')}
        </Link>
      </nav>
      <p data-testid="demo-tab-panel">{tab ? texts.showing(tab.toUpperCase()) : texts.noTab}</p>
    </>
  );
}
