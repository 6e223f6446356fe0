import type { ShellConfig } from './shell-config';

/** The id of the `<script type="application/json">` block in index.html that carries the shell config. */
export const SHELL_CONFIG_ELEMENT_ID = 'shellkit-config';

const BLOCK = /* @__PURE__ */ new RegExp(`<script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">([\\s\\S]*?)</script>`);

/**
 * index.html with the shell config in it, replacing the one already there (the build's default,
 * when the server hands out its own). A JSON block is data, not script: a CSP without
 * 'unsafe-inline' allows it. "<" is escaped so no value can close the element.
 */
export function withShellConfig(html: string, config: ShellConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">${json}</script>`;
  if (BLOCK.test(html)) return html.replace(BLOCK, () => block);
  if (!html.includes('</head>')) throw new Error('Shellkit: index.html has no </head> to put the shell config before.');
  return html.replace('</head>', () => `    ${block}\n  </head>`);
}

/** The config an index.html carries (the build's default, or a server's). */
export function shellConfigOf(html: string): ShellConfig {
  const json = BLOCK.exec(html)?.[1];
  if (json === undefined)
    throw new Error(`Shellkit: index.html has no <script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}"> config block.`);
  return JSON.parse(json) as ShellConfig;
}
