import { shellkit } from 'shellkit/vite';
import { defineConfig } from 'vitest/config';

/** The demo's own tests, of its own pages: rendered inside the real shell with every vendor on a fake (shellkit/testing). */
export default defineConfig({
  plugins: [shellkit()],
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['shellkit/testing/setup'] },
});
