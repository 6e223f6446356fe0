import type { Purpose } from '../../domain/purpose';
import { MEMORY_VENDOR_ID } from '../../domain/shell-config';
import type { VendorPort } from '../../domain/vendor-facts';
import { defineVendor, type VendorDescriptor, type VendorPorts } from '../../ports/vendor-descriptor';
import { MemoryAnalyticsSink } from './memory-analytics-sink.adapter';
import { MemoryChatWidget } from './memory-chat-widget.adapter';
import { MemoryErrorReporter } from './memory-error-reporter.adapter';
import { MemoryHeatmapLoader } from './memory-heatmap-loader.adapter';
import { MemoryPixelSink } from './memory-pixel-sink.adapter';

// An in-memory adapter stands in for the vendor its port would have, so consent governs it by that vendor's purpose.
const inMemory = <Port extends VendorPort>(port: Port, purpose: Purpose, make: () => VendorPorts[Port]) =>
  defineVendor<Port, object, Record<never, never>>({
    id: MEMORY_VENDOR_ID,
    label: `In-memory ${port}`,
    port,
    purpose,
    variables: () => ({}),
    options: () => undefined,
    origins: () => ({}),
    storage: [],
    loading: { kind: 'nothing' },
    starts: 'at-once',
    // It records each call as it takes it: the inspector can say "sent" (issue 36).
    confirmsDelivery: true,
    privacy: ['nothing-leaves-the-page'],
    create: make,
  });

/** Every port's default when no vendor is switched on: records what it is asked and sends nothing anywhere. */
export const memoryVendors = {
  analytics: inMemory('analytics', 'analytics', () => new MemoryAnalyticsSink()),
  pixel: inMemory('pixel', 'marketing', () => new MemoryPixelSink()),
  heatmap: inMemory('heatmap', 'experience', () => new MemoryHeatmapLoader()),
  errors: inMemory('errors', 'necessary', () => new MemoryErrorReporter()),
  // No launcher is shown for it: the shell offers a chat only when a chat vendor is switched on.
  chat: inMemory('chat', 'necessary', () => new MemoryChatWidget()),
} as const satisfies { readonly [Port in VendorPort]: VendorDescriptor<Port, object, Record<never, never>> };
