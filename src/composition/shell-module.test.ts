import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryConsentPersistence } from '../adapters/memory/memory-consent-persistence.adapter';
import { MemoryConsentRecorder } from '../adapters/memory/memory-consent-recorder.adapter';
import { memoryVendors } from '../adapters/memory/memory.vendors';
import { loadLanguage } from '../i18n/product-languages';
import { atOnce } from '../testing/manual-later-tasks';
import { testConfig, testHostModule } from '../testing/test-host-module';
import { VENDOR_COMPOSITION_MODULES } from './compose-vendors';
import { shellContainer } from './container';
import { browserHostModule } from './hosts/browser-host';
import { serverRenderHostModule } from './hosts/server-render-host';
import { shellModule } from './shell-module';
import {
  CONSENT,
  CONSENT_ENGINE,
  COMPOSITION_INPUT,
  LOAD_MODULES,
  SHELL_CONTEXT,
  SHELL_ROUTER,
  VENDOR_CONTRIBUTIONS,
  need,
} from './tokens';
import { vendorContributions } from './vendor-contributions';
import { vendorModule } from './vendor-module';

const language = await loadLanguage('en');

function testContainer(options: { readonly globalPrivacyControl?: boolean; readonly consentLedger?: boolean } = {}) {
  const host = {
    config: testConfig({ consentLedger: options.consentLedger }),
    language,
    path: '/',
    persistence: new MemoryConsentPersistence(),
    globalPrivacyControl: options.globalPrivacyControl ?? false,
    consentRecords: new MemoryConsentRecorder(),
    later: atOnce,
    overrides: {},
  };
  return shellContainer(shellModule, testHostModule(host), ...VENDOR_COMPOSITION_MODULES);
}

afterEach(() => vi.unstubAllGlobals());

describe('the container composes the shell (shell-module.ts and a host module)', () => {
  it('makes one router per page, from a complete context, and the vendors get that same router', () => {
    const container = testContainer();
    const router = need(container, SHELL_ROUTER);
    expect(need(container, SHELL_ROUTER)).toBe(router);
    expect(router.options.context).toBe(need(container, SHELL_CONTEXT));
    expect(router.options.context).toMatchObject({ consentMode: 'notice', consentLedger: false, language });
    // Sentry names its traces after the router's routes: it reads the router the page renders, not one set later.
    expect(need(container, COMPOSITION_INPUT).getRouter?.()).toBe(router);
  });

  it('carries the browser\u2019s Global Privacy Control in the consent snapshot: marketing is refused whatever is chosen', () => {
    const container = testContainer({ globalPrivacyControl: true });
    need(container, CONSENT).accept();
    expect(need(container, CONSENT_ENGINE).getSnapshot()).toMatchObject({
      globalPrivacyControl: true,
      purposes: {
        marketing: expect.objectContaining({ permission: 'denied' }),
        analytics: expect.objectContaining({ permission: 'granted' }),
      },
    });
  });

  it('where the page keeps a ledger, decisions are recorded and the context shows the receipts', () => {
    const container = testContainer({ consentLedger: true });
    expect(need(container, CONSENT)).not.toBe(need(container, CONSENT_ENGINE));
    expect(need(container, SHELL_CONTEXT).consentReceipts).toBeDefined();
    expect(testContainer().get(SHELL_CONTEXT)).not.toHaveProperty('consentReceipts');
  });

  it("the server's render is a first visit's page at its URL: banner on, no GPC, nothing of the inspector", () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    const config = { ...testConfig({}), inspector: true };
    const container = shellContainer(shellModule, serverRenderHostModule('/privacy?tab=a', config, language));
    const router = need(container, SHELL_ROUTER);
    expect(router.history.location.pathname).toBe('/privacy');
    expect(need(container, CONSENT_ENGINE).getSnapshot()).toMatchObject({ bannerVisible: true, globalPrivacyControl: false });
    expect(router.options.context).not.toHaveProperty('inspector');
  });

  it('the browser reads GPC from the browser, and a page rendered from its HTML gets a router made to hydrate', () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    const boot = { config: { ...testConfig({}), inspector: true }, language, createConsentRecording: undefined };
    const container = shellContainer(shellModule, browserHostModule(boot, { hydrating: true }));
    expect(need(container, CONSENT_ENGINE).getSnapshot().globalPrivacyControl).toBe(true);
    expect(need(container, SHELL_ROUTER).ssr).toEqual({ manifest: undefined });
    expect(need(container, SHELL_CONTEXT).inspector).toBeDefined();
    const rendered = shellContainer(shellModule, browserHostModule({ ...boot, config: testConfig({}) }, { hydrating: false }));
    expect(need(rendered, SHELL_ROUTER).ssr).toBeUndefined();
    expect(need(rendered, SHELL_CONTEXT)).not.toHaveProperty('inspector');
  });

  it("a product's vendor, contributed by a module loaded into the page's container, serves its port beside the registry's", () => {
    const container = testContainer();
    const inHouse = { ...memoryVendors.analytics, id: 'in-house', label: 'In-house analytics' };
    need(container, LOAD_MODULES)(vendorModule(inHouse));
    const vendors = vendorContributions(need(container, VENDOR_CONTRIBUTIONS));
    expect(vendors.servingPort('analytics').map((vendor) => vendor.id)).toEqual(expect.arrayContaining(['in-house', 'segment', 'memory']));
  });
});
