import { describe, expect, it } from 'vitest';
import { parseLanguageEnv } from './language-config.schema';

const SHIPPED = ['ar', 'de', 'en', 'fr'];

describe('VITE_LANGUAGES and VITE_DEFAULT_LANGUAGE', () => {
  it('default to every shipped language, and English', () => {
    expect(parseLanguageEnv({}, SHIPPED)).toEqual({ ok: true, config: { offered: SHIPPED, fallback: 'en' } });
    expect(parseLanguageEnv({ VITE_LANGUAGES: '', VITE_DEFAULT_LANGUAGE: '' }, SHIPPED)).toEqual({
      ok: true,
      config: { offered: SHIPPED, fallback: 'en' },
    });
  });

  it('take a list of shipped codes and one of them', () => {
    expect(parseLanguageEnv({ VITE_LANGUAGES: 'de, fr', VITE_DEFAULT_LANGUAGE: 'fr' }, SHIPPED)).toEqual({
      ok: true,
      config: { offered: ['de', 'fr'], fallback: 'fr' },
    });
  });

  it.each([
    [{ VITE_LANGUAGES: 'de,xx' }, 'VITE_LANGUAGES: xx is not a shipped language'],
    [{ VITE_LANGUAGES: ',' }, 'VITE_LANGUAGES: must list at least one language'],
    [{ VITE_DEFAULT_LANGUAGE: 'DE' }, 'VITE_DEFAULT_LANGUAGE: DE is not a shipped language'],
    [{ VITE_LANGUAGES: 'de,fr' }, 'VITE_DEFAULT_LANGUAGE: must be one of the languages in VITE_LANGUAGES (de, fr)'],
  ])('%j is a config error naming the variable', (env, message) => {
    const result = parseLanguageEnv(env, SHIPPED);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
