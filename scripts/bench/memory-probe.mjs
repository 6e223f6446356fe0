// Loaded into a server the bench starts (NODE_OPTIONS=--import), never into one that serves a site: on
// SIGUSR2 it writes what the process's memory is made of to BENCH_MEMORY_PROBE_FILE, as JSON in bytes:
// process.memoryUsage() (rss, heapTotal, heapUsed, external, arrayBuffers) and the size of every live
// WebAssembly memory (PGlite's PostgreSQL), which is part of `external` and which WebAssembly never shrinks.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_PROBE_FILE;
const memories = new Set();

if (file) {
  // PGlite makes its memory with `new WebAssembly.Memory(...)`; a subclass is one still, and is counted as it is made.
  const WebAssemblyMemory = WebAssembly.Memory;
  WebAssembly.Memory = class CountedMemory extends WebAssemblyMemory {
    constructor(descriptor) {
      super(descriptor);
      memories.add(new WeakRef(this));
    }
  };
  process.on('SIGUSR2', () => {
    const live = [...memories].map((ref) => ref.deref()).filter(Boolean);
    const webAssemblyMemory = live.reduce((sum, memory) => sum + memory.buffer.byteLength, 0);
    writeFileSync(file, JSON.stringify({ ...process.memoryUsage(), webAssemblyMemory }));
  });
}
