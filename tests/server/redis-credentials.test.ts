// @vitest-environment node
import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from '../../scripts/ensure-redis.mjs';
import { serverStartFailure } from '../support/shell-server.mjs';

/** Issue 35: a wrong Redis password started "ready" and refused every record with 503 for ever. */
describe('the built server refuses to start on credentials Redis refuses', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let dir: string;
  beforeAll(async () => {
    redis = await startRedisServer();
    const admin = new Redis(redis.url);
    await admin.config('SET', 'requirepass', 'the-right-password');
    admin.disconnect();
    dir = mkdtempSync(path.join(tmpdir(), 'redis-credentials-'));
  });
  afterAll(async () => {
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exits 1 naming REDIS_URL and what Redis answered, never the password', async () => {
    const failure = await serverStartFailure(
      { REDIS_URL: `redis://:wrong-hunter2@${new URL(redis.url).host}/0`, CONSENT_LEDGER_DIR: path.join(dir, 'ledger') },
      { timeoutMs: 60_000 },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      /^REDIS_URL: Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/0 refused the connection's credentials \(WRONGPASS/m,
    );
    expect(failure?.stderr).not.toContain('hunter2');
  }, 90_000);
});
