import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ConsentMode } from '../domain/consent';
import type { VisitorLanguage } from '../i18n/catalogs';
import type { ConsentReceipts } from '../ports/consent-receipts.port';
import type { ShellPorts } from '../ports/shell-ports';
import type { InspectorFeed } from '../ui/inspector/inspector-feed';
import type { PrivacyService } from '../ui/shell-context';
import { routeTree } from '../pages/route-tree.gen';
import { ShellErrorView } from '../ui/shell/shell-error-view';

export interface ShellRouterOptions {
  readonly ports: ShellPorts;
  /** The page's language: one per page, its catalog loaded before the router is built. */
  readonly language: VisitorLanguage;
  /** The site's languages (VITE_LANGUAGES), for the language choice; the page's own alone unless given. */
  readonly offeredLanguages?: readonly string[];
  /** The page's server answers the language choice's form (the page config's `languageChoiceServed`). */
  readonly languageChoiceServed?: boolean;
  readonly consentMode?: ConsentMode;
  readonly globalPrivacyControl?: boolean;
  readonly reconsentAfterMonths?: number;
  readonly privacyServices?: readonly PrivacyService[];
  readonly inspector?: InspectorFeed;
  /** The config's `consentLedger`: the server's render and the browser's both get it. */
  readonly consentLedger?: boolean;
  readonly consentReceipts?: ConsentReceipts;
  readonly history?: RouterHistory;
  /**
   * The router's scroll handling: to the top on a new page, back where it was on back and forward.
   * - `always` (the default): from the first render on, for a page the app renders itself.
   * - `after-the-first-render`: a page painted from its HTML before the app came (it hydrates). The visitor
   *   may have scrolled it by then, and on a reload or a return the browser has put it back where it was;
   *   the router taking them to the top as it takes the page over would move it under their finger.
   * - `never`: rendering to HTML. The router would write an inline script into the page for it, which the
   *   CSP refuses and the browser's render does not produce; the browser's router restores scroll on its own.
   */
  readonly scrollRestoration?: 'always' | 'after-the-first-render' | 'never';
}

/** The router's `scrollRestoration` option: asked at each render the router reports, so it can pass over the first. */
function scrollRestorationOption(when: NonNullable<ShellRouterOptions['scrollRestoration']>): boolean | (() => boolean) {
  if (when !== 'after-the-first-render') return when === 'always';
  let firstRender = true;
  return () => {
    const restore = !firstRender;
    firstRender = false;
    return restore;
  };
}

/** Built once per page with a complete context: the ports exist before the router does. */
export function createShellRouter({
  ports,
  language,
  offeredLanguages = [language.code],
  languageChoiceServed = false,
  consentMode = 'notice',
  globalPrivacyControl = false,
  reconsentAfterMonths = 12,
  privacyServices = [],
  inspector,
  consentLedger = false,
  consentReceipts,
  history,
  scrollRestoration = 'always',
}: ShellRouterOptions) {
  return createRouter({
    // Every page file under src/pages/ (the shell's and the product's), generated beside them by the router's Vite plugin.
    routeTree,
    context: {
      ports,
      language,
      offeredLanguages,
      languageChoiceServed,
      consentMode,
      globalPrivacyControl,
      reconsentAfterMonths,
      privacyServices,
      consentLedger,
      ...(inspector ? { inspector } : {}),
      ...(consentReceipts ? { consentReceipts } : {}),
    },
    ...(history ? { history } : {}),
    // A page that fails to render shows the recovery view inside the shell, not instead of it.
    defaultErrorComponent: ShellErrorView,
    scrollRestoration: scrollRestorationOption(scrollRestoration),
    // Lazily loaded pages are fetched when a link to them is hovered or focused, before the click.
    defaultPreload: 'intent',
  });
}

export type ShellRouter = ReturnType<typeof createShellRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ShellRouter;
  }
}
