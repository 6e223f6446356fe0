import { z } from 'zod';
import { tunnelledDsn } from '../../src/domain/sentry-dsn.variable';

/** A DSN the /monitoring tunnel can carry: read the same by the browser config and the server. */
export const tunnelledDsnSchema = tunnelledDsn(z);
