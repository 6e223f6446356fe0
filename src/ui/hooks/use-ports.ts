import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { ConsentMode } from '../../domain/consent';
import type { ShellPorts } from '../../ports/shell-ports';

export function usePorts(): ShellPorts {
  return useRouteContext({ from: rootRouteId, select: (context) => context.ports });
}

export function useConsentMode(): ConsentMode {
  return useRouteContext({ from: rootRouteId, select: (context) => context.consentMode });
}
