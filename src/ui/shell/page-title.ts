import { rootRouteId } from '@tanstack/react-router';
import { PRODUCT } from '../../product';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's own title; the tab shows "title · <product name>" (src/product.ts), and page views carry it. */
    readonly title?: string;
  }
}

export const NOT_FOUND_TITLE = 'Page not found';

interface TitledMatch {
  readonly routeId: string;
  readonly staticData: { readonly title?: string };
}

/**
 * The document title for the current matches. Every real page is a child of the root route, so
 * a location that matched the root alone is the not-found page.
 */
export function documentTitleFor(matches: readonly TitledMatch[]): string {
  const deepest = matches.at(-1);
  if (!deepest || deepest.routeId === rootRouteId) return `${NOT_FOUND_TITLE} · ${PRODUCT.name}`;
  return deepest.staticData.title ? `${deepest.staticData.title} · ${PRODUCT.name}` : PRODUCT.name;
}
