import type { AnalyticsSink } from './analytics-sink.port';
import type { ConsentStore } from './consent-store.port';
import type { ErrorReporter } from './error-reporter.port';
import type { HeatmapLoader } from './heatmap-loader.port';
import type { PixelSink } from './pixel-sink.port';

/** Everything the UI may use from the outside world. The router context carries exactly this. */
export interface ShellPorts {
  readonly consent: ConsentStore;
  readonly analytics: AnalyticsSink;
  readonly pixel: PixelSink;
  readonly heatmap: HeatmapLoader;
  readonly errors: ErrorReporter;
}

export type PortName = keyof ShellPorts;

export const PORT_NAMES = ['consent', 'analytics', 'pixel', 'heatmap', 'errors'] as const satisfies readonly PortName[];
