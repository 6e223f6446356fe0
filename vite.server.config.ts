import { defineConfig, type UserConfig } from 'vite';

/**
 * The Node server: dependencies stay external and are resolved from node_modules at run time. It
 * reads the vendor registry for the config and the CSP, never to make an adapter, so the adapters'
 * modules (a descriptor's `create` imports them) are left out rather than bundled for nothing.
 * It renders the shell's pages too (src/composition/render-page.tsx, through the same route tree as
 * the client), and `prerender.js` writes the static-hosting pages into dist/client with it.
 */
const nodeServer: UserConfig = {
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: {
      input: { main: 'server/main.ts', prerender: 'server/prerender.ts' },
      external: (id, importer) => Boolean(importer?.endsWith('.vendor.ts')) && /\.adapter$/.test(id),
    },
  },
};

/** The /monitoring tunnel alone as a Cloudflare Worker: one self-contained ES module, dist/edge/tunnel.js. */
const worker: UserConfig = {
  build: {
    ssr: 'server/edge-tunnel.ts',
    outDir: 'dist/edge',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { entryFileNames: 'tunnel.js' } },
  },
  ssr: { noExternal: true, target: 'webworker' },
};

/** What the server side builds: `vite build --config vite.server.config.ts` the Node server, `--mode edge` the Worker. */
export default defineConfig(({ mode }) => (mode === 'edge' ? worker : nodeServer));
