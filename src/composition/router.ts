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
  readonly consentReceipts?: ConsentReceipts;
  readonly history?: RouterHistory;
  /**
   * Restores the scroll position on back and forward (the default). Off when rendering to HTML: the
   * router would write an inline script into the page for it, which the CSP refuses and the browser's
   * render does not produce; the browser's router restores scroll on its own.
   */
  readonly scrollRestoration?: boolean;
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
  consentReceipts,
  history,
  scrollRestoration = true,
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
      ...(inspector ? { inspector } : {}),
      ...(consentReceipts ? { consentReceipts } : {}),
    },
    ...(history ? { history } : {}),
    // A page that fails to render shows the recovery view inside the shell, not instead of it.
    defaultErrorComponent: ShellErrorView,
    scrollRestoration,
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
