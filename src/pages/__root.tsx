import { createRootRouteWithContext } from '@tanstack/react-router';
import type { ShellContext } from '../ui/shell-context';
import { NotFoundPage } from '../ui/shell/not-found-page';
import { ShellLayout } from '../ui/shell/shell-layout';

/**
 * The shell's own root route (TanStack's name for the file every page sits in): SPEC §2's /_app, the
 * layout around every page, with the shell's context (the ports) for every route. Not a product's to edit.
 */
export const Route = createRootRouteWithContext<ShellContext>()({
  component: ShellLayout,
  notFoundComponent: NotFoundPage,
});
