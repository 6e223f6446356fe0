// @vitest-environment node
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer } from '../../scripts/ensure-redis.mjs';
import { freePort } from '../../tests/support/free-port.mjs';
import { connectRedis } from './redis-connection';

const PASSWORD = 'right-horse-battery-staple';

describe('REDIS_URL is checked at start: credentials Redis refuses stop the server (issue 35)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let host: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    const admin = new Redis(redis.url);
    await admin.config('SET', 'requirepass', PASSWORD);
    admin.disconnect();
    host = new URL(redis.url).host;
  });
  afterAll(() => redis?.stop());

  it('refuses a wrong password, naming REDIS_URL and what Redis answered, never the password', async () => {
    const failure = connectRedis(`redis://:wrong-password-hunter2@${host}/0`);
    await expect(failure).rejects.toThrow(
      /^REDIS_URL: Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/0 refused the connection's credentials \(WRONGPASS/,
    );
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });

  it('refuses a URL without the password Redis asks for', async () => {
    await expect(connectRedis(`redis://${host}`)).rejects.toThrow(/^REDIS_URL: .*refused the connection's credentials \(NOAUTH/);
  });

  it('connects with the right password', async () => {
    const connection = await connectRedis(`redis://:${PASSWORD}@${host}`);
    try {
      expect(await connection.ping()).toBe('PONG');
    } finally {
      connection.disconnect();
    }
  });

  it('still starts while Redis cannot be reached at all: a shared dependency’s outage stops no instance', async () => {
    const connection = await connectRedis(`redis://127.0.0.1:${await freePort()}`);
    connection.disconnect();
  }, 10_000);
});
