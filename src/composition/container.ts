import { Container, ContainerModule, type Newable } from 'inversify';
import { LocalStorageConsentStore } from '../adapters/local-storage/local-storage-consent-store.adapter';
import { MemoryAnalyticsSink } from '../adapters/memory/memory-analytics-sink.adapter';
import { MemoryConsentStore } from '../adapters/memory/memory-consent-store.adapter';
import { MemoryErrorReporter } from '../adapters/memory/memory-error-reporter.adapter';
import { MemoryHeatmapLoader } from '../adapters/memory/memory-heatmap-loader.adapter';
import { MemoryPixelSink } from '../adapters/memory/memory-pixel-sink.adapter';
import type { ShellConfig } from '../domain/shell-config';
import type { ServiceIdentifier } from '../ports/service-identifier';
import type { ShellPorts } from '../ports/shell-ports';
import { TOKENS } from '../ports/tokens';

export interface BrowserFacilities {
  readonly getStorage: () => Storage;
}

/** For each adapter name a port's config can hold, the class that implements it: a missing one is a type error. */
type AdapterClasses<Config extends { readonly adapter: string }, Port> = {
  readonly [Name in Config['adapter']]: Newable<Port>;
};

// One module per port, as Theia does per area: it binds the port's token to the adapter the config names.
function portModule<Port, Config extends { readonly adapter: string }>(
  token: ServiceIdentifier<Port>,
  config: Config,
  adapters: AdapterClasses<Config, Port>,
): ContainerModule {
  const adapter: Newable<Port> = adapters[config.adapter as Config['adapter']];
  return new ContainerModule(({ bind }) => {
    bind<Port>(token).to(adapter).inSingletonScope();
  });
}

function browserModule(browser: BrowserFacilities): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.BrowserStorage).toConstantValue(browser.getStorage);
  });
}

export function createShellContainer(config: ShellConfig, browser: BrowserFacilities): Container {
  const container = new Container();
  container.load(
    browserModule(browser),
    portModule(TOKENS.ConsentStore, config.consent, { 'local-storage': LocalStorageConsentStore, memory: MemoryConsentStore }),
    portModule(TOKENS.AnalyticsSink, config.analytics, { memory: MemoryAnalyticsSink }),
    portModule(TOKENS.PixelSink, config.pixel, { memory: MemoryPixelSink }),
    portModule(TOKENS.HeatmapLoader, config.heatmap, { memory: MemoryHeatmapLoader }),
    portModule(TOKENS.ErrorReporter, config.errors, { memory: MemoryErrorReporter }),
  );
  return container;
}

function resolve<T>(container: Container, token: ServiceIdentifier<T>): T {
  return container.get<T>(token);
}

/** The only place ports are pulled out of the container; from here on they travel in the router context. */
export function resolveShellPorts(container: Container): ShellPorts {
  return {
    consent: resolve(container, TOKENS.ConsentStore),
    analytics: resolve(container, TOKENS.AnalyticsSink),
    pixel: resolve(container, TOKENS.PixelSink),
    heatmap: resolve(container, TOKENS.HeatmapLoader),
    errors: resolve(container, TOKENS.ErrorReporter),
  };
}
