import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { createPageViewRule, type PageViewRule } from '../../domain/page-view';
import { documentTitleFor } from '../shell/page-title';
import { usePorts } from './use-ports';

/**
 * SPEC §2: sends one page view per change of pathname or search, and keeps the tab title in step.
 * Mounted once, by the shell layout. Title and location come from one router state, so a page
 * view never carries the previous page's title.
 */
export function usePageViews(): void {
  const { analytics } = usePorts();
  // resolvedLocation, not location: it changes in the same update as the matches the title comes from.
  const location = useRouterState({ select: (state) => state.resolvedLocation });
  const title = useRouterState({ select: (state) => documentTitleFor(state.matches) });
  const rule = useRef<PageViewRule | null>(null);
  rule.current ??= createPageViewRule();

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!location) return;
    const view = rule.current?.next({
      pathname: location.pathname,
      search: location.searchStr,
      url: new URL(location.href, window.location.origin).href,
      title: document.title,
    });
    if (view) analytics.page(view);
  }, [analytics, location]);
}
