import type { ServiceIdentifier } from './service-identifier';
import type { AnalyticsSink } from './analytics-sink.port';
import type { ConsentStore } from './consent-store.port';
import type { ErrorReporter } from './error-reporter.port';
import type { HeatmapLoader } from './heatmap-loader.port';
import type { PixelSink } from './pixel-sink.port';

/**
 * DI tokens, one per port. Plain symbols typed with
 * their service, so ports stay free of inversify while `container.get(TOKENS.X)` is still typed.
 */
export const TOKENS = {
  ConsentStore: Symbol.for('shellkit.ConsentStore') as ServiceIdentifier<ConsentStore>,
  AnalyticsSink: Symbol.for('shellkit.AnalyticsSink') as ServiceIdentifier<AnalyticsSink>,
  PixelSink: Symbol.for('shellkit.PixelSink') as ServiceIdentifier<PixelSink>,
  HeatmapLoader: Symbol.for('shellkit.HeatmapLoader') as ServiceIdentifier<HeatmapLoader>,
  ErrorReporter: Symbol.for('shellkit.ErrorReporter') as ServiceIdentifier<ErrorReporter>,
} as const;
