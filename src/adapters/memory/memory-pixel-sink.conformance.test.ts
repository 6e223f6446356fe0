import { describePixelSinkConformance } from '../../ports/pixel-sink.conformance';
import { MemoryPixelSink } from './memory-pixel-sink.adapter';

// The fake stands for a pixel that is always there: nothing loads later, nothing can be blocked.
describePixelSinkConformance('MemoryPixelSink', () => {
  const sink = new MemoryPixelSink();
  return { sink, received: () => sink.events };
});
