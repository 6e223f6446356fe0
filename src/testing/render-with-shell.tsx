import { createRoute, RouterProvider, type AnyRoute, type RouteComponent } from '@tanstack/react-router';
import { EMBED_SERVICES } from '../composition/embed-registry';
import { parseEmbedEnv } from '../domain/embed-config.schema';
import { render, within, type RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import type { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryConsentPersistence } from '../adapters/memory/memory-consent-persistence.adapter';
import { MemoryConsentRecorder } from '../adapters/memory/memory-consent-recorder.adapter';
import type { MemoryErrorReporter } from '../adapters/memory/memory-error-reporter.adapter';
import type { MemoryHeatmapLoader } from '../adapters/memory/memory-heatmap-loader.adapter';
import type { MemoryPixelSink } from '../adapters/memory/memory-pixel-sink.adapter';
import { MemoryAnalyticsSink as FreshAnalytics } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryErrorReporter as FreshErrors } from '../adapters/memory/memory-error-reporter.adapter';
import { MemoryHeatmapLoader as FreshHeatmap } from '../adapters/memory/memory-heatmap-loader.adapter';
import { MemoryPixelSink as FreshPixel } from '../adapters/memory/memory-pixel-sink.adapter';
import { VENDOR_COMPOSITION_MODULES } from '../composition/compose-vendors';
import { shellContainer } from '../composition/container';
import type { ShellRouter } from '../composition/router';
import { shellModule } from '../composition/shell-module';
import { COMPOSED_VENDORS, CONSENT_ENGINE, need, SHELL_ROUTER } from '../composition/tokens';
import type { ConsentMode, PurposeChoices } from '../domain/consent';
import type { ConsentPolicy } from '../domain/shell-config';
import type { VendorPorts } from '../ports/vendor-descriptor';
import type { LaterTask } from '../platform/later-task';
import { atOnce } from './manual-later-tasks';
import type { MemoryConsentStore } from './memory-consent-store';
import { testConfig, testHostModule } from './test-host-module';
import { routeTree } from 'shellkit:route-tree';
import { loadLanguage } from '../i18n/product-languages';

/** Every port on its in-memory fake; each fake records the calls it received. */
export interface ShellFakes {
  /** The consent store the page reads (decisions made through it are not recorded in the ledger), and every save it made. */
  readonly consent: MemoryConsentStore;
  readonly analytics: MemoryAnalyticsSink;
  readonly pixel: MemoryPixelSink;
  readonly heatmap: MemoryHeatmapLoader;
  readonly errors: MemoryErrorReporter;
  /** The consent ledger's fake: every record sent (with `consentLedger: true`), acknowledged unless told otherwise. */
  readonly consentRecords: MemoryConsentRecorder;
}

export interface RenderWithShellOptions {
  /** The URL to start at, e.g. "/privacy" or "/?tab=a". Defaults to "/". */
  readonly path?: string;
  /**
   * Throwaway pages for this test only, mounted beside the app's own (every file in src/pages/ is
   * there already: render it by its path).
   */
  readonly pages?: readonly TestPage[];
  /**
   * "accepted" renders as a returning visitor (no banner); "declined" as one who refused everything;
   * a choice per purpose as one who chose in the preferences view. Defaults to "unknown".
   */
  readonly consent?: 'unknown' | 'accepted' | 'declined' | PurposeChoices;
  /** "opt-in" holds every vendor call until consent is given. Defaults to "notice" (SPEC). */
  readonly consentMode?: ConsentMode;
  /** The policy revision and how long an opt-in decision holds. Defaults to revision "1", 12 months. */
  readonly consentPolicy?: ConsentPolicy;
  /** Renders as a browser that sends Global Privacy Control: the pixel receives nothing. Defaults to false. */
  readonly globalPrivacyControl?: boolean;
  /** Wraps the app in React.StrictMode, as the real entry point does. Defaults to true. */
  readonly strict?: boolean;
  /**
   * Serve a port with an adapter of your own (a spy, or one that throws), behind the shell's real
   * pipeline: consent, queueing and failure isolation apply to it as to a vendor.
   */
  readonly overrides?: Partial<VendorPorts>;
  /** Renders as a page whose server keeps a consent ledger: each decision is sent to `fakes.consentRecords`. Defaults to false. */
  readonly consentLedger?: boolean;
  /** The page's language, one of the shipped catalogs (src/i18n/catalogs.ts). Defaults to "en". */
  readonly language?: string;
  /**
   * Where vendor work runs: each call to an adapter and each decision the vendors hear. The page runs
   * it after the next paint; by default here it runs at once, so a test reads the fakes right away.
   * Give it `manualLaterTasks().later` to see what happens inside a click and what only later.
   */
  readonly later?: LaterTask;
  /**
   * The embed services the config lists, as VITE_EMBEDS (and VITE_EMBED_IFRAME_ORIGINS, VITE_EMBED_IFRAME_PURPOSE) would:
   * `{ VITE_EMBEDS: 'youtube,vimeo' }`. None by default, so an `<Embed>` fails as on a site that did not list it.
   */
  readonly embeds?: Readonly<Record<string, string>>;
}

