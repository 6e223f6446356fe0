import type { HeatmapLoader } from '../../ports/heatmap-loader.port';
import { CallLog } from './call-log';

/** Records when the shell asked for the heatmap service, and loads nothing. */
export class MemoryHeatmapLoader implements HeatmapLoader {
  readonly log = new CallLog<'load', { readonly documentReadyState: DocumentReadyState | 'no-document' }>();

  load(): void {
    // The ready state at call time lets tests prove the shell waited until the page was interactive.
    this.log.record('load', {
      documentReadyState: typeof document === 'undefined' ? 'no-document' : document.readyState,
    });
  }

  get loads(): number {
    return this.log.calls.length;
  }
}
