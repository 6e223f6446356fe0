import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { ShellPorts } from '../../ports/shell-ports';

export function usePorts(): ShellPorts {
  return useRouteContext({ from: rootRouteId, select: (context) => context.ports });
}
