import type { ServerLog } from './server-log';

/**
 * The edge Worker's log: one JSON line per event on workerd's console, the shape of the Node server's
 * pino lines (level by name, msg, fields). pino's Node build needs Node's streams and worker threads,
 * and its browser build hands objects to console.*, which workerd prints as an inspected object rather
 * than JSON; Cloudflare's Workers Logs indexes a JSON line's fields. The Worker holds no secret to redact
 * (its config is the tunnel's: public DSNs and limits).
 */
export function edgeConsoleLog(): ServerLog & { error: ServerLog['warn'] } {
  const write = (level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}) =>
    console[level](JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields }));
  return {
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  };
}
