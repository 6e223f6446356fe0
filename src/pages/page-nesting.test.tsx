import { createMemoryHistory, createRouter, type AnyRoute, type RouteComponent } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '../testing/render-with-shell';
import type { ShellContext } from '../ui/shell-context';
import { routeTree } from 'shellkit:route-tree';

/**
 * File routes nest by name: `pricing.tsx` beside `pricing/enterprise.tsx` makes the first a layout
 * and the second its child, shown only where the layout renders an <Outlet/>. Without one,
 * /pricing/enterprise shows the Pricing page and nothing (typecheck, build) says so. This walks the
 * generated tree and catches that for every page that has pages under it, the shell's root included.
 */
const childrenOf = (route: AnyRoute): AnyRoute[] => Object.values((route.children ?? {}) as Record<string, AnyRoute>);

function parentsAndChildren(route: AnyRoute): { parent: AnyRoute; child: AnyRoute }[] {
  return childrenOf(route).flatMap((child) => [{ parent: route, child }, ...parentsAndChildren(child)]);
}

/** A URL the route matches, each path parameter filled in; a pathless layout is reached through its first page. */
function urlOf(route: AnyRoute): string {
  const [first] = childrenOf(route);
  if ((route.options as { readonly path?: string }).path === undefined && first) return urlOf(first);
  return String(route.fullPath).replace(/\{-?\$[^}]*\}|\$[^/]*/g, 'probe') || '/';
}

/** Stands in for the child page, so the check needs nothing from the page itself. */
const ChildPage = () => <p data-testid="child-page">the child page</p>;

// A router initialises the tree (each route's id and full path are known from then on); this one is never rendered.
createRouter({ routeTree, history: createMemoryHistory(), context: {} as ShellContext });
const pairs = parentsAndChildren(routeTree as AnyRoute).map(({ parent, child }) => ({
  parent,
  child,
  name: `${String(parent.id)} shows ${String(child.id)} at ${urlOf(child)}`,
}));

describe('pages with pages under them', () => {
  afterEach(() => cleanup());

  it.each(pairs)('$name: it renders an <Outlet/>', async ({ parent, child }) => {
    const own = child.options.component;
    child.update({ component: ChildPage });
    try {
      await renderWithShell({ path: urlOf(child), consent: 'accepted' });
      expect(
        screen.queryByTestId('child-page') !== null,
        `${String(parent.id)} has pages under it but renders no <Outlet/>: ${urlOf(child)} shows the parent's page. ` +
          'Render <Outlet/> where the child goes, or make them two pages: move the parent to <name>/index.tsx.',
      ).toBe(true);
    } finally {
      // Undefined when the page had none: put back as it was.
      child.update({ component: own } as { component: RouteComponent });
    }
  });
});
