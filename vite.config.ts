/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { parseServerEnv } from './src/domain/server-config.schema.ts';
import { parseShellEnv, SHELL_ENV_VARIABLES } from './src/domain/shell-config.schema.ts';
import { devTunnelPlugin } from './server/dev-tunnel-plugin.ts';

/**
 * Preloads the shell's fonts so they are usually there before first paint: with font-display: swap alone,
 * the late swap from the fallback would move text and cost layout stability.
 */
function preloadShellFonts(): Plugin {
  return {
    name: 'shellkit:preload-shell-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => /lora-latin-\d+-normal.*\.woff2$/.test(file));
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // The shell config is validated here, so a bad variable fails `npm run build` (and `npm run dev`), naming it.
  // loadEnv merges .env files with process.env, process.env winning.
  const env = loadEnv(mode, process.cwd(), ['VITE_', ...SHELL_ENV_VARIABLES]);
  const result = parseShellEnv(env);
  if (!result.ok) throw new Error(result.error);
  // The dev server also serves the tunnel, so it validates the server's variables as `npm start` does.
  const server = command === 'serve' ? parseServerEnv({ ...loadEnv(mode, process.cwd(), ''), ...process.env }) : undefined;
  if (server && !server.ok) throw new Error(server.error);

  return {
    plugins: [
      react(),
      preloadShellFonts(),
      // Brotli and gzip copies beside each asset, served as they are by the production server.
      compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.woff2?$/] }),
      ...(server?.ok ? [devTunnelPlugin(server.config)] : []),
    ],
    define: { __SHELL_CONFIG__: JSON.stringify(result.config) },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        transform: {
          // Sentry's documented tree-shaking flags: no debug logging, and no copy of replay's compression
          // worker inlined for a blob: URL (the CSP allows workers from 'self' only; sentry-replay.ts ships it as a file).
          define: { __SENTRY_DEBUG__: 'false', __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true' },
        },
        output: {
          codeSplitting: {
            // Each vendor SDK in its own lazy chunk, named neutrally (ad-block lists match "sentry" and "segment"
            // in script paths). Groups take only what their test names: following static imports would also
            // pull in modules the entry shares (react via @sentry/react, Vite's preload helper via Segment).
            groups: [
              { name: 'sdk-errors', test: /[\\/]node_modules[\\/](@sentry[\\/](?!replay[\\/])|web-vitals[\\/])|[\\/]src[\\/]adapters[\\/]sentry[\\/]sentry-sdk\.ts$/, includeDependenciesRecursively: false },
              { name: 'sdk-replay', test: /[\\/]node_modules[\\/]@sentry[\\/]replay[\\/]|[\\/]src[\\/]adapters[\\/]sentry[\\/]sentry-replay\.ts$/, includeDependenciesRecursively: false },
              // Segment's packages and the small libraries only they use; its lazily loaded plugins come along.
              { name: 'sdk-events', test: /[\\/]node_modules[\\/](@segment[\\/]|@lukeed[\\/]uuid[\\/]|dset[\\/]|js-cookie[\\/]|unfetch[\\/]|tslib[\\/]|obj-case[\\/]|new-date[\\/]|inherits[\\/])/, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
      setupFiles: ['./vitest.setup.ts'],
      restoreMocks: true,
    },
  };
});

