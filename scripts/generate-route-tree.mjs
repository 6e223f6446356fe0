#!/usr/bin/env node
// Writes src/pages/route-tree.gen.ts from the pages in src/pages/, as the build and the tests do (vite.routes.ts),
// so `npm run typecheck` knows a page added since: TanStack Router's own generator, with the project's
// tsr.config.json (the one the Vite plugin reads too).
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
await new Generator({ config: getConfig({ disableLogging: true }, root), root }).run();
