import { shellkit } from 'shellkit/vite'
import { defineConfig } from 'vite'

// https://vite.dev/config/
export default defineConfig({
  plugins: [shellkit({ pages: 'src/routes', routeTree: 'src/routeTree.gen.ts' })],
})
