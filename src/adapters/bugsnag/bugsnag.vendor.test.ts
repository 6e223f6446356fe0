import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../composition/shell-env';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { bugsnag } from './bugsnag.vendor';

const KEY = '0123456789abcdef0123456789abcdef';

describe('the Bugsnag descriptor', () => {
  it('takes a notifier API key of 32 lowercase hexadecimal characters, and says so of anything else', () => {
    expect(readVariables(bugsnag, { VITE_BUGSNAG_API_KEY: KEY }).ok).toBe(true);
    for (const bad of ['0123456789ABCDEF0123456789ABCDEF', '0123456789abcdef', `${KEY}0`]) {
      expect(readVariables(bugsnag, { VITE_BUGSNAG_API_KEY: bad })).toEqual({
        ok: false,
        refused: { VITE_BUGSNAG_API_KEY: ['must be a Bugsnag notifier API key: 32 lowercase hexadecimal characters'] },
      });
    }
  });

  it('is off without a key, on with it for the errors port as necessary, Sentry’s purpose; the release stage defaults to production', () => {
    expect(optionsFrom(bugsnag, {})).toBeUndefined();
    expect(optionsFrom(bugsnag, { VITE_BUGSNAG_API_KEY: KEY })).toEqual({ apiKey: KEY, releaseStage: 'production' });
    expect(optionsFrom(bugsnag, { VITE_BUGSNAG_API_KEY: KEY, VITE_BUGSNAG_RELEASE_STAGE: 'staging' })).toEqual({
      apiKey: KEY,
      releaseStage: 'staging',
    });
    expect(readVariables(bugsnag, { VITE_BUGSNAG_RELEASE_STAGE: 'my stage' })).toEqual({
      ok: false,
      refused: { VITE_BUGSNAG_RELEASE_STAGE: ['must be 1 to 64 letters, digits, ".", "_" or "-"'] },
    });
    expect(problemsIn(bugsnag, { VITE_BUGSNAG_RELEASE_STAGE: 'staging' })).toEqual([
      { variable: 'VITE_BUGSNAG_RELEASE_STAGE', message: 'is set but VITE_BUGSNAG_API_KEY is not, so Bugsnag is off' },
    ]);
    expect([bugsnag.purpose, bugsnag.port, bugsnag.consentCall, bugsnag.storage]).toEqual(['necessary', 'errors', 'none', []]);
  });

  it('opens only its notify host, and loads its SDK from a chunk with a neutral name', () => {
    expect(bugsnag.origins({ apiKey: KEY, releaseStage: 'production' })).toEqual({ connectSrc: ['https://notify.bugsnag.com'] });
    expect(bugsnag.loading).toMatchObject({ kind: 'sdk', chunks: [{ name: 'sdk-faults' }] });
  });
});

describe('Bugsnag in the shell config, through the registry', () => {
  it('VITE_BUGSNAG_API_KEY chooses it for the errors port, beside Sentry, and the CSP opens its notify host', () => {
    const result = shellConfigFromEnv({ VITE_BUGSNAG_API_KEY: KEY, VITE_SENTRY_DSN: 'https://e2ekey@o123.ingest.us.sentry.io/456' });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.errors.map(({ id }) => id).sort()).toEqual(['bugsnag', 'sentry']);
    expect(vendorOrigins(result.config).flatMap((origins) => origins.connectSrc ?? [])).toContain('https://notify.bugsnag.com');
  });

  it('a bad key stops the config, naming the variable', () => {
    const result = shellConfigFromEnv({ VITE_BUGSNAG_API_KEY: 'secret' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/VITE_BUGSNAG_API_KEY: must be a Bugsnag notifier API key/);
  });
});
