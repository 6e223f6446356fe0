import type { MiddlewareHandler } from 'hono';

// A Content-Security-Policy governs the document it arrives with and a worker started from a script: on a
// stylesheet, a font or an image it does nothing. With every vendor on it is about 5 KB, which a page's
// stylesheet and fonts would otherwise each carry on the way to the first paint (issue 31, docs/performance.md).
const GOVERNED = /^(text\/html|text\/javascript|application\/javascript)\b/i;

/** Drops the CSP from answers it cannot govern; registered before the middleware that sets it, so it sees the header. */
export const policyWhereItApplies: MiddlewareHandler = async (c, next) => {
  await next();
  if (!GOVERNED.test(c.res.headers.get('content-type') ?? '')) c.res.headers.delete('content-security-policy');
};
