import type { MiddlewareHandler } from 'hono';

/**
 * A file of the build goes out brotli or gzip to one client and plain to another (serveStatic's
 * precompressed copies), but serveStatic says `Vary: Accept-Encoding` only on the compressed answer:
 * a shared cache that kept the plain one under no Vary could hand it to everyone, and one that kept a
 * compressed one to a client that cannot read it (issue 26 §6). Every file answer says it.
 */
export const varyOnAcceptEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  const vary = c.res.headers.get('Vary') ?? '';
  if (c.res.ok && !/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) c.header('Vary', 'Accept-Encoding', { append: true });
};
