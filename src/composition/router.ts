import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ConsentMode } from '../domain/consent';
import type { ShellPorts } from '../ports/shell-ports';
import type { InspectorFeed } from '../ui/inspector/inspector-feed';
import type { PrivacyService } from '../ui/shell-context';
import { createShellRouteTree, type ExtraPage } from '../ui/routes/route-tree';
import { ShellErrorView } from '../ui/shell/shell-error-view';

export interface ShellRouterOptions {
  readonly ports: ShellPorts;
  readonly consentMode?: ConsentMode;
  readonly privacyServices?: readonly PrivacyService[];
  readonly inspector?: InspectorFeed;
  readonly history?: RouterHistory;
  readonly extraPages?: readonly ExtraPage[];
}

/** Built once per page with a complete context: the ports exist before the router does. */
export function createShellRouter({ ports, consentMode = 'notice', privacyServices = [], inspector, history, extraPages = [] }: ShellRouterOptions) {
  return createRouter({
    routeTree: createShellRouteTree(extraPages),
    context: { ports, consentMode, privacyServices, ...(inspector ? { inspector } : {}) },
    ...(history ? { history } : {}),
    // A page that fails to render shows the recovery view inside the shell, not instead of it.
    defaultErrorComponent: ShellErrorView,
    scrollRestoration: true,
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
