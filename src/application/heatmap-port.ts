import type { HeatmapLoader } from '../ports/heatmap-loader.port';
import { LatestKey } from './latest-key';
import type { VendorPipeline } from './vendor-pipeline';

/** The shell asks for the heatmap once per page: accepting after a decline must still start it, once. */
export const HEATMAP_LOAD = new LatestKey<undefined>('heatmap load');

export function heatmapPort(heatmaps: readonly VendorPipeline<'heatmap'>[]): HeatmapLoader {
  return {
    load() {
      for (const { delivery } of heatmaps) {
        delivery.deliver((adapter) => adapter.load(), {
          described: { summary: 'load', detail: undefined },
          latest: { key: HEATMAP_LOAD, value: undefined },
        });
      }
    },
  };
}
