import { shellkit } from 'shellkit/vite';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [shellkit()] });
