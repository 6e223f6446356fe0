// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerEnv, SERVER_ENV_VARIABLES } from '../server/config/server-config.schema';
import { SHELL_ENV_VARIABLES, shellConfigFromEnv } from '../src/composition/shell-env';
import { E2E_PRODUCT_DIR, PRODUCT_SERVER_SCRIPT } from './support/product-build.mjs';

const run = (args: string[], env: Record<string, string>, cwd?: string) =>
  spawnSync(process.execPath, args, { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000, ...(cwd ? { cwd } : {}) });

describe('a bad config value fails loudly, naming the variable', () => {
  it('`vite build` fails on VITE_CONSENT_STORE=cookies and says so', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'shellkit-bad-build-'));
    try {
      const result = run(
        [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'],
        {
          VITE_CONSENT_STORE: 'cookies',
        },
        E2E_PRODUCT_DIR,
      );
      expect(result.status).not.toBe(0);
      expect(result.stderr + result.stdout).toMatch(/VITE_CONSENT_STORE: .*\(got "cookies"\)/);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('the server refuses to start on PORT=eighty, naming PORT', () => {
    const result = run([PRODUCT_SERVER_SCRIPT], { PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT: .*\(got "eighty"\)/);
  });

  it('the server refuses to start on LOG_LEVEL=verbose, naming LOG_LEVEL and its levels', () => {
    const result = run([PRODUCT_SERVER_SCRIPT], { LOG_LEVEL: 'verbose', PORT: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent \(got "verbose"\)/);
  });

  it("the server refuses to start on a bad vendor variable, named by the vendor's own descriptor", () => {
    const result = run([PRODUCT_SERVER_SCRIPT], { VITE_SEGMENT_WRITE_KEY: 'has spaces', PORT: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/VITE_SEGMENT_WRITE_KEY: must be a Segment write key.*\(got "has spaces"\)/);
  });

  it('the server refuses to start in auto mode on a country code no CDN sends, naming CONSENT_OPT_IN_COUNTRIES', () => {
    const result = run([PRODUCT_SERVER_SCRIPT], { VITE_CONSENT_MODE: 'auto', CONSENT_OPT_IN_COUNTRIES: 'DE,UK' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/CONSENT_OPT_IN_COUNTRIES: .*UK is GB in ISO 3166-1.*\(got "DE,UK"\)/);
  });

  it('the server refuses to start on a bad shell variable too', () => {
    const result = run([PRODUCT_SERVER_SCRIPT], { VITE_CONSENT_STORE: 'cookies', PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('VITE_CONSENT_STORE');
    expect(result.stderr).toContain('PORT');
  });
});

/**
 * Issue 36: a Meta pixel id of 4 digits failed with "digits only", where the rule is 5 to 20 digits. Every
 * variable the shell or the server reads, with a value that breaks its rule: the error names the variable and
 * states the rule (not only what kind of thing it is), so the operator fixes it in one go. A variable that takes
 * any value is listed as such; the last test fails when a variable is in neither list.
 */
type Case = [variable: string, bad: string, rule: RegExp, also?: Record<string, string>];
const NUMBER_FROM = (min: number, max: number) => new RegExp(`must be a whole number from ${min} to ${max}\\b`);
const SHELL_CASES: readonly Case[] = [
  ['VITE_CONSENT_STORE', 'cookies', /must be local-storage or memory/],
  ['VITE_CONSENT_MODE', 'strict', /must be notice, opt-in or auto/],
  ['VITE_CONSENT_REVISION', 'v 2', /1 to 40 letters, digits, "\.", "_" or "-"/],
  ['VITE_CONSENT_MAX_AGE_MONTHS', '0', /must be a whole number of months from 1 to 24/],
  ['VITE_CONSENT_MAX_AGE_MONTHS', '25', /must be a whole number of months from 1 to 24/],
  ['VITE_CONSENT_MAX_AGE_MONTHS', '1.5', /must be a whole number of months from 1 to 24/],
  ['CONSENT_COUNTRY_HEADER', 'CF IPCountry', /1 to 64 letters, digits or "-"/, { VITE_CONSENT_MODE: 'auto' }],
  ['CONSENT_REGION_HEADER', 'cf region code', /1 to 64 letters, digits or "-"/, { VITE_CONSENT_MODE: 'auto' }],
  ['CONSENT_OPT_IN_COUNTRIES', 'DE,XX', /ISO 3166-1 alpha-2 country codes separated by commas/, { VITE_CONSENT_MODE: 'auto' }],
  ['CONSENT_OPT_IN_COUNTRIES', ',', /ISO 3166-1 alpha-2 country code/, { VITE_CONSENT_MODE: 'auto' }],
  ['VITE_SHELL_INSPECTOR', 'yes', /must be on or off/],
  ['SENTRY_TUNNEL_PATH', 'monitoring/', /a leading "\/", letters, digits, .* no trailing "\/"/],
  ['VITE_BUGSNAG_API_KEY', 'abc', /Bugsnag notifier API key: 32 lowercase hexadecimal characters/],
  ['VITE_BUGSNAG_RELEASE_STAGE', 'my stage', /1 to 64 letters, digits/, { VITE_BUGSNAG_API_KEY: '0123456789abcdef0123456789abcdef' }],
  ['VITE_LANGUAGES', 'xx', /use codes from ar, bg, /],
  ['VITE_LANGUAGES', ',', /at least one .*separated by commas/],
  ['VITE_DEFAULT_LANGUAGE', 'xx', /use codes from ar, bg, /],
  ['VITE_DEFAULT_LANGUAGE', 'en', /one of the languages in VITE_LANGUAGES \(de, fr\)/, { VITE_LANGUAGES: 'de,fr' }],
  ['VITE_SEGMENT_WRITE_KEY', 'has spaces', /8 to 64 letters, digits, "_" or "-"/],
  ['VITE_SEGMENT_CDN_URL', 'cdn.example.com', /http\(s\) URL/],
  ['VITE_SEGMENT_CDN_URL', 'https://cdn.example.com/?v=1', /no query or fragment/],
  ['VITE_SEGMENT_API_HOST', 'https://api.example.com', /host\[:port\]\[\/path\] without a scheme/],
  ['VITE_POSTHOG_KEY', 'phx_abcdefgh', /"phc_" then 8 to 64 letters and digits/],
  ['VITE_POSTHOG_HOST', 'http://eu.i.posthog.com', /https URL/],
  ['VITE_MIXPANEL_TOKEN', 'abc', /32 lowercase hexadecimal characters/],
  ['VITE_MIXPANEL_API_HOST', 'http://api-eu.mixpanel.com', /https URL/],
  ['VITE_PLAUSIBLE_DOMAIN', 'Example', /lowercase letters, digits and "-", with at least one "\."/],
  ['VITE_PLAUSIBLE_HOST', 'https://plausible.io/api', /origin, with no path or query/],
  ['VITE_PLAUSIBLE_HOST', 'plausible.io', /https origin/],
  ['VITE_UMAMI_WEBSITE_ID', 'abc', /a UUID/],
  ['VITE_UMAMI_HOST_URL', 'http://cloud.umami.is', /https URL/],
  ['VITE_UMAMI_HOST_URL', 'cloud.umami.is', /https URL/],
  ['VITE_MATOMO_URL', 'http://example.matomo.cloud', /https URL of your Matomo/],
  ['VITE_MATOMO_SITE_ID', '0', /a whole number from 1/],
  ['VITE_FATHOM_SITE_ID', 'abcdefgh', /5 to 12 capital letters or digits/],
  ['VITE_SIMPLE_ANALYTICS_HOSTNAME', 'https://example.com', /hostname as added in Simple Analytics/],
  ['VITE_PIRSCH_CODE', 'short', /16 to 64 letters or digits/],
  ['VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN', 'abc', /32 lowercase letters or digits/],
  ['VITE_VERCEL_ANALYTICS_BASE', 'http://proxy.example.com', /path on the site, or the https URL of a proxy/],
  ['VITE_YANDEX_METRICA_COUNTER_ID', '0123456', /counter number from Yandex Metrica's counter settings: 4 to 12 digits/],
  ['VITE_GA4_MEASUREMENT_ID', 'UA-1234', /"G-" then 4 to 20 capital letters and digits/],
  ['VITE_AMPLITUDE_API_KEY', 'abc', /Amplitude project API key: 32 lowercase hexadecimal characters/],
  ['VITE_AMPLITUDE_SERVER_ZONE', 'eu', /must be US or EU/, { VITE_AMPLITUDE_API_KEY: '0123456789abcdef0123456789abcdef' }],
  ['VITE_PIWIK_PRO_SITE_ID', '1234', /Administration → Sites & apps, a UUID/, { VITE_PIWIK_PRO_ACCOUNT: 'acme' }],
  ['VITE_HEAP_APP_ID', 'heap-123', /4 to 20 digits/],
  ['VITE_PIWIK_PRO_ACCOUNT', 'acme.piwik.pro', /account name, the <account> of https:\/\/<account>\.piwik\.pro/],
  ['VITE_META_PIXEL_ID', '1234', /5 to 20 digits/],
  ['VITE_PIXEL_SINK', 'none', /must be meta-pixel or memory/],
  ['VITE_GOOGLE_ADS_ID', 'AW-12', /"AW-" then 6 to 12 digits/],
  ['VITE_GOOGLE_ADS_CONVERSIONS', 'Lead', /must be "Event Name=.*", pairs separated by commas/, { VITE_GOOGLE_ADS_ID: 'AW-123456789' }],
  ['VITE_TIKTOK_PIXEL_ID', 'abc', /20 capital letters and digits/],
  ['VITE_LINKEDIN_PARTNER_ID', '12', /4 to 12 digits/],
  ['VITE_LINKEDIN_CONVERSIONS', 'Lead=12', /4 to 12 digits/, { VITE_LINKEDIN_PARTNER_ID: '1234567' }],
  ['VITE_GTM_CONTAINER_ID', 'GTM 123', /"GTM-" then 4 to 12 capital letters and digits/],
  ['VITE_PINTEREST_TAG_ID', 'abc', /10 to 16 digits/],
  ['VITE_SNAP_PIXEL_ID', 'abc', /a UUID in lower case/],
  ['VITE_REDDIT_PIXEL_ID', 'abc def', /"a2_" or "t2_" then 6 to 20 lower-case letters and digits/],
  ['VITE_X_PIXEL_ID', 'a b', /5 lower-case letters and digits/],
  ['VITE_X_EVENTS', 'Lead', /"Event Name=event id/, { VITE_X_PIXEL_ID: 'o8z6j' }],
  ['VITE_QUORA_PIXEL_ID', 'abc', /32 hexadecimal digits/],
  ['VITE_QUORA_EVENTS', 'Lead=Signup', /"Event Name=one of Quora's events/, { VITE_QUORA_PIXEL_ID: '0123456789abcdef0123456789abcdef' }],
  ['VITE_CRITEO_ACCOUNT_ID', 'abc', /2 to 10 digits/],
  ['VITE_CRITEO_EVENTS', 'Cart=AddToCart', /"Event Name=one of Criteo's OneTag events/, { VITE_CRITEO_ACCOUNT_ID: '12345' }],
  ['VITE_TABOOLA_ACCOUNT_ID', 'abc', /4 to 10 digits/],
  ['VITE_OUTBRAIN_MARKETER_ID', 'xyz', /20 to 40 lower-case hexadecimal characters/],
  ['VITE_AMAZON_ADS_TAG_ID', 'abc', /a UUID in lower case/, { VITE_AMAZON_ADS_COUNTRY: 'FR' }],
  ['VITE_AMAZON_ADS_COUNTRY', 'France', /two capital letters/, { VITE_AMAZON_ADS_TAG_ID: '768411f6-fa20-33cd-2222-8cdf646d1111' }],
  ['VITE_HUBSPOT_HUB_ID', 'hub', /4 to 10 digits/],
  ['VITE_HUBSPOT_EVENTS', 'Lead=lead', /"Lead=lead" must be "Event Name=internal name/, { VITE_HUBSPOT_HUB_ID: '12345678' }],
  ['VITE_HUBSPOT_REGION', 'EU1', /must be na1 or eu1, the HubSpot data centre of the account/, { VITE_HUBSPOT_HUB_ID: '12345678' }],
  ['VITE_EMBEDS', 'youtube,tiktok', /tiktok: not an embed service; use ids from calendly/],
  [
    'VITE_EMBED_IFRAME_ORIGINS',
    'http://maps.example.org',
    /must list https origins/,
    { VITE_EMBEDS: 'iframe', VITE_EMBED_IFRAME_PURPOSE: 'analytics' },
  ],
  [
    'VITE_EMBED_IFRAME_PURPOSE',
    'fun',
    /must be one of analytics, marketing, experience/,
    { VITE_EMBEDS: 'iframe', VITE_EMBED_IFRAME_ORIGINS: 'https://maps.example.org' },
  ],
  ['VITE_UET_TAG_ID', '12', /4 to 12 digits/],
  ['VITE_HOTJAR_SITE_ID', 'abc', /1 to 12 digits/],
  ['VITE_SMARTLOOK_PROJECT_KEY', 'abc', /Smartlook project key: 40 lowercase hexadecimal characters/],
  ['VITE_MOUSEFLOW_WEBSITE_ID', 'ABC', /Mouseflow website id: a GUID in lower case/],
  ['VITE_LOGROCKET_APP_ID', 'acme', /LogRocket app id: org-slug\/app-slug/],
  ['VITE_FULLSTORY_ORG_ID', 'o-1A2B3C-eu1', /Fullstory org id of its US data center, such as o-1A2B3C-na1/],
  ['VITE_CLARITY_PROJECT_ID', 'AB', /4 to 32 lowercase letters and digits/],
  ['VITE_SENTRY_DSN', 'nope', /Sentry DSN \(https:\/\/KEY@oORG/],
  ['VITE_SENTRY_ENVIRONMENT', 'a b', /1 to 64 characters with no spaces or "\/"/],
  ['VITE_INTERCOM_APP_ID', 'HGVE3GLW', /8 lower-case letters or digits/],
  [
    'VITE_INTERCOM_REGION',
    'eu',
    /must be US, EU or AU, the region the Intercom workspace is hosted in/,
    { VITE_INTERCOM_APP_ID: 'hgve3glw' },
  ],
  ['VITE_CRISP_WEBSITE_ID', 'not-a-uuid', /a UUID in lower case/],
  [
    'VITE_CRISP_WEBSITE_ID',
    '00000000-0000-4000-8000-00000000c415',
    /a site runs one chat .*VITE_INTERCOM_APP_ID and VITE_CRISP_WEBSITE_ID/,
    { VITE_INTERCOM_APP_ID: 'hgve3glw' },
  ],
  ['VITE_TAWK_PROPERTY_ID', 'xyz', /24 hexadecimal digits/],
  ['VITE_TAWK_WIDGET_ID', 'a b', /1 to 32 letters or digits/, { VITE_TAWK_PROPERTY_ID: '0123456789abcdef01234567' }],
  ['VITE_TAWK_WIDGET_ID', 'default', /read only with VITE_TAWK_PROPERTY_ID/],
  ['VITE_ZENDESK_KEY', 'my-zendesk', /Zendesk Web Widget key: a UUID in lower case/],
  [
    'VITE_ZENDESK_KEY',
    '2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901',
    /a site runs one chat .*VITE_TAWK_PROPERTY_ID and VITE_ZENDESK_KEY/,
    { VITE_TAWK_PROPERTY_ID: '0123456789abcdef01234567' },
  ],
  ['VITE_DRIFT_EMBED_ID', 'drift.load(x)', /6 to 32 letters or digits/],
];
const SERVER_CASES: readonly Case[] = [
  ['PORT', 'eighty', NUMBER_FROM(1, 65535)],
  ['PORT', '0', NUMBER_FROM(1, 65535)],
  ['PORT', '80.5', NUMBER_FROM(1, 65535)],
  ['METRICS_PORT', '70000', NUMBER_FROM(1, 65535)],
  ['METRICS_PORT', '3000', /must differ from PORT/],
  ['TRUST_PROXY', 'yes', /false, true \(one proxy\) or the number of proxies .* 1 to 9/],
  ['SHUTDOWN_TIMEOUT_MS', '-1', NUMBER_FROM(0, 120000)],
  ['MAX_CONNECTIONS', '1', NUMBER_FROM(16, 1000000)],
  ['LOG_LEVEL', 'verbose', /must be one of trace, debug, info, warn, error, fatal, silent/],
  ['VITE_SENTRY_DSN', 'https://key@sentry.example.com/1', /oNNN organisation host/],
  ['SENTRY_TUNNEL_ALLOWED_DSNS', 'nope', /Sentry DSN \(https:\/\/KEY@oORG/],
  ['SENTRY_INGEST_URL', 'ftp://sentry.example.com', /http\(s\) origin/],
  ['SENTRY_INGEST_URL', 'sentry.example.com', /http\(s\) origin/],
  ['SENTRY_TUNNEL_PATH', '/', /a leading "\/", letters, digits/],
  ['SENTRY_TUNNEL_TIMEOUT_MS', '50', NUMBER_FROM(100, 60000)],
  ['SENTRY_TUNNEL_BODY_TIMEOUT_MS', '10', NUMBER_FROM(1000, 60000)],
  ['SENTRY_TUNNEL_RATE_LIMIT', '0', NUMBER_FROM(1, 1000000)],
  ['SENTRY_TUNNEL_MAX_CONCURRENT', '0', NUMBER_FROM(1, 100000)],
  ['SENTRY_TUNNEL_ALLOWED_ORIGINS', 'https://shop.example.com/path', /origins \(scheme:\/\/host\[:port\]\), with no path/],
  ['SENTRY_TUNNEL_ALLOWED_ORIGINS', 'shop.example.com', /http\(s\) origins/],
  ['DATABASE_URL', 'mysql://db.example.com/x', /PostgreSQL URL/],
  ['CONSENT_RETENTION_DAYS', '10', NUMBER_FROM(30, 36500)],
  ['CONSENT_EXPORT_TOKEN', 'short', /at least 32 characters with no spaces/],
  ['CONSENT_EXPORT_TOKEN', `${'a'.repeat(32)} b`, /at least 32 characters with no spaces/],
  ['CONSENT_STORE_CLIENT_DETAILS', 'yes', /must be true or false/],
  ['CONSENT_RECORDS_RATE_LIMIT', '0', NUMBER_FROM(1, 1000000)],
  ['REDIS_URL', 'http://cache.example.com', /Redis URL such as redis:\/\//],
  ['RATE_LIMIT_IPV6_PREFIX', '16', NUMBER_FROM(32, 128)],
];
/** Variables that take any value: there is no rule to state. */
const ANY_VALUE = ['HOST', 'CONSENT_LEDGER_DIR'];

const lineFor = (error: string, variable: string) =>
  error.split('\n').find((line) => line.startsWith(`  ${variable}: `) || line.startsWith(`  ${variable}.`));

describe('every config error names its variable and states its rule (issue 36)', () => {
  it.each<Case>(SHELL_CASES)('shell: %s=%j says %s', (variable, bad, rule, also = {}) => {
    const result = shellConfigFromEnv({ ...also, [variable]: bad });
    expect(result.ok).toBe(false);
    const line = lineFor(result.ok ? '' : result.error, variable);
    expect(line, result.ok ? '' : result.error).toBeDefined();
    expect(line).toMatch(rule);
  });

  it.each<Case>(SERVER_CASES)('server: %s=%j says %s', (variable, bad, rule, also = {}) => {
    const result = parseServerEnv({ ...also, [variable]: bad });
    expect(result.ok).toBe(false);
    const line = lineFor(result.ok ? '' : result.error, variable);
    expect(line, result.ok ? '' : result.error).toBeDefined();
    expect(line).toMatch(rule);
  });

  it('covers every variable the shell and the server read', () => {
    const covered = new Set([...SHELL_CASES, ...SERVER_CASES].map(([variable]) => variable).concat(ANY_VALUE));
    expect([...SHELL_ENV_VARIABLES, ...SERVER_ENV_VARIABLES].filter((variable) => !covered.has(variable))).toEqual([]);
  });
});
