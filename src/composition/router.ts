import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ConsentMode } from '../domain/consent';
import type { ShellPorts } from '../ports/shell-ports';
import { createShellRouteTree, type ExtraPage } from '../ui/routes/route-tree';
import { ShellErrorView } from '../ui/shell/shell-error-view';

export interface ShellRouterOptions {
  readonly ports: ShellPorts;
  readonly consentMode?: ConsentMode;
  readonly history?: RouterHistory;
  readonly extraPages?: readonly ExtraPage[];
}

/** Built once per page with a complete context: the ports exist before the router does. */
export function createShellRouter({ ports, consentMode = 'notice', history, extraPages = [] }: ShellRouterOptions) {
  return createRouter({
    routeTree: createShellRouteTree(extraPages),
    context: { ports, consentMode },
    ...(history ? { history } : {}),
    // A page that fails to render shows the recovery view inside the shell, not instead of it.
    defaultErrorComponent: ShellErrorView,
    scrollRestoration: true,
  });
}

export type ShellRouter = ReturnType<typeof createShellRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ShellRouter;
  }
}
