// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serverRequestId } from '../request-id';
import { logSecretsIn } from './log-secrets';
import { logRequests } from './request-log-context';
import { createServerLogger, serverLogOf } from './server-logger';
import type { LogLevel } from '../config/server-config.schema';

const TOKEN = 'an-export-token-of-this-test-0123456789';
const DATABASE_PASSWORD = 'pg-pass/word"with quote';
const REDIS_PASSWORD = 'redis-password-of-this-test';
const ENV = {
  CONSENT_EXPORT_TOKEN: TOKEN,
  DATABASE_URL: `postgres://shellkit:${encodeURIComponent(DATABASE_PASSWORD)}@db.internal:5432/shellkit`,
  REDIS_URL: `redis://default:${REDIS_PASSWORD}@cache.internal:6379`,
};

function capturedLogger(level: LogLevel = 'info') {
  const written: string[] = [];
  const logger = createServerLogger({ level, secrets: logSecretsIn(ENV), destination: { write: (line: string) => written.push(line) } });
  return { log: serverLogOf(logger), written, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the server log', () => {
  it('writes one JSON line per event, with its level by name, an ISO time, the message and its fields', () => {
    const { log, lines } = capturedLogger();
    log.warn('tunnel request rejected', { status: 403, reason: 'project not allowed' });
    expect(lines()).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'tunnel request rejected', status: 403, reason: 'project not allowed' }),
    ]);
    expect(new Date(String(lines()[0]?.time)).toISOString()).toBe(lines()[0]?.time);
  });

  it('writes nothing below LOG_LEVEL', () => {
    const { log, lines } = capturedLogger('warn');
    log.info('request answered', { status: 200 });
    log.warn('request refused', { status: 400 });
    expect(lines().map((line) => line.msg)).toEqual(['request refused']);
  });

  it('never writes the export token or the database and Redis passwords, in whatever field they land', () => {
    const { log, written } = capturedLogger();
    log.warn('consent ledger unavailable', { reason: `connect ECONNREFUSED ${ENV.DATABASE_URL}` });
    log.warn('consent ledger unavailable', { reason: `password authentication failed: "${DATABASE_PASSWORD}"` });
    log.info('cache', { url: ENV.REDIS_URL, headers: { authorization: `Bearer ${TOKEN}` } });
    log.warn('consent export refused', { reason: `wrong token ${TOKEN}` });
    const output = written.join('');
    for (const secret of [TOKEN, DATABASE_PASSWORD, encodeURIComponent(DATABASE_PASSWORD), REDIS_PASSWORD, 'pg-pass/word'])
      expect(output).not.toContain(secret);
    expect(output.match(/\[redacted\]/g)).toHaveLength(5);
    // What is not secret stays, so the line still says which database failed.
    expect(output).toContain('db.internal:5432');
  });

  it('gives every line written while a request is handled its server-made id, the one in the answer', async () => {
    const { log, lines } = capturedLogger();
    const app = new Hono()
      .use(serverRequestId())
      .use(logRequests(log))
      .get('/consent/export', async (c) => {
        // Written deep in the work, by code that knows nothing of the request.
        await Promise.resolve();
        log.warn('consent ledger unavailable', { reason: 'the database is away' });
        return c.text('unavailable', 503);
      });

    const response = await app.request('/consent/export?token=in-the-query', { headers: { 'X-Request-Id': 'forged-by-the-client' } });
    const id = response.headers.get('X-Request-Id');

    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines()).toEqual([
      expect.objectContaining({ msg: 'consent ledger unavailable', requestId: id }),
      expect.objectContaining({ msg: 'request answered', requestId: id, method: 'GET', path: '/consent/export', status: 503 }),
    ]);
    expect(JSON.stringify(lines())).not.toContain('in-the-query');
  });

  it('writes no request id on a line that is about no request', () => {
    const { log, lines } = capturedLogger();
    log.info('consent records purged', { purged: 0 });
    expect(lines()[0]).not.toHaveProperty('requestId');
  });
});
