import { defineConfig } from 'vite';

/** Bundles the Node server; dependencies stay external and are resolved from node_modules at run time. */
export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
  },
});
