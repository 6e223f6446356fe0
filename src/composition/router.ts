import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ShellContext } from '../ui/shell-context';
import { routeTree } from 'shellkit:route-tree';
import { ShellErrorView } from '../ui/shell/shell-error-view';

export interface ShellRouterOptions {
  /** The context, complete (buildShellContext): the router is built after it, and nothing is added to it later. */
  readonly context: ShellContext;
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
export function createShellRouter({ context, history, scrollRestoration = 'always' }: ShellRouterOptions) {
  return createRouter({
    // Every page file under src/pages/ (the shell's and the product's), generated beside them by the router's Vite plugin.
    routeTree,
    context,
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
