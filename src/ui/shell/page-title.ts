import { rootRouteId } from '@tanstack/react-router';
import type { VisitorLanguage } from '../../i18n/catalogs';

/** A page's title: the same in every language, or made for the visitor's language (its code, and the shell's texts in it). */
export type PageTitle = string | ((language: VisitorLanguage) => string);

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's own title; the tab shows "title · <product name>" (src/product.ts), and page views carry it. */
    readonly title?: PageTitle;
  }
}

interface TitledMatch {
  readonly routeId: string;
  readonly staticData: { readonly title?: PageTitle };
}

/**
 * The document title for the current matches, in the page's language. Every real page is a child of
 * the root route, so a location that matched the root alone is the not-found page.
 */
export function documentTitleFor(matches: readonly TitledMatch[], language: VisitorLanguage): string {
  const deepest = matches.at(-1);
  const { name } = language.product;
  if (!deepest || deepest.routeId === rootRouteId) return `${language.messages.notFound.title} · ${name}`;
  const { title } = deepest.staticData;
  if (title === undefined) return name;
  return `${typeof title === 'string' ? title : title(language)} · ${name}`;
}
