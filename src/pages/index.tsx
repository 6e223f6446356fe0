import { createFileRoute, Link } from '@tanstack/react-router';
import { useAnalytics } from '../ui/hooks/use-analytics';

export type DemoTab = 'a' | 'b';

export function parseHomeSearch(search: Record<string, unknown>): { tab?: DemoTab } {
  return search.tab === 'a' || search.tab === 'b' ? { tab: search.tab } : {};
}

export const Route = createFileRoute('/')({
  component: HomePage,
  validateSearch: parseHomeSearch,
});

/**
 * The demo page. Its labels are a contract for the end-to-end tests and for developers trying
 * the shell: "Track sample event" (a custom event name), "Track lead" (one of Meta's standard names), "Tab A", "Tab B", "Throw sample error".
 */
function HomePage() {
  const analytics = useAnalytics();
  const { tab } = Route.useSearch();

  return (
    <>
      <h1>Shellkit demo</h1>
      <p>
        This page is wrapped by the shell: the cookie banner, the privacy link, page views on every change of path or search, named events
        with the current page, the lazily loaded heatmap and error capture.
      </p>
      <div className="actions">
        <button type="button" onClick={() => analytics.track('Sample Event', { source: 'demo' })}>
          Track sample event
        </button>
        <button type="button" onClick={() => analytics.track('Lead', { source: 'demo' })}>
          Track lead
        </button>
        <button
          type="button"
          onClick={() => {
            throw new Error('Sample error');
          }}
        >
          Throw sample error
        </button>
      </div>
      <nav className="demo-tabs" aria-label="Demo tabs">
        <Link to="/" search={{ tab: 'a' }} aria-current={tab === 'a' ? 'page' : undefined}>
          Tab A
        </Link>
        <Link to="/" search={{ tab: 'b' }} aria-current={tab === 'b' ? 'page' : undefined}>
          Tab B
        </Link>
      </nav>
      <p data-testid="demo-tab-panel">{tab ? `Showing tab ${tab.toUpperCase()}.` : 'No tab chosen.'}</p>
    </>
  );
}
