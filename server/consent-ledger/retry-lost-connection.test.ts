import { describe, expect, it, vi } from 'vitest';
import type { ConsentLedger } from './consent-ledger-port';
import { lostConnection, retryingOnLostConnection } from './retry-lost-connection';

const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const uniqueViolation = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });

function ledgerWhoseHistory(history: ConsentLedger['history']): ConsentLedger {
  const unused = () => Promise.reject(new Error('not called'));
  return {
    record: unused,
    history,
    exportRange: () => ({ [Symbol.asyncIterator]: () => ({ next: unused }) }),
    exportHeads: () => ({ [Symbol.asyncIterator]: () => ({ next: unused }) }),
    chainEras: unused,
    purgeRecordedBefore: unused,
    close: () => Promise.resolve(),
  };
}

describe('calls made again when their connection was ended under them', () => {
  it('knows a lost connection from what PostgreSQL and pg say, and nothing else', () => {
    expect(lostConnection(adminShutdown)).toBe(true);
    expect(lostConnection(Object.assign(new Error('the database system is shutting down'), { code: '57P02' }))).toBe(true);
    expect(lostConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(lostConnection(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(lostConnection(uniqueViolation)).toBe(false);
    expect(lostConnection(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false);
    expect(lostConnection('57P01')).toBe(false);
  });

  it('answers from another connection after dead ones, trying at most once per connection of the pool', async () => {
    const history = vi
      .fn<ConsentLedger['history']>()
      .mockRejectedValueOnce(adminShutdown)
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'))
      .mockResolvedValue([]);
    await expect(retryingOnLostConnection(ledgerWhoseHistory(history), { poolSize: 3 }).history('id')).resolves.toEqual([]);
    expect(history).toHaveBeenCalledTimes(3);

    const alwaysLost = vi.fn<ConsentLedger['history']>().mockRejectedValue(adminShutdown);
    await expect(retryingOnLostConnection(ledgerWhoseHistory(alwaysLost), { poolSize: 3 }).history('id')).rejects.toBe(adminShutdown);
    expect(alwaysLost).toHaveBeenCalledTimes(4);
  });

  it('never makes again a call that failed for another reason', async () => {
    const history = vi.fn<ConsentLedger['history']>().mockRejectedValue(uniqueViolation);
    await expect(retryingOnLostConnection(ledgerWhoseHistory(history), { poolSize: 3 }).history('id')).rejects.toBe(uniqueViolation);
    expect(history).toHaveBeenCalledTimes(1);
  });
});
