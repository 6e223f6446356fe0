import { parseSentryDsn } from './sentry-dsn';
import type { Zod } from './vendor-facts';

/**
 * A DSN the /monitoring tunnel can carry, built with the zod the caller hands in: the browser's
 * Sentry descriptor declares it without importing zod, and the server reads it the same way.
 */
export const tunnelledDsn = (z: Zod) =>
  z.string().transform((value, context) => {
    const dsn = parseSentryDsn(value);
    if (!dsn) {
      context.addIssue({ code: 'custom', message: 'is not a Sentry DSN (https://KEY@oORG.ingest[.REGION].sentry.io/PROJECT)' });
      return z.NEVER;
    }
    if (dsn.orgId === undefined) {
      context.addIssue({ code: 'custom', message: 'has no oNNN organisation host, so the /monitoring?o=&p= tunnel cannot carry it' });
      return z.NEVER;
    }
    return dsn;
  });
