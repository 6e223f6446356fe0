import type { MiddlewareHandler } from 'hono';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerLog } from '../server-log';
import { answerLogged } from './answer-logged';

const requests = new AsyncLocalStorage<{ readonly requestId: string }>();

/**
 * The server-made id (request-id.ts) of the request whose work is running now, if any. The logger adds
 * it to every line (logging/server-logger.ts), so a line written deep in the ledger or the renderer
 * names its request without each caller passing the id along.
 */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** Paths are cut here in the log: a client chooses them, and could otherwise write a megabyte into each line. */
const LOGGED_PATH_LENGTH = 200;

/**
 * Runs each request inside its id's context, and logs one line per answer (method, path, status and
 * milliseconds to the response's headers). No query string (a client may put anything there) and no IP
 * (the lines that need one, the refusals, carry it): a line per visit is not a record of visitors.
 * A refusal's own line (markAnswerLogged) is its answer's line: no second one is written.
 */
export function logRequests(log: ServerLog): MiddlewareHandler {
  return (c, next) =>
    requests.run({ requestId: c.get('requestId') }, async () => {
      const started = performance.now();
      await next();
      if (answerLogged(c)) return;
      log.info('request answered', {
        method: c.req.method,
        path: c.req.path.slice(0, LOGGED_PATH_LENGTH),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    });
}
