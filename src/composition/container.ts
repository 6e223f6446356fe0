import type { AnyRouter } from '@tanstack/react-router';
import { Container, ContainerModule, type ResolutionContext } from 'inversify';
import { LocalStorageConsentStore } from '../adapters/local-storage/local-storage-consent-store.adapter';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryConsentStore } from '../adapters/memory/memory-consent-store.adapter';
import { MemoryErrorReporter } from '../adapters/memory/memory-error-reporter.adapter';
import { MemoryHeatmapLoader } from '../adapters/memory/memory-heatmap-loader.adapter';
import { MemoryPixelSink } from '../adapters/memory/memory-pixel-sink.adapter';
import type { ShellConfig } from '../domain/shell-config';
import { GatedAnalyticsSink, GatedHeatmapLoader, GatedPixelSink } from './consent-gates';
import { lazyAdapter } from './lazy-adapter';
import { permissionSignal, type PrivacySettings } from './permission-signals';
import type { ServiceIdentifier } from '../ports/service-identifier';
import type { ShellPorts } from '../ports/shell-ports';
import { TOKENS } from '../ports/tokens';

export interface BrowserFacilities {
  readonly getStorage: () => Storage;
  /** Where `storage` events from other tabs arrive (the window); none in tests that do not need them. */
  readonly otherTabs?: Pick<Window, 'addEventListener'>;
  /** navigator.globalPrivacyControl === true. */
  readonly globalPrivacyControl?: boolean;
  /** The router, once built: the Sentry adapter names its traces after routes. Undefined in tests without one. */
  readonly getRouter?: () => AnyRouter | undefined;
}

/**
 * Vendor adapters are made through lazyAdapter: their modules are fetched after the entry, so none
 * of their code (let alone their SDKs) is in the initial JavaScript.
 *
 * For each adapter name a port's config can hold, how to make that adapter from its own slice of
 * the config: a missing adapter, or one given another vendor's options, is a type error.
 */
type AdapterFactories<Config extends { readonly adapter: string }, Port> = {
  readonly [Name in Config['adapter']]: (config: Extract<Config, { readonly adapter: Name }>, context: ResolutionContext) => Port;
};

// One module per port, as Theia does per area: it binds the port's token to the adapter the config names.
function portModule<Port, Config extends { readonly adapter: string }>(
  token: ServiceIdentifier<Port>,
  config: Config,
  factories: AdapterFactories<Config, Port>,
): ContainerModule {
  const create = factories[config.adapter as Config['adapter']] as (config: Config, context: ResolutionContext) => Port;
  return new ContainerModule(({ bind }) => {
    bind<Port>(token)
      .toDynamicValue((context) => create(config, context))
      .inSingletonScope();
  });
}

// Composition's own: how the ports are gated by consent. Not a port, so not in ports/tokens.ts.
const PRIVACY_SETTINGS = Symbol.for('shellkit.PrivacySettings') as ServiceIdentifier<PrivacySettings>;

function browserModule(browser: BrowserFacilities, privacy: PrivacySettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PRIVACY_SETTINGS).toConstantValue(privacy);
  });
}

