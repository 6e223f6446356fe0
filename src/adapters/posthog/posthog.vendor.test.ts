import { describe, expect, it } from 'vitest';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { posthog } from './posthog.vendor';

const KEY = 'phc_abcDEF123456';

describe('the PostHog descriptor', () => {
  it('takes a project API key, and refuses a personal API key, which is a secret', () => {
    expect(readVariables(posthog, { VITE_POSTHOG_KEY: KEY }).ok).toBe(true);
    const personal = readVariables(posthog, { VITE_POSTHOG_KEY: 'phx_abcDEF123456' });
    expect(personal.ok).toBe(false);
    expect(!personal.ok && personal.refused['VITE_POSTHOG_KEY']?.join()).toMatch(/never a personal API key.*secret/);
  });

  it('takes an https host without query or fragment, its trailing slash dropped', () => {
    expect(readVariables(posthog, { VITE_POSTHOG_HOST: 'http://eu.i.posthog.com' }).ok).toBe(false);
    expect(readVariables(posthog, { VITE_POSTHOG_HOST: 'https://eu.i.posthog.com/?x=1' }).ok).toBe(false);
    expect(optionsFrom(posthog, { VITE_POSTHOG_KEY: KEY, VITE_POSTHOG_HOST: 'https://shell.example/ingest/' })).toEqual({
      apiKey: KEY,
      apiHost: 'https://shell.example/ingest',
    });
  });

  it('is off without a key, and sends to PostHog’s US cloud unless a host is given', () => {
    expect(optionsFrom(posthog, {})).toBeUndefined();
    expect(optionsFrom(posthog, { VITE_POSTHOG_KEY: KEY })).toEqual({ apiKey: KEY, apiHost: 'https://us.i.posthog.com' });
  });

  it('names a host set without a key, since PostHog is then off', () => {
    expect(problemsIn(posthog, { VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' })).toEqual([
      { variable: 'VITE_POSTHOG_HOST', message: 'is set but VITE_POSTHOG_KEY is not, so PostHog is off' },
    ]);
    expect(problemsIn(posthog, { VITE_POSTHOG_KEY: KEY, VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' })).toEqual([]);
  });

  it('needs a connection to the origin of its host only, a proxy’s path left out', () => {
    expect(posthog.origins({ apiKey: KEY, apiHost: 'https://shell.example/ingest' })).toEqual({ connectSrc: ['https://shell.example'] });
  });
});