/** A page mounted for one test: a path, a component, and the title the tab and page views show. */
export interface TestPage {
  readonly path: string;
  readonly component: RouteComponent;
  readonly title?: string;
}

// The generated tree is one shared object: each render resets its children to the app's own, then adds the test's pages.
const appPages: readonly AnyRoute[] = Object.values(routeTree.children ?? {});

function mountTestPages(pages: readonly TestPage[]): void {
  const extra = pages.map((page) =>
    createRoute({
      getParentRoute: () => routeTree,
      path: page.path,
      component: page.component,
      staticData: page.title === undefined ? {} : { title: page.title },
    }),
  );
  routeTree.addChildren([...appPages, ...extra]);
}

export type RenderWithShellResult = RenderResult & {
  readonly router: ShellRouter;
  readonly fakes: ShellFakes;
  /**
   * Testing Library's queries within the page (its `<main>`), without the shell around it: the shell's own
   * hidden live region (`role="status"`, outside `<main>`) makes `screen.getByRole('status')` find two;
   * `page.getByRole('status')` finds the page's own.
   */
  readonly page: ReturnType<typeof within>;
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
  const {
    path = '/',
    pages = [],
    consent = 'unknown',
    consentMode = 'notice',
    globalPrivacyControl = false,
    strict = true,
    overrides = {},
    later = atOnce,
  } = options;
  const language = await loadLanguage(options.language ?? 'en');
  const persistence = new MemoryConsentPersistence();
  const consentRecords = new MemoryConsentRecorder();
  const embeds = options.embeds ? parseEmbedEnv(options.embeds, EMBED_SERVICES) : undefined;
  if (embeds && !embeds.ok) throw new Error(`renderWithShell: ${embeds.error}`);
  const config = testConfig({
    consentMode,
    consentPolicy: options.consentPolicy,
    consentLedger: options.consentLedger,
    embeds: embeds?.config,
  });
  const host = { config, language, path, persistence, globalPrivacyControl, consentRecords, later, overrides };
  mountTestPages(pages);
  // The shell's module and the tests', and the vendors composed at once, not after a paint: every fake records from the first call.
  const container = shellContainer(shellModule, testHostModule(host), ...VENDOR_COMPOSITION_MODULES);
  const recorded = need(container, COMPOSED_VENDORS).recordings;
  // A port served by an override still has a fake, so `fakes` is complete; it records nothing.
  const fakes = {
    consent: { ...need(container, CONSENT_ENGINE), log: persistence.log },
    consentRecords,
    analytics: recorded.analytics ?? new FreshAnalytics(),
    pixel: recorded.pixel ?? new FreshPixel(),
    heatmap: recorded.heatmap ?? new FreshHeatmap(),
    errors: recorded.errors ?? new FreshErrors(),
  } as ShellFakes;
  if (consent !== 'unknown') {
    if (consent === 'accepted') fakes.consent.accept();
    else if (consent === 'declined') fakes.consent.decline();
    else fakes.consent.choose(consent);
    fakes.consent.log.clear();
  }
  const router = need(container, SHELL_ROUTER);
  await router.load();
  const app = <RouterProvider router={router} />;
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  const main = result.container.querySelector('main');
  if (!main) throw new Error('renderWithShell: the shell rendered no <main> for the page');
  return { ...result, router, fakes, page: within(main) };
}
