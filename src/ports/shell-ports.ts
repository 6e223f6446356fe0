import type { AnalyticsSink } from './analytics-sink.port';
import type { ChatWidget } from './chat-widget.port';
import type { ConsentStore } from './consent-store.port';
import type { ErrorReporter } from './error-reporter.port';
import type { HeatmapLoader } from './heatmap-loader.port';

/**
 * Everything the UI may use from the outside world; the router context carries exactly this.
 * `analytics.track` reaches the advertising pixel too (SPEC §1, §7): the shell's pipeline does it,
 * so no caller can skip it and no page needs to know there is a pixel.
 */
export interface ShellPorts {
  readonly consent: ConsentStore;
  readonly analytics: AnalyticsSink;
  readonly heatmap: HeatmapLoader;
  readonly errors: ErrorReporter;
  /** The chat the visitor asks for from the shell's launcher (a chat vendor switched on), or the in-memory record of it. */
  readonly chat: ChatWidget;
}

export type PortName = keyof ShellPorts;
