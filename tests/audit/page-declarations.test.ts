import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv } from '../../src/composition/shell-env';
import { isDeclaredAs as domainIsDeclaredAs, type StorageKind, type StoredItem } from '../../src/domain/stored-item';
import { declarationsOf, embedsReaching, isDeclaredAs, vendorsExplaining, vendorsReaching } from 'shellkit-audit/shellkit';
import { EMBED_SERVICES } from '../../src/composition/embed-registry';
import { EMBEDS_PAGE } from '../support/test-product';
import { CONFIGS } from '../e2e/shell-configs.mjs';

/** The config a page of the full tag set carries, as the server hands it out (JSON, as the audit reads it). */
function pageConfig(env: Record<string, string> = CONFIGS.fullTagSet) {
  const result = shellConfigFromEnv(env);
  if (!result.ok) throw new Error(result.error);
  return JSON.parse(JSON.stringify(result.config)) as typeof result.config;
}

describe("the audit's reading of a page's declarations (shellkit-audit/shellkit, plain JavaScript)", () => {
  it("reads a declared name as the shell does: for every declaration on the page, the same keys match and the same don't", () => {
    const declarations = declarationsOf(pageConfig());
    const names = [
      '_ga',
      '_ga_2X4B6D8F0H',
      '_gcl_au',
      '_fbp',
      '_hjSession_3456789',
      'ajs_anonymous_id',
      'cookieAccepted',
      'x',
      '_ga_',
      'a.b',
    ];
    for (const { item } of declarations)
      for (const kind of ['cookie', 'localStorage', 'sessionStorage'] as StorageKind[])
        for (const name of [...names, item.name])
          expect(isDeclaredAs(item, { kind, name }), `${item.name} ${kind} ${name}`).toBe(
            domainIsDeclaredAs(item as unknown as StoredItem, kind, name),
          ); // the page's JSON is the shell's own item
  });

  it("lists the shell's own items as necessary and each vendor's under the purpose each follows", () => {
    const declarations = declarationsOf(pageConfig());
    expect(declarations.find(({ item }) => item.name === 'cookieAccepted')).toMatchObject({ purpose: 'necessary' });
    expect(declarations.find(({ item }) => item.name === '_fbp')).toMatchObject({ purpose: 'marketing' });
    expect(declarations.find(({ item }) => item.name === 'sentryReplaySession')).toMatchObject({ purpose: 'experience' });
  });

  it('names the vendor a request went to by the origins its descriptor declares, each where several share a host', () => {
    const config = pageConfig();
    const ids = (url: string) => vendorsReaching(config, url).map((vendor) => vendor.id);
    expect(ids('https://www.facebook.com/tr/?ev=PageView')).toEqual(['meta-pixel']);
    expect(ids('https://static.hotjar.com/c/hotjar-3456789.js')).toEqual(['hotjar']);
    // gtag.js (GA4, Google Ads) and gtm.js (Google Tag Manager) come from the same host.
    expect(ids('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST42').sort()).toEqual([
      'google-ads',
      'google-analytics',
      'google-tag-manager',
    ]);
    expect(ids('https://tracker.example/pixel.gif')).toEqual([]);
  });

  it("blames the page, not a configured vendor, for a hit on the vendor's host that names another account (issue 32)", () => {
    const config = pageConfig();
    const ids = (url: string) => vendorsExplaining(config, url).map((vendor) => vendor.id);
    const pixelId = String((config.vendors.pixel as unknown as { options: { pixelId: string } }[])[0]?.options.pixelId ?? '');
    expect(pixelId).toMatch(/^\d+$/);
    expect(ids(`https://www.facebook.com/tr/?id=${pixelId}&ev=PageView`)).toEqual(['meta-pixel']);
    expect(ids('https://www.facebook.com/tr/?id=999&ev=PageView')).toEqual([]);
    expect(vendorsReaching(config, 'https://www.facebook.com/tr/?id=999&ev=PageView').map((vendor) => vendor.id)).toEqual(['meta-pixel']);
    expect(ids('https://www.googletagmanager.com/gtag/js?id=G-SOMEONEELSE')).toEqual([]);
    // A request that names no account (a script's path) is still the vendor's.
    expect(ids('https://static.hotjar.com/c/hotjar-3456789.js')).toEqual(['hotjar']);
  });

  it('names the embed service a request to its frame went to, under its purpose; on a page that lists none, none', () => {
    const config = pageConfig({ ...CONFIGS.optinMemory, ...EMBEDS_PAGE.env });
    for (const embed of EMBEDS_PAGE.embeds) {
      const read = EMBED_SERVICES.find(({ id }) => id === embed.service)?.frame(embed.src);
      if (!read?.ok) throw new Error(`${embed.service}: ${embed.src} is not read`);
      const reached = embedsReaching(config, read.url);
      expect(reached.map(({ id, purpose }) => [id, purpose])).toEqual([
        [
          embed.service,
          embed.service === 'iframe'
            ? EMBEDS_PAGE.env.VITE_EMBED_IFRAME_PURPOSE
            : EMBED_SERVICES.find(({ id }) => id === embed.service)?.purpose,
        ],
      ]);
      expect(embedsReaching(pageConfig(CONFIGS.optinMemory), read.url), embed.service).toEqual([]);
    }
    expect(embedsReaching(config, 'https://www.youtube.com/watch?v=M7lc1UVf-VE')).toEqual([]);
  });
});
