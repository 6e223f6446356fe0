import { describe, expect, it } from 'vitest';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { sentry } from './sentry.vendor';

const DSN = 'https://e2ekey@o123.ingest.us.sentry.io/456';

describe('the Sentry descriptor', () => {
  it('takes a DSN the /monitoring tunnel can carry, and says why it cannot carry a self-hosted one', () => {
    expect(readVariables(sentry, { VITE_SENTRY_DSN: DSN }).ok).toBe(true);
    expect(readVariables(sentry, { VITE_SENTRY_DSN: 'https://key@sentry.example.com/456' })).toEqual({
      ok: false,
      refused: { VITE_SENTRY_DSN: ['has no oNNN organisation host, so the /monitoring?o=&p= tunnel cannot carry it'] },
    });
    expect(readVariables(sentry, { VITE_SENTRY_DSN: 'not a dsn' }).ok).toBe(false);
  });

  it('takes an environment Sentry accepts: no spaces, no "/"', () => {
    expect(readVariables(sentry, { VITE_SENTRY_ENVIRONMENT: 'staging-2' }).ok).toBe(true);
    expect(readVariables(sentry, { VITE_SENTRY_ENVIRONMENT: 'pre prod' }).ok).toBe(false);
    expect(readVariables(sentry, { VITE_SENTRY_ENVIRONMENT: 'eu/prod' }).ok).toBe(false);
  });

  it('is off without a DSN; with one it reports as "production" through the site’s own tunnel, by organisation, project and region', () => {
    expect(optionsFrom(sentry, {})).toBeUndefined();
    expect(optionsFrom(sentry, { VITE_SENTRY_DSN: DSN })).toEqual({
      dsn: DSN,
      environment: 'production',
      tunnel: '/monitoring?o=123&p=456&r=us',
    });
    expect(
      optionsFrom(
        sentry,
        { VITE_SENTRY_DSN: 'https://key@o7.ingest.sentry.io/8', VITE_SENTRY_ENVIRONMENT: 'staging' },
        { tunnelPath: '/errors' },
      ),
    ).toEqual({
      dsn: 'https://key@o7.ingest.sentry.io/8',
      environment: 'staging',
      tunnel: '/errors?o=7&p=8',
    });
  });

  it('hands the SDK the DSN rebuilt from its parts: surrounding spaces dropped, an escaped key kept escaped', () => {
    expect(optionsFrom(sentry, { VITE_SENTRY_DSN: `  https://a%2Bb@o123.ingest.us.sentry.io/456 ` })?.dsn).toBe(
      'https://a%2Bb@o123.ingest.us.sentry.io/456',
    );
  });

  it('names an environment set without a DSN, since Sentry is then off', () => {
    expect(problemsIn(sentry, { VITE_SENTRY_ENVIRONMENT: 'staging' })).toEqual([
      { variable: 'VITE_SENTRY_ENVIRONMENT', message: 'is set but VITE_SENTRY_DSN is not, so Sentry is off' },
    ]);
    expect(problemsIn(sentry, { VITE_SENTRY_DSN: DSN, VITE_SENTRY_ENVIRONMENT: 'staging' })).toEqual([]);
  });
});
