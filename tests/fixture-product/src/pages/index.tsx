import { createFileRoute, Link } from '@tanstack/react-router';
import { useAnalytics } from 'shellkit';
import { HOME_TEXTS as TEXTS } from '../page-texts';

export function parseHomeSearch(search: Record<string, unknown>): { tab?: 'a' | 'b' } {
  return search.tab === 'a' || search.tab === 'b' ? { tab: search.tab } : {};
}

export const Route = createFileRoute('/')({
  component: LabPage,
  validateSearch: parseHomeSearch,
});

/**
 * The test product's home page: the controls the shell's tests press (a named event, a lead the ad vendors map, an
 * error, and two links that change the search), under a heading of its own. No title: the tab shows the brand alone.
 */
function LabPage() {
  const analytics = useAnalytics();
  const { tab } = Route.useSearch();
  return (
    <>
      <h1>{TEXTS.heading}</h1>
      <div className="actions">
        <button type="button" onClick={() => analytics.track('Sample Event', { source: 'lab' })}>
          {TEXTS.trackSample}
        </button>
        <button type="button" onClick={() => analytics.track('Lead', { source: 'lab' })}>
          {TEXTS.trackLead}
        </button>
        <button
          type="button"
          onClick={() => {
            throw new Error('Sample error');
          }}
        >
          {TEXTS.throwError}
        </button>
      </div>
      <nav aria-label={TEXTS.tabs}>
        <Link to="/" search={{ tab: 'a' }} aria-current={tab === 'a' ? 'page' : undefined}>
          {TEXTS.tab('A')}
        </Link>
        <Link to="/" search={{ tab: 'b' }} aria-current={tab === 'b' ? 'page' : undefined}>
          {TEXTS.tab('B')}
        </Link>
      </nav>
      <p data-testid={TEXTS.tabPanel}>{tab ? TEXTS.showing(tab.toUpperCase()) : TEXTS.noTab}</p>
    </>
  );
}
