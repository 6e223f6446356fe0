import { createRootRouteWithContext, createRoute, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { HomePage, parseHomeSearch } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import type { ShellContext } from '../shell-context';
import { ShellLayout } from '../shell/shell-layout';

/** A page a product (or a test) adds to the shell. */
export interface ExtraPage {
  readonly path: string;
  readonly component: RouteComponent;
  /** Shown in the tab as "title · Shellkit" and carried by the page view. */
  readonly title?: string;
}

/**
 * The shell's routes: the root route is SPEC's /_app entry, the layout every page sits in.
 * A factory, not module singletons, so tests and products can build trees with their own pages.
 */
export function createShellRouteTree(extraPages: readonly ExtraPage[] = []) {
  const rootRoute = createRootRouteWithContext<ShellContext>()({
    component: ShellLayout,
    notFoundComponent: NotFoundPage,
  });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: HomePage,
    validateSearch: parseHomeSearch,
  });
  const privacyRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/privacy',
    // Its own chunk: every visitor pays for the shell, few read the policy. The router fetches it
    // before rendering a deep link, and on hover or focus of a link to it (defaultPreload: 'intent').
    component: lazyRouteComponent(() => import('../pages/privacy-page'), 'PrivacyPage'),
    staticData: { title: 'Privacy policy' },
  });
  const extraRoutes = extraPages.map((page) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: page.path,
      component: page.component,
      staticData: page.title === undefined ? {} : { title: page.title },
    }),
  );
  return rootRoute.addChildren([homeRoute, privacyRoute, ...extraRoutes]);
}
