import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { describeChatWidgetConformance } from '../../testing/conformance/chat-widget.conformance';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { zendeskChat } from './zendesk-chat-widget.adapter';
import { zendesk } from './zendesk.vendor';

const KEY = '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901';
const SCRIPT_URL = `https://static.zdassets.com/ekr/snippet.js?key=${KEY}`;

/** snippet.js as the test serves it: it defines `zE` (the real one queues calls until the messenger is up). */
const snippetRuns = (page: Window, calls: unknown[][]) => () => {
  page.zE = (...args: unknown[]) => void calls.push(args);
};

describeChatWidgetConformance('Zendesk', () => {
  const network = new FakeScriptNetwork();
  const calls: unknown[][] = [];
  return {
    vendor: zendesk.label,
    make: () => zendeskChat({ key: KEY }, fakeAdapterContext().context, network.window),
    scriptRequests: () => network.requests.filter((url) => url === SCRIPT_URL).length,
    opened: () => calls.filter(([command, action]) => command === 'messenger' && action === 'open').length,
    finishLoading: () => network.respond(SCRIPT_URL, snippetRuns(network.window, calls)),
    blockService: () => network.block(SCRIPT_URL),
    dispose: () => network.close(),
  };
});

describe('Zendesk, in its own terms', () => {
  it('loads its snippet with the id Zendesk’s tag has (`ze-snippet`), then opens the messenger: zE(messenger, open)', async () => {
    const network = new FakeScriptNetwork();
    const calls: unknown[][] = [];
    const fake = fakeAdapterContext();
    const widget = zendeskChat({ key: KEY }, fake.context, network.window);
    const opening = widget.open();
    expect(network.window.document.getElementById('ze-snippet')?.getAttribute('src')).toBe(SCRIPT_URL);
    await network.respond(SCRIPT_URL, snippetRuns(network.window, calls));
    await opening;
    network.close();
    expect(calls).toEqual([['messenger', 'open']]);
    expect(fake.consentSent.at(-1)).toContain("zE('messenger', 'open')");
  });
});

describe('the Zendesk descriptor', () => {
  it('takes a Web Widget key (a UUID in lower case), and says so of anything else', () => {
    expect(readVariables(zendesk, { VITE_ZENDESK_KEY: KEY }).ok).toBe(true);
    expect(readVariables(zendesk, { VITE_ZENDESK_KEY: 'my-zendesk' })).toEqual({
      ok: false,
      refused: { VITE_ZENDESK_KEY: ['must be a Zendesk Web Widget key: a UUID in lower case, e.g. 2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901'] },
    });
  });

  it('is off without a key; on the chat port, necessary on request', () => {
    expect(optionsFrom(zendesk, {})).toBeUndefined();
    expect(optionsFrom(zendesk, { VITE_ZENDESK_KEY: KEY })).toEqual({ key: KEY });
    expect([zendesk.port, zendesk.purpose, zendesk.consentCall]).toEqual(['chat', 'necessary', undefined]);
  });

  it('VITE_ZENDESK_KEY chooses it for the chat port, and the CSP opens zdassets.com, zendesk.com and its websockets', () => {
    const result = shellConfigFromEnv({ VITE_ZENDESK_KEY: KEY });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.chat).toEqual([expect.objectContaining({ id: 'zendesk', purpose: 'necessary' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://*.zdassets.com');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toEqual(expect.arrayContaining(['https://*.zendesk.com', 'wss://*.zendesk.com']));
  });
});
