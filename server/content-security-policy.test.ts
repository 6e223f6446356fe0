import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../src/composition/shell-env';
import { contentSecurityPolicy } from './content-security-policy';

function cspFor(env: Record<string, string>) {
  const result = shellConfigFromEnv(env);
  if (!result.ok) throw new Error(result.error);
  return contentSecurityPolicy(vendorOrigins(result.config));
}

const allSources = (csp: ReturnType<typeof cspFor>) => Object.values(csp).flat();

describe('Content-Security-Policy for the configured vendors', () => {
  it('allows nothing but the site itself on the in-memory adapters, and no inline script anywhere', () => {
    const csp = cspFor({});
    expect(allSources(csp).filter((source) => source.includes('://'))).toEqual([]);
    expect(csp.scriptSrc).toEqual(["'self'"]);
  });

  it('opens exactly the vendor origins the config enables', () => {
    const csp = cspFor({
      VITE_SEGMENT_WRITE_KEY: 'abcdefgh12',
      VITE_META_PIXEL_ID: '1234567890',
      VITE_HOTJAR_SITE_ID: '3456789',
      VITE_SENTRY_DSN: 'https://k@o1.ingest.us.sentry.io/2',
    });
    expect(csp.connectSrc).toEqual(
      expect.arrayContaining(['https://cdn.segment.com', 'https://api.segment.io', 'https://www.facebook.com', 'wss://*.hotjar.com']),
    );
    expect(csp.scriptSrc).toEqual(["'self'", 'https://connect.facebook.net', 'https://static.hotjar.com', 'https://script.hotjar.com']);
    expect(allSources(csp).some((source) => source.includes('clarity') || source.includes('sentry.io'))).toBe(false);
    expect(allSources(csp)).not.toContain("'unsafe-inline'");
  });

  it('lets in the frames of exactly the embed services VITE_EMBEDS lists, and no other frame (issue 34 §1)', () => {
    expect(cspFor({}).frameSrc).toEqual(["'self'"]);
    const csp = cspFor({ VITE_EMBEDS: 'youtube,x-post' });
    expect(csp.frameSrc).toEqual(["'self'", 'https://platform.twitter.com', 'https://www.youtube-nocookie.com']);
    // A frame only: no script, image or connection of theirs.
    expect(allSources(csp).filter((source) => source.includes('://'))).toEqual(csp.frameSrc.slice(1));
    const generic = cspFor({
      VITE_EMBEDS: 'iframe',
      VITE_EMBED_IFRAME_ORIGINS: 'https://maps.example.org,https://w.soundcloud.com',
      VITE_EMBED_IFRAME_PURPOSE: 'experience',
    });
    expect(generic.frameSrc).toEqual(["'self'", 'https://maps.example.org', 'https://w.soundcloud.com']);
  });

  it('opens only the PostHog API host for PostHog: no script, asset or flags host', () => {
    expect(cspFor({ VITE_POSTHOG_KEY: 'phc_abcdefgh12' }).connectSrc).toEqual(["'self'", 'https://us.i.posthog.com']);
    const proxied = cspFor({ VITE_POSTHOG_KEY: 'phc_abcdefgh12', VITE_POSTHOG_HOST: 'https://shell.example.com/ingest/' });
    expect(proxied.connectSrc).toEqual(["'self'", 'https://shell.example.com']);
    expect(proxied.scriptSrc).toEqual(["'self'"]);
    expect(allSources(proxied).some((source) => source.includes('posthog'))).toBe(false);
  });

  it('follows the Segment proxy and swaps Hotjar for Clarity by config alone', () => {
    const csp = cspFor({
      VITE_SEGMENT_WRITE_KEY: 'abcdefgh12',
      VITE_SEGMENT_CDN_URL: 'https://cdn.example.com/segment',
      VITE_SEGMENT_API_HOST: 'api.example.com/v1',
      VITE_CLARITY_PROJECT_ID: 'abc123',
    });
    expect(csp.connectSrc).toEqual([
      "'self'",
      'https://cdn.example.com',
      'https://api.example.com',
      'https://*.clarity.ms',
      'https://c.bing.com',
    ]);
    expect(csp.scriptSrc).toEqual(["'self'", 'https://www.clarity.ms', 'https://scripts.clarity.ms']);
  });
});
