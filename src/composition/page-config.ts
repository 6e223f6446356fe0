import { SHELL_CONFIG_ELEMENT_ID } from '../domain/shell-config-document';
import type { ShellConfig } from '../domain/shell-config';

/**
 * The config this page was served with: the server's (validated when it started, the same object
 * its CSP is made from), or the build's default on static hosting. Read once, before the first render.
 */
export function readPageConfig(doc: Document = document): ShellConfig {
  const element = doc.getElementById(SHELL_CONFIG_ELEMENT_ID);
  if (!element?.textContent)
    throw new Error(
      `Shellkit: index.html must carry the shell config in <script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">.`,
    );
  return JSON.parse(element.textContent) as ShellConfig;
}
