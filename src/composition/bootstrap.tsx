import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { globalPrivacyControl } from '../platform/global-privacy-control';
import { installGlobalErrorCapture } from '../ui/shell/global-error-capture';
import { buildConfig } from './build-config';
import { createShellContainer, resolveShellPorts } from './container';
import { exposeMemoryAdapters } from './memory-recordings';
import { createShellRouter, type ShellRouter } from './router';

/** Reads the config, binds every port, and renders the shell into `rootElement`. */
export function bootstrapShell(rootElement: HTMLElement): void {
  // The ports exist before the router (it carries them); adapters that need the router read it later.
  const built: { router?: ShellRouter } = {};
  const container = createShellContainer(buildConfig, {
    getStorage: () => window.localStorage,
    otherTabs: window,
    globalPrivacyControl: globalPrivacyControl(),
    getRouter: () => built.router,
  });
  // Before the ports: the fakes must exist to record from the first call.
  exposeMemoryAdapters(buildConfig, container);
  const ports = resolveShellPorts(container);
  // Installed before the first render so an error thrown while rendering or loading is not missed.
  installGlobalErrorCapture(ports.errors);
  const router = createShellRouter({ ports, consentMode: buildConfig.consentMode });
  built.router = router;
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
