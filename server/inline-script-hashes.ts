import { createHash } from 'node:crypto';
import { inlineScriptsOf } from '../src/domain/page-document';

/** The CSP's script-src additions for an index.html: the hash of each inline script it carries (the banner guard, the app loader). */
export function inlineScriptHashes(indexHtml: string): string[] {
  return inlineScriptsOf(indexHtml).map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}
