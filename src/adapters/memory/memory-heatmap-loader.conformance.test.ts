import { describeHeatmapLoaderConformance } from '../../testing/conformance/heatmap-loader.conformance';
import { MemoryHeatmapLoader } from './memory-heatmap-loader.adapter';
import { memoryVendors } from './memory.vendors';

describeHeatmapLoaderConformance('MemoryHeatmapLoader', () => {
  const loader = new MemoryHeatmapLoader();
  return {
    vendor: memoryVendors.heatmap.label,
    make: () => loader,
    // The fake has no project and loads no service. Its log keeps every load() call, on purpose, so
    // shell tests can catch a shell that asks twice; the service it stands for is started by the first.
    projectId: undefined,
    started: () => (loader.loads > 0 ? [{ projectId: undefined }] : []),
  };
});
