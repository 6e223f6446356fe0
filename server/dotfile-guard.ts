import type { MiddlewareHandler } from 'hono';
import type { ServerLog } from './server-log';

// RFC 8615's /.well-known/ (security.txt, app links) is meant to be served; its files are not dotfiles.
const DOTTED_PART = /(^|\/)\.(?!well-known(\/|$))/;

/**
 * Refuses any path with a part that starts with a dot (.env, .git/config, .htpasswd): such a
 * file in dist/client got there by mistake, and the static server would send it like any other.
 * Answers 404 with the reason, logged as one JSON line.
 */
export function refuseDotfiles(log: ServerLog): MiddlewareHandler {
  return async (c, next) => {
    if (!DOTTED_PART.test(c.req.path)) return next();
    const reason = 'dotfiles are not served';
    log.warn('request refused', { status: 404, reason, path: c.req.path.slice(0, 200), requestId: c.get('requestId') });
    return c.text(`Not found: ${reason}`, 404);
  };
}
