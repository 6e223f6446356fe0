import { Container, ContainerModule } from 'inversify';
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

// One module per area, as Theia does; each binds its port to the adapter the config names.
function consentModule(config: ShellConfig['consent'], browser: BrowserFacilities): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.BrowserStorage).toConstantValue(browser.getStorage);
    switch (config.adapter) {
      case 'local-storage':
        bind(TOKENS.ConsentStore).to(LocalStorageConsentStore).inSingletonScope();
        break;
      case 'memory':
        bind(TOKENS.ConsentStore).to(MemoryConsentStore).inSingletonScope();
        break;
    }
  });
}

function analyticsModule(config: ShellConfig['analytics']): ContainerModule {
  return new ContainerModule(({ bind }) => {
    switch (config.adapter) {
      case 'memory':
        bind(TOKENS.AnalyticsSink).to(MemoryAnalyticsSink).inSingletonScope();
        break;
    }
  });
}

function pixelModule(config: ShellConfig['pixel']): ContainerModule {
  return new ContainerModule(({ bind }) => {
    switch (config.adapter) {
      case 'memory':
        bind(TOKENS.PixelSink).to(MemoryPixelSink).inSingletonScope();
        break;
    }
  });
}

function heatmapModule(config: ShellConfig['heatmap']): ContainerModule {
  return new ContainerModule(({ bind }) => {
    switch (config.adapter) {
      case 'memory':
        bind(TOKENS.HeatmapLoader).to(MemoryHeatmapLoader).inSingletonScope();
        break;
    }
  });
}

function errorsModule(config: ShellConfig['errors']): ContainerModule {
  return new ContainerModule(({ bind }) => {
    switch (config.adapter) {
      case 'memory':
        bind(TOKENS.ErrorReporter).to(MemoryErrorReporter).inSingletonScope();
        break;
    }
  });
}

export function createShellContainer(config: ShellConfig, browser: BrowserFacilities): Container {
  const container = new Container();
  container.load(
    consentModule(config.consent, browser),
    analyticsModule(config.analytics),
    pixelModule(config.pixel),
    heatmapModule(config.heatmap),
    errorsModule(config.errors),
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
