import { z } from 'zod';
import { parseSentryDsn } from './sentry-dsn';

/** A DSN the /monitoring tunnel can carry: read the same by the browser build and the server. */
export const tunnelledDsnSchema = z.string().transform((value, context) => {
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
