import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { createPageViewRule, type PageViewRule } from '../../domain/page-view';
import { withoutInspectParam } from '../../domain/inspect-param';
import { documentTitleFor } from '../shell/page-title';
import { useLanguage } from './use-language';
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
  const language = useLanguage();
  const title = useRouterState({ select: (state) => documentTitleFor(state.matches, language) });
  const rule = useRef<PageViewRule | null>(null);
  rule.current ??= createPageViewRule();

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!location) return;
    // The inspector's switch is no part of the page: neither in the view nor in what makes a new one.
    const url = new URL(location.href, window.location.origin);
    url.search = withoutInspectParam(url.search);
    const view = rule.current?.next({
      pathname: location.pathname,
      search: withoutInspectParam(location.searchStr),
      url: url.href,
      title: document.title,
    });
    if (view) analytics.page(view);
  }, [analytics, location]);
}
