import { describe, expect, it } from 'vitest';
import type { ShellConfig } from './shell-config';
import { CHAT_ROOM_ATTRIBUTE, shellConfigOf, withShellConfig } from './shell-config-document';

const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Shop</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

/** Only what the page's document reads of a config: which vendors run a chat. */
const configWithChat = (...ids: string[]) =>
  ({ vendors: { analytics: [], pixel: [], heatmap: [], errors: [], chat: ids.map((id) => ({ id })) } }) as unknown as ShellConfig;

describe('the page with its config', () => {
  it('carries the config as a JSON block that reads back as the same config', () => {
    const config = configWithChat('memory');
    expect(shellConfigOf(withShellConfig(INDEX, config))).toEqual(config);
  });

  it('marks <html> when a chat vendor runs, so the launcher’s room is kept from the first paint', () => {
    const page = withShellConfig(INDEX, configWithChat('crisp'));
    expect(page).toContain(`<html ${CHAT_ROOM_ATTRIBUTE} lang="en">`);
  });

  it('leaves <html> unmarked with no chat, and unmarks a page made before with one (the build’s default, then a server’s)', () => {
    expect(withShellConfig(INDEX, configWithChat('memory'))).toContain('<html lang="en">');
    const built = withShellConfig(INDEX, configWithChat('intercom'));
    const served = withShellConfig(built, configWithChat());
    expect(served).toContain('<html lang="en">');
    expect(served).not.toContain(CHAT_ROOM_ATTRIBUTE);
    expect(withShellConfig(built, configWithChat('crisp')).match(new RegExp(CHAT_ROOM_ATTRIBUTE, 'g'))).toHaveLength(1);
  });
});
