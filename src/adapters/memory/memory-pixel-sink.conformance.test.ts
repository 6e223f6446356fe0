import { describePixelSinkConformance } from '../../testing/conformance/pixel-sink.conformance';
import { MemoryPixelSink } from './memory-pixel-sink.adapter';
import { memoryVendors } from './memory.vendors';

// The fake stands for a pixel that is always there: nothing loads later, nothing can be blocked.
describePixelSinkConformance('MemoryPixelSink', () => {
  const sink = new MemoryPixelSink();
  return { vendor: memoryVendors.pixel.label, make: () => sink, received: () => sink.events };
});
