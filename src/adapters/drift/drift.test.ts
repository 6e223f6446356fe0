import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { describeChatWidgetConformance } from '../../testing/conformance/chat-widget.conformance';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { driftChat, type DriftApi } from './drift-chat-widget.adapter';
import { drift } from './drift.vendor';

const OPTIONS = { embedId: 'a1b2c3d4e5f6' };
// 12:01:40 UTC: the snippet rounds it up to the next five minutes, 12:05:00.
const NOW = Date.UTC(2026, 10, 28, 12, 1, 40);
const SCRIPT_URL = `https://js.driftt.com/include/${Date.UTC(2026, 10, 28, 12, 5, 0)}/a1b2c3d4e5f6.js`;

/** Drift's script as the test serves it: it takes `drift` over, replays the snippet's queue and is ready at once. */
const scriptRuns = (page: Window, opened: string[]) => () => {
  const queued = page.drift ?? [];
  const api: DriftApi = { openChat: () => void opened.push('openChat') };
  const on = (event: string, callback: (api: DriftApi) => void) => {
    if (event === 'ready') callback(api);
  };
  page.drift = page.driftt = Object.assign<unknown[][], { on: typeof on }>([], { on });
  for (const [method, ...args] of queued) if (method === 'on') on(args[0] as string, args[1] as (api: DriftApi) => void);
};

describeChatWidgetConformance('Drift', () => {
  const network = new FakeScriptNetwork();
  const opened: string[] = [];
  return {
    vendor: drift.label,
    make: () => driftChat(OPTIONS, fakeAdapterContext().context, network.window, () => NOW),
    scriptRequests: () => network.requests.filter((url) => url === SCRIPT_URL).length,
    opened: () => opened.length,
    finishLoading: () => network.respond(SCRIPT_URL, scriptRuns(network.window, opened)),
    blockService: () => network.block(SCRIPT_URL),
    dispose: () => network.close(),
  };
});

describe('Drift, in its own terms', () => {
  it('queues drift.on(ready) as its snippet does, before its script has run; the script’s ready opens the chat', async () => {
    const network = new FakeScriptNetwork();
    const opened: string[] = [];
    const widget = driftChat(OPTIONS, fakeAdapterContext().context, network.window, () => NOW);
    const opening = widget.open();
    const queue = network.window.drift;
    expect(queue?.SNIPPET_VERSION).toBe('0.3.1');
    expect(network.window.driftt).toBe(queue);
    await network.respond(SCRIPT_URL, () => {
      // What the script finds: no open yet (it waits for ready), nothing else queued by the shell.
      expect(network.window.drift?.map(([method]) => method)).toEqual([]);
      scriptRuns(network.window, opened)();
    });
    await opening;
    network.close();
    expect(opened).toEqual(['openChat']);
  });
});

describe('the Drift descriptor', () => {
  it('takes an embed id of letters and digits, and says so of anything else', () => {
    expect(readVariables(drift, { VITE_DRIFT_EMBED_ID: OPTIONS.embedId }).ok).toBe(true);
    expect(readVariables(drift, { VITE_DRIFT_EMBED_ID: 'drift.load(x)' })).toEqual({
      ok: false,
      refused: { VITE_DRIFT_EMBED_ID: ['must be a Drift embed id: 6 to 32 letters or digits, as in drift.load(…)'] },
    });
  });

  it('is off without an embed id; on the chat port, necessary on request', () => {
    expect(optionsFrom(drift, {})).toBeUndefined();
    expect(optionsFrom(drift, { VITE_DRIFT_EMBED_ID: OPTIONS.embedId })).toEqual(OPTIONS);
    expect([drift.port, drift.purpose, drift.consentCall]).toEqual(['chat', 'necessary', undefined]);
  });

  it('VITE_DRIFT_EMBED_ID chooses it for the chat port, and the CSP opens js.driftt.com and its websockets', () => {
    const result = shellConfigFromEnv({ VITE_DRIFT_EMBED_ID: OPTIONS.embedId });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.chat).toEqual([expect.objectContaining({ id: 'drift', purpose: 'necessary' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://js.driftt.com');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toContain('wss://*.drift.com');
  });
});