export function createShellContainer(config: ShellConfig, browser: BrowserFacilities): Container {
  const getRouter = browser.getRouter ?? (() => undefined);
  const privacy: PrivacySettings = { mode: config.consentMode, globalPrivacyControl: browser.globalPrivacyControl ?? false };
  const container = new Container();
  container.load(
    browserModule(browser, privacy),
    portModule(TOKENS.ConsentStore, config.consent, {
      'local-storage': () => new LocalStorageConsentStore(browser.getStorage, browser.otherTabs),
      memory: () => new MemoryConsentStore(),
    }),
    portModule(TOKENS.AnalyticsSink, config.analytics, {
      memory: () => new MemoryAnalyticsSink(),
      segment: (segment) =>
        lazyAdapter('Segment', ['page', 'track'], () =>
          import('../adapters/segment/segment-analytics-sink.adapter').then(({ SegmentAnalyticsSink }) => new SegmentAnalyticsSink(segment)),
        ),
      posthog: (posthog) =>
        lazyAdapter('PostHog', ['page', 'track'], () =>
          import('../adapters/posthog/posthog-analytics-sink.adapter').then(({ PostHogAnalyticsSink }) => new PostHogAnalyticsSink(posthog)),
        ),
    }),
    portModule(TOKENS.PixelSink, config.pixel, {
      memory: () => new MemoryPixelSink(),
      'meta-pixel': (metaPixel) =>
        lazyAdapter('Meta pixel', ['track'], () =>
          import('../adapters/meta-pixel/meta-pixel-sink.adapter').then(({ MetaPixelSink }) => new MetaPixelSink(metaPixel)),
        ),
    }),
    portModule(TOKENS.HeatmapLoader, config.heatmap, {
      memory: () => new MemoryHeatmapLoader(),
      hotjar: (hotjar) =>
        lazyAdapter('Hotjar', ['load'], () =>
          import('../adapters/hotjar/hotjar-heatmap-loader.adapter').then(({ HotjarHeatmapLoader }) => new HotjarHeatmapLoader(hotjar)),
        ),
      clarity: (clarity) =>
        lazyAdapter('Clarity', ['load'], () =>
          import('../adapters/clarity/clarity-heatmap-loader.adapter').then(({ ClarityHeatmapLoader }) => new ClarityHeatmapLoader(clarity)),
        ),
    }),
    portModule(TOKENS.ErrorReporter, config.errors, {
      memory: () => new MemoryErrorReporter(),
      sentry: (sentry, context) => {
        const replayPermission = permissionSignal('replay', context.get(TOKENS.ConsentStore), privacy);
        return lazyAdapter('Sentry', ['captureException'], () =>
          import('../adapters/sentry/sentry-error-reporter.adapter').then(
            ({ SentryErrorReporter }) => new SentryErrorReporter(sentry, { getRouter, replayPermission }),
          ),
        );
      },
    }),
  );
  return container;
}

function resolve<T>(container: Container, token: ServiceIdentifier<T>): T {
  return container.get<T>(token);
}

/**
 * The only place ports are pulled out of the container; from here on they travel in the router
 * context. Consent-governed ports are gated: their adapter is resolved (and its vendor loaded)
 * only once consent permits, which in notice mode is at once. Error reports are not gated.
 */
export function resolveShellPorts(container: Container): ShellPorts {
  const consent = resolve(container, TOKENS.ConsentStore);
  const privacy = resolve(container, PRIVACY_SETTINGS);
  return {
    consent,
    analytics: new GatedAnalyticsSink(permissionSignal('analytics', consent, privacy), () => resolve(container, TOKENS.AnalyticsSink)),
    pixel: new GatedPixelSink(permissionSignal('pixel', consent, privacy), () => resolve(container, TOKENS.PixelSink)),
    heatmap: new GatedHeatmapLoader(permissionSignal('heatmap', consent, privacy), () => resolve(container, TOKENS.HeatmapLoader)),
    errors: resolve(container, TOKENS.ErrorReporter),
  };
}

const ADAPTER_TOKENS: { readonly [Port in keyof ShellPorts]: ServiceIdentifier<ShellPorts[Port]> } = {
  consent: TOKENS.ConsentStore,
  analytics: TOKENS.AnalyticsSink,
  pixel: TOKENS.PixelSink,
  heatmap: TOKENS.HeatmapLoader,
  errors: TOKENS.ErrorReporter,
};

/**
 * The adapter behind a port's gate, as the config chose it, for testers' fakes. Resolving creates
 * it, so call this only for adapters that load nothing (the in-memory ones).
 */
export function resolveAdapter<Port extends keyof ShellPorts>(container: Container, port: Port): ShellPorts[Port] {
  return resolve(container, ADAPTER_TOKENS[port]);
}
