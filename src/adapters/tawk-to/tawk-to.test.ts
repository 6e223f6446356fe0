import { describe, expect, it, onTestFinished } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { describeChatWidgetConformance } from '../../testing/conformance/chat-widget.conformance';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { tawkToChat } from './tawk-to-chat-widget.adapter';
import { tawkTo } from './tawk-to.vendor';

const OPTIONS = { propertyId: '5f1e2d3c4b5a69788796a5b4', widgetId: 'default' };
const SCRIPT_URL = 'https://embed.tawk.to/5f1e2d3c4b5a69788796a5b4/default';

/** Tawk.to's embed script as the test serves it: it fills `Tawk_API` in, then calls its `onLoad`, as the real one does. */
const widgetLoads = (page: Window, maximized: string[]) => () => {
  const api = page.Tawk_API;
  if (!api) throw new Error('Tawk_API was not set before the embed script ran');
  api.maximize = () => void maximized.push('maximize');
  api.onLoad?.();
};

describeChatWidgetConformance('Tawk.to', () => {
  const network = new FakeScriptNetwork();
  const maximized: string[] = [];
  return {
    vendor: tawkTo.label,
    make: () => tawkToChat(OPTIONS, fakeAdapterContext().context, network.window),
    scriptRequests: () => network.requests.filter((url) => url === SCRIPT_URL).length,
    opened: () => maximized.length,
    finishLoading: () => network.respond(SCRIPT_URL, widgetLoads(network.window, maximized)),
    blockService: () => network.block(SCRIPT_URL),
    dispose: () => network.close(),
  };
});

describe('Tawk.to, in its own terms', () => {
  it('its API has no queue: a widget that is not up yet is maximized from its onLoad, and the page’s own onLoad still runs', async () => {
    const network = new FakeScriptNetwork();
    onTestFinished(() => network.close());
    const maximized: string[] = [];
    const widget = tawkToChat(OPTIONS, fakeAdapterContext().context, network.window);
    const opening = widget.open();
    await network.respond(SCRIPT_URL, () => {
      const api = network.window.Tawk_API;
      if (!api) throw new Error('no Tawk_API');
      // The script has run, but the widget is still starting: no maximize yet, onLoad comes later.
      const onLoad = api.onLoad;
      delete api.onLoad;
      queueMicrotask(() => {
        api.maximize = () => void maximized.push('maximize');
        onLoad?.();
        api.onLoad?.();
      });
    });
    await opening;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(maximized).toEqual(['maximize']);
  });
});

describe('the Tawk.to descriptor', () => {
  it('takes a property id of 24 hexadecimal digits and a widget id, and says so of anything else', () => {
    expect(readVariables(tawkTo, { VITE_TAWK_PROPERTY_ID: OPTIONS.propertyId }).ok).toBe(true);
    expect(readVariables(tawkTo, { VITE_TAWK_PROPERTY_ID: 'xyz' })).toEqual({
      ok: false,
      refused: { VITE_TAWK_PROPERTY_ID: ['must be a Tawk.to property id: 24 hexadecimal digits in lower case'] },
    });
    expect(readVariables(tawkTo, { VITE_TAWK_PROPERTY_ID: OPTIONS.propertyId, VITE_TAWK_WIDGET_ID: 'a b' })).toEqual({
      ok: false,
      refused: { VITE_TAWK_WIDGET_ID: ['must be a Tawk.to widget id: 1 to 32 letters or digits (default unless set)'] },
    });
  });

  it('is off without a property id; its widget is `default` unless set; on the chat port, necessary on request', () => {
    expect(optionsFrom(tawkTo, {})).toBeUndefined();
    expect(optionsFrom(tawkTo, { VITE_TAWK_PROPERTY_ID: OPTIONS.propertyId })).toEqual(OPTIONS);
    expect(optionsFrom(tawkTo, { VITE_TAWK_PROPERTY_ID: OPTIONS.propertyId, VITE_TAWK_WIDGET_ID: '1h2k3l' })).toEqual({
      ...OPTIONS,
      widgetId: '1h2k3l',
    });
    expect([tawkTo.port, tawkTo.purpose, tawkTo.consentCall]).toEqual(['chat', 'necessary', undefined]);
  });

  it('VITE_TAWK_PROPERTY_ID chooses it for the chat port, and the CSP opens embed.tawk.to and its websockets', () => {
    const result = shellConfigFromEnv({ VITE_TAWK_PROPERTY_ID: OPTIONS.propertyId });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.chat).toEqual([expect.objectContaining({ id: 'tawk-to', purpose: 'necessary' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toContain('https://embed.tawk.to');
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toContain('wss://*.tawk.to');
  });
});
