import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/server-config.schema';
import type { ServerLog } from '../server-log';
import { REDACTED, redactSecrets } from './log-secrets';
import { currentRequestId } from './request-log-context';

export interface ServerLoggerOptions {
  readonly level: LogLevel;
  /** Values no line may carry, wherever they appear (logSecretsIn). */
  readonly secrets: readonly string[];
  /** Where lines go; stderr unless a test captures them or `npm run dev` makes them readable (pino-pretty). */
  readonly destination?: DestinationStream;
}

/** Fields censored by name, whatever their value: credentials a request or an error object may carry. */
const CENSORED_FIELDS = ['authorization', 'cookie', 'password', 'token', 'connectionString'].flatMap((name) => [name, `*.${name}`]);

/**
 * The server's one log: a JSON line per event on stderr, with its level by name (`"level":"warn"`),
 * an ISO time, and the request id when the line is about a request. Synchronous, so the lines written
 * before an exit (a failed start, a shutdown) are not lost.
 */
export function createServerLogger({ level, secrets, destination }: ServerLoggerOptions): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: CENSORED_FIELDS, censor: REDACTED },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: { streamWrite: redactSecrets(secrets) },
    },
    destination ?? pino.destination({ fd: 2, sync: true }),
  );
}

/** The routes' ServerLog (message first, as they call it) written through pino (fields first). */
export function serverLogOf(logger: Logger): ServerLog {
  return {
    info: (msg, fields = {}) => logger.info(fields, msg),
    warn: (msg, fields = {}) => logger.warn(fields, msg),
  };
}
