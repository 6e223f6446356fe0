import { describe, expect, it, onTestFinished } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { describeChatWidgetConformance } from '../../testing/conformance/chat-widget.conformance';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { fakeAdapterContext } from '../../testing/fake-adapter-context';
import { FakeScriptNetwork } from '../../testing/fake-script-network';
import { intercomChat } from './intercom-chat-widget.adapter';
import { intercom, type IntercomRegion } from './intercom.vendor';

const APP_ID = 'hgve3glw';
const SCRIPT_URL = `https://widget.intercom.io/widget/${APP_ID}`;

/** Intercom's widget as the test serves it: it replays the snippet's queue and takes `Intercom` over, as the real one does. */
function intercomOnPage(region: IntercomRegion = 'US') {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const received: unknown[][] = [];
  const takeOver = () => {
    const page = network.window;
    for (const call of page.Intercom?.q ?? []) received.push(call as unknown[]);
    page.Intercom = (...args: unknown[]) => void received.push(args);
  };
  const consent = fakeAdapterContext();
  return { network, received, takeOver, consent, widget: () => intercomChat({ appId: APP_ID, region }, consent.context, network.window) };
}

describeChatWidgetConformance('Intercom', () => {
  const network = new FakeScriptNetwork();
  const received: unknown[][] = [];
  return {
    vendor: intercom.label,
    make: () => intercomChat({ appId: APP_ID, region: 'US' }, fakeAdapterContext().context, network.window),
    scriptRequests: () => network.requests.filter((url) => url === SCRIPT_URL).length,
    opened: () => received.filter(([method]) => method === 'show').length,
    finishLoading: () =>
      network.respond(SCRIPT_URL, () => {
        for (const call of network.window.Intercom?.q ?? []) received.push(call as unknown[]);
        network.window.Intercom = (...args: unknown[]) => void received.push(args);
      }),
    blockService: () => network.block(SCRIPT_URL),
    dispose: () => network.close(),
  };
});

describe('Intercom, in its own terms', () => {
  it('is booted with its app id and the US workspace’s api_base before its widget runs, then shown', async () => {
    const { network, received, takeOver, widget } = intercomOnPage();
    const opening = widget().open();
    await network.respond(SCRIPT_URL, takeOver);
    await opening;
    expect(received).toEqual([['boot', { api_base: 'https://api-iam.intercom.io', app_id: APP_ID }], ['show']]);
  });

  it('a workspace hosted in the EU is booted with the EU api_base, so its Messenger talks to the EU region', async () => {
    const { network, received, takeOver, widget } = intercomOnPage('EU');
    const opening = widget().open();
    await network.respond(SCRIPT_URL, takeOver);
    await opening;
    expect(received).toEqual([['boot', { api_base: 'https://api-iam.eu.intercom.io', app_id: APP_ID }], ['show']]);
  });

  it('tells the inspector it was loaded on the visitor’s request, under no banner purpose', async () => {
    const { network, takeOver, widget, consent } = intercomOnPage();
    const opening = widget().open();
    await network.respond(SCRIPT_URL, takeOver);
    await opening;
    expect(consent.consentSent).toEqual([
      'loaded on the visitor’s request (they opened the chat): no banner purpose, no consent call',
      "opened on the visitor’s request: Intercom('show')",
    ]);
  });

  it('a page that runs Intercom itself keeps it: no second widget, the show goes to that one', async () => {
    const { network, received, widget } = intercomOnPage();
    network.window.Intercom = (...args: unknown[]) => void received.push(args);
    await widget().open();
    expect(network.requests).toEqual([]);
    expect(received).toEqual([['show']]);
  });
});

