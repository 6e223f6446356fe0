import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv } from '../../composition/shell-env';
import { readVariables, SHELL_SETTINGS, validVariables } from '../../testing/conformance/vendor-variables';
import { piwikPro } from './piwik-pro.vendor';

const SITE_ID = '94db1cb1-74f4-4a40-ad6c-962362670409';
const options = (env: Record<string, string>) => piwikPro.options(validVariables(piwikPro, env), SHELL_SETTINGS);

describe('the Piwik PRO descriptor', () => {
  it('is switched on by the site id with the account name, both needed', () => {
    expect(options({})).toBeUndefined();
    expect(options({ VITE_PIWIK_PRO_SITE_ID: SITE_ID })).toBeUndefined();
    expect(options({ VITE_PIWIK_PRO_SITE_ID: SITE_ID, VITE_PIWIK_PRO_ACCOUNT: 'acme' })).toEqual({
      containerUrl: 'https://acme.containers.piwik.pro',
      accountUrl: 'https://acme.piwik.pro',
      siteId: SITE_ID,
    });
  });

  it.each([
    ['VITE_PIWIK_PRO_SITE_ID', 'not-a-uuid', 'must be the site id Piwik PRO shows under Administration → Sites & apps, a UUID'],
    ['VITE_PIWIK_PRO_ACCOUNT', 'Acme', 'must be your Piwik PRO account name'],
    ['VITE_PIWIK_PRO_ACCOUNT', 'acme.evil.example', 'must be your Piwik PRO account name'],
    ['VITE_PIWIK_PRO_ACCOUNT', '-acme', 'must be your Piwik PRO account name'],
  ])('refuses %s=%s, saying why', (name, value, rule) => {
    const read = readVariables(piwikPro, { [name]: value });
    expect(read.ok).toBe(false);
    expect(JSON.stringify(read)).toContain(rule);
  });

  it('one of the two variables without the other is a mistake, named', () => {
    expect(piwikPro.problems?.(validVariables(piwikPro, { VITE_PIWIK_PRO_SITE_ID: SITE_ID }))).toEqual([
      { variable: 'VITE_PIWIK_PRO_ACCOUNT', message: 'is needed with VITE_PIWIK_PRO_SITE_ID: without it Piwik PRO is off' },
    ]);
    expect(piwikPro.problems?.(validVariables(piwikPro, { VITE_PIWIK_PRO_ACCOUNT: 'acme' }))).toEqual([
      { variable: 'VITE_PIWIK_PRO_ACCOUNT', message: 'is set but VITE_PIWIK_PRO_SITE_ID is not, so Piwik PRO is off' },
    ]);
  });

  it('opens its container host for scripts and its account host for hits, and declares its cookies', () => {
    const on = options({ VITE_PIWIK_PRO_SITE_ID: SITE_ID, VITE_PIWIK_PRO_ACCOUNT: 'acme' });
    expect(on && piwikPro.origins(on)).toEqual({
      scriptSrc: ['https://acme.containers.piwik.pro'],
      connectSrc: ['https://acme.piwik.pro', 'https://acme.containers.piwik.pro'],
      imgSrc: ['https://acme.piwik.pro'],
    });
    expect(piwikPro.storage.map(({ name, lifetime }) => [name, lifetime])).toEqual(
      expect.arrayContaining([
        ['_pk_id.<site id>.<domain hash>', { months: 13 }],
        ['_pk_ses.<site id>.<domain hash>', { minutes: 30 }],
        ['ppms_privacy_<site id>', { months: 12 }],
      ]),
    );
  });

  it('counts as analytics, told consent in its own API (no `consentCall: none`)', () => {
    expect([piwikPro.port, piwikPro.purpose, piwikPro.consentCall]).toEqual(['analytics', 'analytics', undefined]);
    expect(piwikPro.toldConsent).toContain("ppms.cm.api('setComplianceSettings'");
  });

  it("shares Matomo's `_paq`: with Matomo on too, the config refuses both, naming each variable; either alone is taken", () => {
    const piwik = { VITE_PIWIK_PRO_SITE_ID: SITE_ID, VITE_PIWIK_PRO_ACCOUNT: 'acme' };
    const matomo = { VITE_MATOMO_URL: 'https://analytics.example.com', VITE_MATOMO_SITE_ID: '3' };
    const both = shellConfigFromEnv({ ...piwik, ...matomo });
    expect(both.ok).toBe(false);
    if (both.ok) return;
    expect(both.error).toMatch(/VITE_PIWIK_PRO_SITE_ID: switches on a tag that takes window\._paq/);
    expect(both.error).toMatch(/VITE_MATOMO_URL: switches on a tag that takes window\._paq/);
    expect(shellConfigFromEnv(piwik).ok).toBe(true);
    expect(shellConfigFromEnv(matomo).ok).toBe(true);
  });
});
