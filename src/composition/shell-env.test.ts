import { describe, expect, it } from 'vitest';
import { SHELL_ENV_VARIABLES, shellConfigFromEnv, vendorOrigins } from './shell-env';

const parse = (env: Record<string, string>) => {
  const result = shellConfigFromEnv(env);
  if (!result.ok) throw new Error(result.error);
  return result.config;
};
const errorOf = (env: Record<string, string>) => {
  const result = shellConfigFromEnv(env);
  if (result.ok) throw new Error('expected a config error');
  return result.error;
};
/** The one vendor serving a port in these configs (each switches on at most one per port). */
const chosen = (env: Record<string, string>, port: 'analytics' | 'pixel' | 'heatmap' | 'errors') => {
  const serving = parse(env).vendors[port];
  expect(serving).toHaveLength(1);
  const [{ id, options }] = serving as [(typeof serving)[number]];
  return { id, options };
};
const ids = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(parse(env).vendors).map(([port, serving]) => [port, serving.map((vendor) => vendor.id)]));

describe('vendors chosen by config alone, through the registry', () => {
  it('with nothing set, every port is on its in-memory adapter except the pixel, which reports to a pixel the page brings (SPEC §1, §7)', () => {
    expect(ids({})).toEqual({ analytics: ['memory'], pixel: ['meta-pixel'], heatmap: ['memory'], errors: ['memory'], chat: ['memory'] });
    expect(parse({}).vendors.pixel).toMatchObject([{ id: 'meta-pixel', purpose: 'marketing', options: {} }]);
  });

  it('each vendor comes with its name, purpose and privacy text, for the page to apply consent before any vendor code loads', () => {
    expect(
      parse({ VITE_SEGMENT_WRITE_KEY: 'wk_12345678', VITE_HOTJAR_SITE_ID: '1', VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2' })
        .vendors,
    ).toMatchObject({
      analytics: [{ label: 'Segment', purpose: 'analytics', privacy: ['page-views-and-named-events', 'each-with-its-page'] }],
      heatmap: [{ label: 'Hotjar', purpose: 'experience' }],
      errors: [{ label: 'Sentry', purpose: 'necessary' }],
      pixel: [{ label: 'Meta pixel', purpose: 'marketing' }],
    });
  });

  it('VITE_SEGMENT_WRITE_KEY selects Segment, with the optional first-party proxy hosts', () => {
    expect(chosen({ VITE_SEGMENT_WRITE_KEY: 'wk_12345678' }, 'analytics')).toEqual({
      id: 'segment',
      options: { writeKey: 'wk_12345678', cdnUrl: undefined, apiHost: undefined },
    });
    expect(
      chosen(
        {
          VITE_SEGMENT_WRITE_KEY: 'wk_12345678',
          VITE_SEGMENT_CDN_URL: 'https://cdn.example.com/seg/',
          VITE_SEGMENT_API_HOST: 'api.example.com/v1',
        },
        'analytics',
      ),
    ).toEqual({
      id: 'segment',
      options: { writeKey: 'wk_12345678', cdnUrl: 'https://cdn.example.com/seg', apiHost: 'api.example.com/v1' },
    });
  });

  it('VITE_META_PIXEL_ID loads the Meta pixel; VITE_PIXEL_SINK=memory switches the page pixel off', () => {
    expect(chosen({ VITE_META_PIXEL_ID: '1234567890' }, 'pixel')).toEqual({ id: 'meta-pixel', options: { pixelId: '1234567890' } });
    expect(chosen({ VITE_PIXEL_SINK: 'meta-pixel' }, 'pixel')).toEqual({
      id: 'meta-pixel',
      options: { pixelId: undefined, pagesBringOne: true },
    });
    expect(chosen({ VITE_PIXEL_SINK: 'memory' }, 'pixel')).toEqual({ id: 'memory', options: {} });
  });

  it('swaps the heatmap between Hotjar and Clarity', () => {
    expect(chosen({ VITE_HOTJAR_SITE_ID: '3456789' }, 'heatmap')).toEqual({ id: 'hotjar', options: { siteId: '3456789' } });
    expect(chosen({ VITE_CLARITY_PROJECT_ID: 'abc123xyz' }, 'heatmap')).toEqual({ id: 'clarity', options: { projectId: 'abc123xyz' } });
  });

  it('VITE_SENTRY_DSN selects Sentry, production by default, tunnelled through the configured path with o, p and r', () => {
    expect(chosen({ VITE_SENTRY_DSN: 'https://key@o123.ingest.us.sentry.io/456' }, 'errors')).toEqual({
      id: 'sentry',
      options: { dsn: 'https://key@o123.ingest.us.sentry.io/456', environment: 'production', tunnel: '/monitoring?o=123&p=456&r=us' },
    });
    expect(
      chosen(
        { VITE_SENTRY_DSN: 'https://key@o7.ingest.sentry.io/8', VITE_SENTRY_ENVIRONMENT: 'staging', SENTRY_TUNNEL_PATH: '/t' },
        'errors',
      ),
    ).toEqual({
      id: 'sentry',
      options: { dsn: 'https://key@o7.ingest.sentry.io/8', environment: 'staging', tunnel: '/t?o=7&p=8' },
    });
  });

  it('VITE_POSTHOG_KEY selects PostHog, on its US cloud unless VITE_POSTHOG_HOST names another host', () => {
    expect(chosen({ VITE_POSTHOG_KEY: 'phc_e2eKey12345' }, 'analytics')).toEqual({
      id: 'posthog',
      options: { apiKey: 'phc_e2eKey12345', apiHost: 'https://us.i.posthog.com' },
    });
    expect(chosen({ VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_POSTHOG_HOST: 'https://shell.example.com/ingest/' }, 'analytics')).toEqual({
      id: 'posthog',
      options: { apiKey: 'phc_e2eKey12345', apiHost: 'https://shell.example.com/ingest' },
    });
  });

  it('switches on every vendor whose variable is set, several per port, each in the registry order (issue 23)', () => {
    expect(
      ids({
        VITE_SEGMENT_WRITE_KEY: 'wk_12345678',
        VITE_POSTHOG_KEY: 'phc_e2eKey12345',
        VITE_GA4_MEASUREMENT_ID: 'G-2X4B6D8F0H',
        VITE_PLAUSIBLE_DOMAIN: 'shellkit.example',
        VITE_META_PIXEL_ID: '1234567890',
        VITE_HOTJAR_SITE_ID: '1',
        VITE_CLARITY_PROJECT_ID: 'abcd',
        VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2',
      }),
    ).toEqual({
      analytics: ['segment', 'posthog', 'plausible', 'google-analytics'],
      pixel: ['meta-pixel'],
      heatmap: ['hotjar', 'clarity'],
      errors: ['sentry'],
      chat: ['memory'],
    });
  });

  it("a port's in-memory default serves it only while no vendor of that port is on", () => {
    expect(ids({ VITE_SEGMENT_WRITE_KEY: 'wk_12345678' }).analytics).toEqual(['segment']);
    expect(ids({ VITE_PIXEL_SINK: 'memory' }).pixel).toEqual(['memory']);
  });

  it.each([
    ['VITE_SEGMENT_WRITE_KEY', { VITE_SEGMENT_WRITE_KEY: 'has spaces in it' }],
    ['VITE_SEGMENT_CDN_URL', { VITE_SEGMENT_WRITE_KEY: 'wk_12345678', VITE_SEGMENT_CDN_URL: 'ftp://cdn.example.com' }],
    ['VITE_SEGMENT_API_HOST', { VITE_SEGMENT_WRITE_KEY: 'wk_12345678', VITE_SEGMENT_API_HOST: 'https://api.example.com' }],
    ['VITE_SEGMENT_CDN_URL', { VITE_SEGMENT_CDN_URL: 'https://cdn.example.com' }],
    ['VITE_POSTHOG_KEY', { VITE_POSTHOG_KEY: 'e2eKey12345' }],
    ['VITE_POSTHOG_KEY', { VITE_POSTHOG_KEY: 'phx_personalSecretKey123' }],
    ['VITE_POSTHOG_HOST', { VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_POSTHOG_HOST: 'http://eu.i.posthog.com' }],
    ['VITE_POSTHOG_HOST', { VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_POSTHOG_HOST: 'eu.i.posthog.com' }],
    ['VITE_POSTHOG_HOST', { VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_POSTHOG_HOST: 'https://eu.i.posthog.com/?x=1' }],
    ['VITE_POSTHOG_HOST', { VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' }],
    ['VITE_META_PIXEL_ID', { VITE_META_PIXEL_ID: 'pixel-1' }],
    ['VITE_PIXEL_SINK', { VITE_PIXEL_SINK: 'memory', VITE_META_PIXEL_ID: '1234567890' }],
    ['VITE_PIXEL_SINK', { VITE_PIXEL_SINK: 'fbq' }],
    ['VITE_HOTJAR_SITE_ID', { VITE_HOTJAR_SITE_ID: '12a' }],
    ['VITE_CLARITY_PROJECT_ID', { VITE_CLARITY_PROJECT_ID: 'ABC DEF' }],
    ['VITE_SENTRY_DSN', { VITE_SENTRY_DSN: 'not a dsn' }],
    ['VITE_SENTRY_DSN', { VITE_SENTRY_DSN: 'https://key@sentry.example.com/1' }],
    ['VITE_SENTRY_ENVIRONMENT', { VITE_SENTRY_ENVIRONMENT: 'staging' }],
  ])('a bad %s fails naming it', (variable, env) => {
    expect(errorOf(env)).toContain(variable);
  });

  it('reads every variable of every registered vendor, and nothing twice', () => {
    expect(SHELL_ENV_VARIABLES).toEqual(
      expect.arrayContaining([
        'VITE_SEGMENT_WRITE_KEY',
        'VITE_POSTHOG_HOST',
        'VITE_PIXEL_SINK',
        'VITE_CLARITY_PROJECT_ID',
        'VITE_SENTRY_ENVIRONMENT',
      ]),
    );
    expect(new Set(SHELL_ENV_VARIABLES).size).toBe(SHELL_ENV_VARIABLES.length);
  });

  it("collects every switched-on vendor's CSP origins from its descriptor, none for the in-memory defaults and a page's own pixel", () => {
    expect(vendorOrigins(parse({})).flatMap((origins) => Object.values(origins).flat())).toEqual([]);
    expect(vendorOrigins(parse({ VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' }))).toContainEqual({
      connectSrc: ['https://eu.i.posthog.com'],
    });
    const both = vendorOrigins(parse({ VITE_POSTHOG_KEY: 'phc_e2eKey12345', VITE_PLAUSIBLE_DOMAIN: 'shellkit.example' }));
    const connect = both.flatMap((origins) => origins.connectSrc ?? []);
    expect(connect).toEqual(expect.arrayContaining(['https://us.i.posthog.com', 'https://plausible.io']));
  });
});
