import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellActivity } from '../domain/shell-activity';
import { globalPrivacyControl } from '../platform/global-privacy-control';
import { vendorStatusBoard } from '../platform/vendor-status';
import { PORT_NAMES } from '../ports/shell-ports';
import type { InspectorFeed } from '../ui/inspector/inspector-feed';
import { installGlobalErrorCapture } from '../ui/shell/global-error-capture';
import { buildConfig } from './build-config';
import { createShellContainer, resolveShellPorts } from './container';
import { exposeMemoryAdapters } from './memory-recordings';
import { createShellRouter, type ShellRouter } from './router';
import { recordShellActivity } from './shell-activity-recorder';

function inspectorFeed(gpc: boolean): InspectorFeed {
  return {
    activity: new ShellActivity(),
    vendors: vendorStatusBoard,
    adapters: Object.fromEntries(PORT_NAMES.map((port) => [port, buildConfig[port].adapter])) as InspectorFeed['adapters'],
    globalPrivacyControl: gpc,
  };
}

/** Reads the config, binds every port, and renders the shell into `rootElement`. */
export function bootstrapShell(rootElement: HTMLElement): void {
  // The ports exist before the router (it carries them); adapters that need the router read it later.
  const built: { router?: ShellRouter } = {};
  const gpc = globalPrivacyControl();
  const container = createShellContainer(buildConfig, {
    getStorage: () => window.localStorage,
    otherTabs: window,
    globalPrivacyControl: gpc,
    getRouter: () => built.router,
  });
  // Before the ports: the fakes must exist to record from the first call.
  exposeMemoryAdapters(buildConfig, container);
  const gatedPorts = resolveShellPorts(container);
  const inspector = buildConfig.inspector ? inspectorFeed(gpc) : undefined;
  const ports = inspector ? recordShellActivity(gatedPorts, buildConfig, inspector.activity, inspector.vendors) : gatedPorts;
  // Installed before the first render so an error thrown while rendering or loading is not missed.
  installGlobalErrorCapture(ports.errors);
  const router = createShellRouter({ ports, consentMode: buildConfig.consentMode, ...(inspector ? { inspector } : {}) });
  built.router = router;
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
