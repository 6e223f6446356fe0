import { defineConfig } from 'vite';

/** One self-contained ES module for a Cloudflare Worker: `npm run build:edge` writes dist/edge/tunnel.js. */
export default defineConfig({
  build: {
    ssr: 'server/edge-tunnel.ts',
    outDir: 'dist/edge',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { entryFileNames: 'tunnel.js' } },
  },
  ssr: { noExternal: true, target: 'webworker' },
});
