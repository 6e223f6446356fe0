import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';

/**
 * Every response carries an `X-Request-Id` that this server made, and the log lines about the
 * request quote the same id. A client's own `X-Request-Id` is never read: echoed and logged, it
 * would let anyone write into the logs or pass one request off as another.
 */
export function serverRequestId(): MiddlewareHandler {
  // headerName '' makes Hono's middleware ignore the request's header (and set none itself).
  const assign = requestId({ headerName: '' });
  return async (c, next) =>
    assign(c, async () => {
      await next();
      // Set on the answer once it exists: a route that answers with a Response of its own (the export's
      // stream) would drop a header set before it.
      c.header('X-Request-Id', c.get('requestId'));
    });
}
