// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startPostgresCluster } from '../../scripts/ensure-postgresql.mjs';
import { envelope, PRIMARY_DSN, startFakeSentry, startShellServer, until, type FakeSentry } from '../support/server-harness';

let sentry: FakeSentry;
beforeAll(async () => {
  sentry = await startFakeSentry();
});
afterAll(async () => {
  await sentry.close();
});

/**
 * Requests sent one after the other on one connection (HTTP/1.1 pipelining): `later` is written only
 * when `before` resolves, and the server reads it on a connection it is still serving. For asking a
 * server that has stopped taking new connections. Answers the raw text of every answer on it.
 */
async function onOneConnection(origin: string, first: string, before: () => Promise<void>, later: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(first);
  await before();
  socket.write(later);
  await closed;
  return received;
}

describe('/readyz (issue 26 §4)', () => {
  it('answers 503 from SIGTERM on, while the request in flight completes; then the ledger closes cleanly and the server exits 0', async () => {
    let answerSentry: () => void = () => undefined;
    sentry.answer = (_request, response) => {
      answerSentry = () => {
        response.writeHead(200);
        response.end('{}');
      };
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-draining-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const server = await startShellServer({ VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin, CONSENT_LEDGER_DIR: dir });
    expect(await (await fetch(`${server.origin}/readyz`)).json()).toEqual({ status: 'ready' });
    const body = Buffer.from(envelope(PRIMARY_DSN));
    const forward = `POST /monitoring?o=123&p=456&r=us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\n\r\n${body.toString('latin1')}`;
    const answers = onOneConnection(
      server.origin,
      forward,
      async () => {
        await until(() => sentry.received.some((request) => request.url.startsWith('/api/')), 'the forward to reach Sentry');
        server.process.kill('SIGTERM');
        await until(() => server.stderr().includes('shutting down'), 'the server to take the signal');
      },
      'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    );
    await until(() => server.stderr().includes('shutting down'), 'the server to take the signal');
    // The new connection a load balancer's health check opens is refused from the signal on.
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
    // The readiness answer is made (and logged) before the forward ends, while the connection is still busy.
    await until(() => server.stderr().includes('not ready'), 'the readiness answer');
    answerSentry();
    const raw = await answers;
    const [tunnel, readiness] = raw.split(/(?=HTTP\/1\.1 )/);
    expect(tunnel).toMatch(/^HTTP\/1\.1 200 /);
    expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
    // A client keeping its connection (a balancer's pool) is told to send its next request elsewhere.
    expect(readiness).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(readiness?.slice(readiness.indexOf('\r\n\r\n') + 4) ?? '')).toEqual({
      status: 'not ready',
      reason: 'shutdown: the server is draining',
    });
    expect(await server.stop()).toBe(0);
    // PostgreSQL's state in global/pg_control (see shutdown.test.ts): 1, shut down cleanly; and the directory's lock let go.
    expect(readFileSync(path.join(dir, 'global', 'pg_control')).readUInt32LE(16)).toBe(1);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);

  it("answers 503 naming the database while the ledger's PostgreSQL is down, and /healthz stays 200", async () => {
    const cluster = await startPostgresCluster();
    try {
      const server = await startShellServer({ DATABASE_URL: cluster.url });
      try {
        const ready = await fetch(`${server.origin}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: 'ready' });
        cluster.stop();
        const down = await fetch(`${server.origin}/readyz`);
        expect(down.status).toBe(503);
        const answer = (await down.json()) as { status: string; reason: string };
        expect(answer).toEqual({ status: 'not ready', reason: expect.stringMatching(/^database: /) });
        // The public answer names no host: the details are in the log.
        expect(answer.reason).not.toContain('127.0.0.1');
        expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      cluster.stop();
    }
  }, 120_000);
});
