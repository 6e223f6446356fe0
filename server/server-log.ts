/** One JSON line per event, so a log pipeline can filter on `msg` and `reason`. */
export interface ServerLog {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
}

export function jsonLinesLog(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): ServerLog {
  const emit = (level: string, msg: string, fields: Record<string, unknown> = {}) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
  };
}
