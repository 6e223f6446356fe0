// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatLimitedLog } from './repeat-limited-log';

describe('repeated log lines, limited', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const written = () => {
    const lines: { msg: string; fields: Record<string, unknown> | undefined }[] = [];
    const sink = { info: (msg: string, fields?: Record<string, unknown>) => lines.push({ msg, fields }), warn: () => undefined };
    return { lines, log: repeatLimitedLog(sink, { perWindow: 3, windowMs: 10_000 }) };
  };
  const refused = { status: 408, reason: 'the request did not arrive in time' };

  it('1,000 idle connections refused 408: three lines, then one saying how many more there were', () => {
    const { lines, log } = written();
    for (let index = 0; index < 1000; index++) log.info('request refused', { ...refused, ip: `198.51.100.${index % 250}` });
    expect(lines).toHaveLength(3);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toEqual({ msg: 'request refused', fields: { ...refused, suppressed: 997, windowSeconds: 10 } });
  });

  it('each kind has its own count, and a new window writes again', () => {
    const { lines, log } = written();
    for (let index = 0; index < 5; index++) log.info('request refused', refused);
    for (let index = 0; index < 5; index++) log.info('request refused', { status: 400, reason: 'the request is not valid HTTP' });
    log.info('tunnel ready');
    expect(lines).toHaveLength(7);
    vi.advanceTimersByTime(10_000);
    expect(lines.filter((line) => line.fields?.suppressed === 2)).toHaveLength(2);
    log.info('request refused', refused);
    expect(lines.at(-1)).toEqual({ msg: 'request refused', fields: refused });
  });

  it('a window with nothing held back ends without a line', () => {
    const { lines, log } = written();
    log.info('request refused', refused);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(1);
  });
});
