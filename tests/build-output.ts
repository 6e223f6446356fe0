import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export const CLIENT_DIR = path.resolve('dist/client');

/** The scripts a first visit must download before the shell runs: the entry and its modulepreloads. */
export function initialScripts(clientDir = CLIENT_DIR): string[] {
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`No build at ${clientDir}: run \`npm run build\` first.`);
  const html = readFileSync(indexPath, 'utf8');
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : []));
  const entries = hrefs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
  const preloads = hrefs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
  return [...new Set([...entries, ...preloads])].map((href) => path.join(clientDir, href.replace(/^\//, '')));
}
