import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import type { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import type { MemoryConsentStore } from '../adapters/memory/memory-consent-store.adapter';
import type { MemoryErrorReporter } from '../adapters/memory/memory-error-reporter.adapter';
import type { MemoryHeatmapLoader } from '../adapters/memory/memory-heatmap-loader.adapter';
import type { MemoryPixelSink } from '../adapters/memory/memory-pixel-sink.adapter';
import type { ConsentMode } from '../domain/consent';
import type { ShellConfig } from '../domain/shell-config';
import { DEFAULT_TUNNEL_PATH } from '../domain/tunnel-path.schema';
import type { ShellPorts } from '../ports/shell-ports';
import type { ExtraPage } from '../ui/routes/route-tree';
import { createShellContainer, resolveAdapter, resolveShellPorts } from './container';
import { createShellRouter, type ShellRouter } from './router';

/** Every port on its in-memory fake; each fake records the calls it received. */
export interface ShellFakes {
  readonly consent: MemoryConsentStore;
  readonly analytics: MemoryAnalyticsSink;
  readonly pixel: MemoryPixelSink;
  readonly heatmap: MemoryHeatmapLoader;
  readonly errors: MemoryErrorReporter;
}

export interface RenderWithShellOptions {
  /** The URL to start at, e.g. "/privacy" or "/?tab=a". Defaults to "/". */
  readonly path?: string;
  /** Pages of your own to mount inside the shell, next to the shell's pages. */
  readonly pages?: readonly ExtraPage[];
  /** "accepted" renders as a returning visitor (no banner); "declined" as one who declined in opt-in mode. Defaults to "unknown". */
  readonly consent?: 'unknown' | 'accepted' | 'declined';
  /** "opt-in" holds every vendor call until consent is given. Defaults to "notice" (SPEC). */
  readonly consentMode?: ConsentMode;
  /** Renders as a browser that sends Global Privacy Control: the pixel receives nothing. Defaults to false. */
  readonly globalPrivacyControl?: boolean;
  /** Wraps the app in React.StrictMode, as the real entry point does. Defaults to true. */
  readonly strict?: boolean;
  /** Replace a port with your own implementation (a spy, or one that throws); `fakes` keeps the memory ones. */
  readonly overrides?: Partial<ShellPorts>;
}

export type RenderWithShellResult = RenderResult & { readonly router: ShellRouter; readonly fakes: ShellFakes };

const ALL_MEMORY: ShellConfig = {
  consent: { adapter: 'memory' },
  consentMode: 'notice',
  analytics: { adapter: 'memory' },
  pixel: { adapter: 'memory' },
  heatmap: { adapter: 'memory' },
  errors: { adapter: 'memory' },
  inspector: false,
  monitoring: { tunnelPath: DEFAULT_TUNNEL_PATH },
};

/**
 * Renders a page inside the real shell (layout, banner, page views) with every port on an in-memory
 * fake, through the same container and router the app uses. Await it: the router resolves the
 * first route before rendering, so the page is on screen when the promise settles.
 *
 *   const { fakes, router } = await renderWithShell({ path: '/privacy' });
 *   expect(fakes.analytics.pageViews).toHaveLength(1);
 */
export async function renderWithShell(options: RenderWithShellOptions = {}): Promise<RenderWithShellResult> {
  const { path = '/', pages = [], consent = 'unknown', consentMode = 'notice', globalPrivacyControl = false, strict = true, overrides = {} } = options;
  const container = createShellContainer({ ...ALL_MEMORY, consentMode }, { getStorage: () => window.localStorage, globalPrivacyControl });
  const fakes = {
    consent: resolveAdapter(container, 'consent'),
    analytics: resolveAdapter(container, 'analytics'),
    pixel: resolveAdapter(container, 'pixel'),
    heatmap: resolveAdapter(container, 'heatmap'),
    errors: resolveAdapter(container, 'errors'),
  } as ShellFakes;
  if (consent !== 'unknown') {
    if (consent === 'accepted') fakes.consent.accept();
    else fakes.consent.decline();
    fakes.consent.log.clear();
  }
  const ports = resolveShellPorts(container);
  const router = createShellRouter({
    ports: { ...ports, ...overrides },
    consentMode,
    history: createMemoryHistory({ initialEntries: [path] }),
    extraPages: pages,
  });
  await router.load();
  const app = <RouterProvider router={router} />;
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router, fakes };
}
