import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../pages/not-found-page';
import type { ShellContext } from '../shell-context';
import { ShellLayout } from '../shell/shell-layout';

/** SPEC §2's /_app: the layout every page sits in, with the shell's context (the ports) for every route. */
export const Route = createRootRouteWithContext<ShellContext>()({
  component: ShellLayout,
  notFoundComponent: NotFoundPage,
});