describe('the Intercom descriptor', () => {
  it('takes an app id of 8 lower-case letters or digits, and says so of anything else', () => {
    expect(readVariables(intercom, { VITE_INTERCOM_APP_ID: APP_ID }).ok).toBe(true);
    for (const bad of ['hgve3gl', 'hgve3glwx', 'HGVE3GLW', 'hgve-glw']) {
      expect(readVariables(intercom, { VITE_INTERCOM_APP_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_INTERCOM_APP_ID: ['must be an Intercom app id: 8 lower-case letters or digits, e.g. hgve3glw'] },
      });
    }
  });

  it('is off without an app id; on the chat port, necessary on request (not a consent-governed tag: it is told nothing, it is asked for)', () => {
    expect(optionsFrom(intercom, {})).toBeUndefined();
    expect(optionsFrom(intercom, { VITE_INTERCOM_APP_ID: APP_ID })).toEqual({ appId: APP_ID, region: 'US' });
    expect([intercom.port, intercom.purpose, intercom.consentCall]).toEqual(['chat', 'necessary', undefined]);
  });

  it('takes the workspace’s region, US unless EU or AU, refuses anything else naming VITE_INTERCOM_REGION, and wants an app id with it', () => {
    expect(optionsFrom(intercom, { VITE_INTERCOM_APP_ID: APP_ID, VITE_INTERCOM_REGION: 'EU' })).toEqual({ appId: APP_ID, region: 'EU' });
    expect(optionsFrom(intercom, { VITE_INTERCOM_APP_ID: APP_ID, VITE_INTERCOM_REGION: 'AU' })).toEqual({ appId: APP_ID, region: 'AU' });
    for (const bad of ['eu', 'Europe', 'AP', 'us1']) {
      const result = shellConfigFromEnv({ VITE_INTERCOM_APP_ID: APP_ID, VITE_INTERCOM_REGION: bad });
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.error).toContain(
          'VITE_INTERCOM_REGION: must be US, EU or AU, the region the Intercom workspace is hosted in (EU: app.eu.intercom.com)',
        );
    }
    expect(problemsIn(intercom, { VITE_INTERCOM_REGION: 'EU' })).toEqual([
      { variable: 'VITE_INTERCOM_REGION', message: 'is set but VITE_INTERCOM_APP_ID is not, so Intercom is off' },
    ]);
  });

  it('an EU workspace opens the CSP to the EU API, websocket and uploads hosts, and to none of the US or Australian ones', () => {
    const result = shellConfigFromEnv({ VITE_INTERCOM_APP_ID: APP_ID, VITE_INTERCOM_REGION: 'EU' });
    if (!result.ok) throw new Error(result.error);
    const connect = vendorOrigins(result.config).flatMap((o) => o.connectSrc ?? []);
    expect(connect).toEqual(
      expect.arrayContaining([
        'https://api-iam.eu.intercom.io',
        'wss://nexus-europe-websocket.intercom.io',
        'https://uploads.intercomcdn.eu',
        'https://uploads.eu.intercomcdn.com',
      ]),
    );
    for (const other of [
      'https://api-iam.intercom.io',
      'wss://nexus-websocket-a.intercom.io',
      'wss://nexus-websocket-b.intercom.io',
      'https://uploads.intercomcdn.com',
      'https://api-iam.au.intercom.io',
      'wss://nexus-australia-websocket.intercom.io',
    ])
      expect(connect).not.toContain(other);
  });

  it('making its adapter requests nothing, its own code included: the first open() imports it', async () => {
    const made = intercom.create({ appId: APP_ID, region: 'US' }, fakeAdapterContext().context);
    expect(Object.keys(made)).toEqual(['open']);
  });

  it('VITE_INTERCOM_APP_ID chooses it for the chat port, and the CSP opens its widget and the US region’s API and websocket hosts', () => {
    const result = shellConfigFromEnv({ VITE_INTERCOM_APP_ID: APP_ID });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.chat).toEqual([expect.objectContaining({ id: 'intercom', purpose: 'necessary' })]);
    const origins = vendorOrigins(result.config);
    expect(origins.flatMap((o) => o.scriptSrc ?? [])).toEqual(
      expect.arrayContaining(['https://widget.intercom.io', 'https://js.intercomcdn.com']),
    );
    expect(origins.flatMap((o) => o.connectSrc ?? [])).toEqual(
      expect.arrayContaining(['https://api-iam.intercom.io', 'wss://nexus-websocket-a.intercom.io']),
    );
  });
});
