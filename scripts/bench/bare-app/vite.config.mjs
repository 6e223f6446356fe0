// The bare baseline's build: the shell's React plugin, target and precompression, nothing else (main.tsx).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'] })],
  logLevel: 'warn',
  build: { target: 'es2022', emptyOutDir: true },
});
