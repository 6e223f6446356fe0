import type { ServerLog } from './server-log';

type Level = keyof ServerLog;

/** The fields that make two lines "the same line": what happened, not to whom (the IP, the request id). */
const SAME_LINE_FIELDS = ['status', 'reason', 'code'] as const;

export interface RepeatLimit {
  /** Lines of one kind written per window; the rest are counted. */
  readonly perWindow: number;
  readonly windowMs: number;
}

/**
 * A log that writes the first `perWindow` lines of each kind in a window and, when the window ends,
 * one more line with the count of those it held back (`suppressed`). A flood (1,000 idle connections
 * each refused 408 wrote 1,000 lines, issue 26 §6) cannot fill the disk or drown the lines that
 * matter, and the operator still learns how many there were. The kinds are the fixed messages and
 * reasons of the code that logs, so the windows kept are few.
 */
export function repeatLimitedLog(log: ServerLog, { perWindow, windowMs }: RepeatLimit): ServerLog {
  const windows = new Map<string, { written: number; suppressed: number }>();
  const write = (level: Level, msg: string, fields: Record<string, unknown> = {}) => {
    const kind = Object.fromEntries(SAME_LINE_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]));
    const key = JSON.stringify([level, msg, kind]);
    let window = windows.get(key);
    if (!window) {
      const opened = { written: 0, suppressed: 0 };
      windows.set(key, opened);
      setTimeout(() => {
        windows.delete(key);
        if (opened.suppressed > 0) log[level](msg, { ...kind, suppressed: opened.suppressed, windowSeconds: windowMs / 1000 });
      }, windowMs).unref();
      window = opened;
    }
    if (window.written < perWindow) {
      window.written += 1;
      log[level](msg, fields);
    } else {
      window.suppressed += 1;
    }
  };
  return { info: (msg, fields) => write('info', msg, fields), warn: (msg, fields) => write('warn', msg, fields) };
}
