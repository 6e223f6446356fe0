import { describe, expect, it, onTestFinished } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { describeChatWidgetConformance } from '../../testing/conformance/chat-widget.conformance';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { crispChat } from './crisp-chat-widget.adapter';
import { crisp } from './crisp.vendor';

const WEBSITE_ID = '7598bf86-9ebb-46bc-8d61-be8929bbf93d';
const SCRIPT_URL = 'https://client.crisp.chat/l.js';

/** Crisp's loader as the test serves it: it takes `$crisp` over and replays its queue, as the real one does. */
function takeOver(page: Window, received: unknown[][]) {
  return () => {
    const queued = (page.$crisp ?? []) as unknown[][];
    page.$crisp = { push: (command: unknown[]) => received.push(command) };
    for (const command of queued) received.push(command);
  };
}

describeChatWidgetConformance('Crisp', () => {
  const network = new FakeScriptNetwork();
  const received: unknown[][] = [];
  return {
    vendor: crisp.label,
    make: () => crispChat({ websiteId: WEBSITE_ID }, fakeAdapterContext().context, network.window),
    scriptRequests: () => network.requests.filter((url) => url === SCRIPT_URL).length,
    opened: () => received.filter(([verb, action]) => verb === 'do' && action === 'chat:open').length,
    finishLoading: () => network.respond(SCRIPT_URL, takeOver(network.window, received)),
    blockService: () => network.block(SCRIPT_URL),
    dispose: () => network.close(),
  };
});

describe('Crisp, in its own terms', () => {
  it('is given its website id before its loader runs, then opened with $crisp.push([do, chat:open])', async () => {
    const network = new FakeScriptNetwork();
    onTestFinished(() => network.close());
    const received: unknown[][] = [];
    const consent = fakeAdapterContext();
    const opening = crispChat({ websiteId: WEBSITE_ID }, consent.context, network.window).open();
    await network.respond(SCRIPT_URL, () => {
      expect(network.window.CRISP_WEBSITE_ID).toBe(WEBSITE_ID);
      takeOver(network.window, received)();
    });
    await opening;
    expect(received).toEqual([['do', 'chat:open']]);
    expect(consent.consentSent.at(-1)).toBe("opened on the visitor’s request: $crisp.push(['do', 'chat:open'])");
  });
});

describe('the Crisp descriptor', () => {
  it('takes a website id that is a lower-case UUID, and says so of anything else', () => {
    expect(readVariables(crisp, { VITE_CRISP_WEBSITE_ID: WEBSITE_ID }).ok).toBe(true);
    for (const bad of ['abc', WEBSITE_ID.toUpperCase(), `${WEBSITE_ID}0`]) {
      expect(readVariables(crisp, { VITE_CRISP_WEBSITE_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_CRISP_WEBSITE_ID: ['must be a Crisp website id: a UUID in lower case, e.g. 7598bf86-9ebb-46bc-8d61-be8929bbf93d'] },
      });
    }
  });

  it('is off without a website id; on the chat port, necessary on request (not a consent-governed tag: it is told nothing, it is asked for)', () => {
    expect(optionsFrom(crisp, {})).toBeUndefined();
    expect(optionsFrom(crisp, { VITE_CRISP_WEBSITE_ID: WEBSITE_ID })).toEqual({ websiteId: WEBSITE_ID });
    expect([crisp.port, crisp.purpose, crisp.consentCall]).toEqual(['chat', 'necessary', undefined]);
  });

  it('VITE_CRISP_WEBSITE_ID chooses it for the chat port, and the CSP opens client.crisp.chat and its relay', () => {
    const result = shellConfigFromEnv({ VITE_CRISP_WEBSITE_ID: WEBSITE_ID });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.chat).toEqual([expect.objectContaining({ id: 'crisp', purpose: 'necessary' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://client.crisp.chat');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toContain('wss://client.relay.crisp.chat');
  });

  it('a site runs one chat: with Intercom on too, the config refuses both variables, naming each', () => {
    const result = shellConfigFromEnv({ VITE_CRISP_WEBSITE_ID: WEBSITE_ID, VITE_INTERCOM_APP_ID: 'hgve3glw' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/VITE_INTERCOM_APP_ID: switches on a second chat vendor/);
    expect(result.error).toMatch(/VITE_CRISP_WEBSITE_ID: switches on a second chat vendor/);
  });
});
