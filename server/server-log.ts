/**
 * What the routes log through: a message that says what happened, and fields a log pipeline filters
 * on (`status`, `reason`). The Node server writes it with pino (logging/server-logger.ts); the edge
 * Worker, where pino's Node build cannot run, as JSON on its console (edge-console-log.ts).
 */
export interface ServerLog {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
}
