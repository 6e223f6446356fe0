import { describe, expect, it } from 'vitest';
import { EMBED_SERVICES } from '../composition/embed-registry';
import { parseEmbedEnv } from './embed-config.schema';

describe('VITE_EMBEDS', () => {
  it('lists none by default', () => {
    expect(parseEmbedEnv({}, EMBED_SERVICES)).toEqual({ ok: true, config: [] });
  });

  it('takes each listed service with its facts, in the registry’s order', () => {
    const parsed = parseEmbedEnv({ VITE_EMBEDS: 'youtube, google-maps' }, EMBED_SERVICES);
    expect(parsed.ok && parsed.config.map(({ id, purpose, frameOrigins }) => ({ id, purpose, frameOrigins }))).toEqual([
      { id: 'google-maps', purpose: 'marketing', frameOrigins: ['https://www.google.com'] },
      { id: 'youtube', purpose: 'marketing', frameOrigins: ['https://www.youtube-nocookie.com'] },
    ]);
  });

  it('names an unknown service and the ids it could be', () => {
    const parsed = parseEmbedEnv({ VITE_EMBEDS: 'youtube,tiktok' }, EMBED_SERVICES);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toMatch(/VITE_EMBEDS: tiktok: not an embed service; use ids from calendly, google-maps/);
  });

  it('gives the generic iframe the config’s origins and purpose, and asks for both', () => {
    const parsed = parseEmbedEnv(
      { VITE_EMBEDS: 'iframe', VITE_EMBED_IFRAME_ORIGINS: 'https://maps.example.org', VITE_EMBED_IFRAME_PURPOSE: 'experience' },
      EMBED_SERVICES,
    );
    expect(parsed.ok && parsed.config[0]).toMatchObject({
      id: 'iframe',
      label: 'maps.example.org',
      purpose: 'experience',
      frameOrigins: ['https://maps.example.org'],
    });
    const missing = parseEmbedEnv({ VITE_EMBEDS: 'iframe' }, EMBED_SERVICES);
    expect(missing.ok ? '' : missing.error).toMatch(/VITE_EMBED_IFRAME_ORIGINS: must list the https origins/);
    expect(missing.ok ? '' : missing.error).toMatch(/VITE_EMBED_IFRAME_PURPOSE: must say what the "iframe" frames serve/);
  });

  it('refuses an origin with a path, plain http, and the iframe variables without the iframe', () => {
    const withPath = parseEmbedEnv(
      { VITE_EMBEDS: 'iframe', VITE_EMBED_IFRAME_ORIGINS: 'https://a.example/x', VITE_EMBED_IFRAME_PURPOSE: 'analytics' },
      EMBED_SERVICES,
    );
    expect(withPath.ok ? '' : withPath.error).toMatch(/VITE_EMBED_IFRAME_ORIGINS.*must list origins, with no path/);
    const plain = parseEmbedEnv(
      { VITE_EMBEDS: 'iframe', VITE_EMBED_IFRAME_ORIGINS: 'http://a.example', VITE_EMBED_IFRAME_PURPOSE: 'analytics' },
      EMBED_SERVICES,
    );
    expect(plain.ok ? '' : plain.error).toMatch(/must list https origins/);
    const stray = parseEmbedEnv({ VITE_EMBED_IFRAME_PURPOSE: 'analytics' }, EMBED_SERVICES);
    expect(stray.ok ? '' : stray.error).toMatch(/VITE_EMBED_IFRAME_PURPOSE: is read only when VITE_EMBEDS lists "iframe"/);
  });
});
