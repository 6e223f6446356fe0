import { MEMORY_VENDOR_ID, type ShellConfig } from './shell-config';

/** The id of the `<script type="application/json">` block in index.html that carries the shell config. */
export const SHELL_CONFIG_ELEMENT_ID = 'shellkit-config';

const BLOCK = /* @__PURE__ */ new RegExp(`<script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">([\\s\\S]*?)</script>`);

/**
 * The attribute on `<html>` of a page whose config runs a chat: the shell's stylesheet keeps the fixed chat
 * launcher's room at the end of the page from the first paint (shell.css), so nothing moves when the launcher,
 * which renders only once the app has hydrated, arrives.
 */
export const CHAT_ROOM_ATTRIBUTE = 'data-shellkit-chat';

const HTML_START_TAG = /<html\b[^>]*>/i;
const CHAT_ROOM = new RegExp(`\\s${CHAT_ROOM_ATTRIBUTE}(?:="[^"]*")?`, 'g');

const runsChat = (config: ShellConfig) => (config.vendors.chat ?? []).some((vendor) => vendor.id !== MEMORY_VENDOR_ID);

/** The `<html>` start tag marked, or unmarked, as a page with a chat. */
function withChatRoom(html: string, chat: boolean): string {
  return html.replace(HTML_START_TAG, (tag) => {
    const unmarked = tag.replace(CHAT_ROOM, '');
    return chat ? unmarked.replace(/^<html/i, `<html ${CHAT_ROOM_ATTRIBUTE}`) : unmarked;
  });
}

/**
 * index.html with the shell config in it, replacing the one already there (the build's default,
 * when the server hands out its own). A JSON block is data, not script: a CSP without
 * 'unsafe-inline' allows it. "<" is escaped so no value can close the element.
 */
export function withShellConfig(html: string, config: ShellConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">${json}</script>`;
  const marked = withChatRoom(html, runsChat(config));
  if (BLOCK.test(marked)) return marked.replace(BLOCK, () => block);
  if (!marked.includes('</head>')) throw new Error('Shellkit: index.html has no </head> to put the shell config before.');
  return marked.replace('</head>', () => `    ${block}\n  </head>`);
}

/** The config an index.html carries (the build's default, or a server's). */
export function shellConfigOf(html: string): ShellConfig {
  const json = BLOCK.exec(html)?.[1];
  if (json === undefined)
    throw new Error(`Shellkit: index.html has no <script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}"> config block.`);
  return JSON.parse(json) as ShellConfig;
}
