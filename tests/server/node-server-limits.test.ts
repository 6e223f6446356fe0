// @vitest-environment node
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerOk,
  PRIMARY_DSN,
  startFakeSentry,
  startShellServer,
  until,
  type FakeSentry,
  type RunningServer,
} from '../support/server-harness';

/** What `npm start` does about clients that misbehave below the tunnel: sockets, aborts, bad HTTP. */
let sentry: FakeSentry;
let server: RunningServer;

beforeAll(async () => {
  sentry = await startFakeSentry();
  server = await startShellServer({ VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin, MAX_CONNECTIONS: '16' });
});
afterAll(async () => {
  await server.stop();
  await sentry.close();
});
beforeEach(() => {
  sentry.received.length = 0;
  sentry.started.length = 0;
  sentry.answer = answerOk;
});

function open(): Promise<Socket> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** The bytes the server sends on `socket` until it closes it. */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
}

const stackLines = () =>
  server
    .stderr()
    .split('\n')
    .filter((line) => /^\s+at |^Error/.test(line));

describe('production server: clients that misbehave', () => {
  it('an upload the client abandons mid-body is one JSON log line, not a stack trace, and Sentry gets no complete body', async () => {
    const socket = await open();
    const header = `${JSON.stringify({ dsn: PRIMARY_DSN })}\n`;
    socket.write(`POST /monitoring?o=123&p=456&r=us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n${header}`);
    await until(() => sentry.started.length === 1, 'the forward to begin');
    socket.destroy();
    await until(() => server.logLines().some((line) => line.msg === 'tunnel request aborted'), 'the aborted request to be logged');
    const [aborted] = server.logLines().filter((line) => line.msg === 'tunnel request aborted');
    expect(aborted).toMatchObject({ reason: 'the client closed the connection before the body was complete', ip: '127.0.0.1' });
    expect(aborted?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stackLines()).toEqual([]);
    expect(sentry.received).toEqual([]);
  });

  it('a request that is not HTTP gets 400 with the reason, and one JSON log line', async () => {
    const socket = await open();
    const answer = readUntilClosed(socket);
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 400 Bad Request[\s\S]*the request is not valid HTTP$/);
    await until(() => server.logLines().some((line) => line.msg === 'request refused' && line.status === 400), 'the 400 to be logged');
    expect(stackLines()).toEqual([]);
  });

  it('past MAX_CONNECTIONS open connections, a new one is closed at once and logged; the others are still served', async () => {
    const held = await Promise.all(Array.from({ length: 16 }, open));
    try {
      const extra = await open();
      // Closed without a byte: Node drops a connection over maxConnections as it is accepted.
      expect(await readUntilClosed(extra)).toBe('');
      await until(() => server.logLines().some((line) => line.msg === 'connection refused'), 'the refused connection to be logged');
      const [first] = held;
      const answer = readUntilClosed(first as Socket);
      first?.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      expect(await answer).toMatch(/^HTTP\/1\.1 200 OK/);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe('production server: a flood of idle connections (issue 26 §6)', () => {
  it('30 connections that never send a request are each answered 408, and the log holds 10 lines of it, not 30', async () => {
    const idle = await startShellServer({});
    try {
      const { port } = new URL(idle.origin);
      const answers = await Promise.all(
        Array.from(
          { length: 30 },
          () =>
            new Promise<string>((resolve, reject) => {
              const socket = connect(Number(port), '127.0.0.1');
              socket.on('error', reject);
              let text = '';
              socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
              socket.on('close', () => resolve(text));
            }),
        ),
      );
      expect(answers.every((answer) => answer.startsWith('HTTP/1.1 408'))).toBe(true);
      const logged = () => idle.logLines().filter((line) => line.msg === 'request refused' && line.status === 408);
      await until(() => logged().length >= 10, 'the refusals to be logged');
      // Stopped, so every line it wrote has been read.
      await idle.stop();
      expect(logged()).toHaveLength(10);
    } finally {
      await idle.stop();
    }
  }, 60_000);
});
