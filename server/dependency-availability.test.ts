import { describe, expect, it } from 'vitest';
import { dependencyAvailability } from './dependency-availability';

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (msg: string, fields?: Record<string, unknown>) => lines.push(`info ${msg} ${String(fields?.dependency)}`),
    warn: (msg: string, fields?: Record<string, unknown>) => lines.push(`warn ${msg} ${String(fields?.dependency)}`),
  };
}

/** A call the test answers or fails by hand, to order answers as a database going away orders them. */
function heldCall() {
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  return {
    run: () => promise,
    answer: () => settle?.resolve('ok'),
    fail: () => settle?.reject(new Error('Connection terminated unexpectedly')),
  };
}

const ignore = () => undefined;

describe('a dependency outage', () => {
  it('is logged once when a call first fails and once when one first answers, whatever the calls in between', async () => {
    const log = recordingLog();
    const database = dependencyAvailability('database', log, { whileUnavailable: 'the ledger answers 503' });
    await database.call(async () => 'ok');
    for (let index = 0; index < 50; index += 1) await database.call(() => Promise.reject(new Error('connect ECONNREFUSED'))).catch(ignore);
    expect(database.available()).toBe(false);
    for (let index = 0; index < 50; index += 1) await database.call(async () => 'ok');
    expect(database.available()).toBe(true);
    expect(log.lines).toEqual(['warn dependency unavailable database', 'info dependency available again database']);
  });

  it('is one outage, not two, when a call already on its way as it began answers after another failed', async () => {
    const log = recordingLog();
    const database = dependencyAvailability('database', log, { whileUnavailable: 'the ledger answers 503' });
    const early = heldCall();
    const onItsWay = database.call(early.run);
    await database.call(() => Promise.reject(new Error('terminating connection due to administrator command'))).catch(ignore);
    early.answer();
    await onItsWay;
    expect(database.available()).toBe(false);
    // Nor does a call sent while it was down, failing after it was found back, begin another.
    const late = heldCall();
    const sentWhileDown = database.call(late.run).catch(ignore);
    await database.call(async () => 'ok');
    late.fail();
    await sentWhileDown;
    expect(database.available()).toBe(true);
    expect(log.lines).toEqual(['warn dependency unavailable database', 'info dependency available again database']);
  });

  it('counts an error the dependency itself answered as an answer', async () => {
    const log = recordingLog();
    const redis = dependencyAvailability('redis', log, { whileUnavailable: 'limits counted in each process' });
    const replyError = new Error('NOSCRIPT No matching script');
    await redis
      .call(
        () => Promise.reject(replyError),
        (error) => error === replyError,
      )
      .catch(ignore);
    expect(redis.available()).toBe(true);
    expect(log.lines).toEqual([]);
  });
});
