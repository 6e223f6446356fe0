// The one stand-in for Sentry's ingest, on 127.0.0.1: the server tests (tests/support/server-harness.ts),
// the end-to-end tests (one in each Playwright worker, behind that worker's production server) and
// the bench's tunnel load (run as its own process, see below) all use it. Point a server's
// SENTRY_INGEST_URL at `origin` and its tunnel forwards here.
//
// Run directly (`node tests/support/fake-sentry.mjs`) it listens on FAKE_SENTRY_PORT, answers each
// request after FAKE_SENTRY_DELAY_MS (default 0) and keeps nothing, so its memory stays flat under
// load and it never shares an event loop with a load generator (the bench's tunnel load, and
// `npm run attack:tunnel`, which also sets FAKE_SENTRY_DEAD=1 for an upstream that never answers).
// Either way it counts, and answers GET /stats with { received, bytes, complete, aborted }: complete
// counts bodies whose length matched the `total` their own header line announces, so a truncated
// forward shows.
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The default answer: 200 with a JSON body, as Sentry answers an accepted envelope. */
export const answerOk = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"id":"fake"}');
};

/** The `total` an envelope's header line announces (the attack's envelopes carry one), from the body's first bytes. */
function announcedTotal(head) {
  const newline = head.indexOf(0x0a);
  if (newline === -1) return undefined;
  try {
    return Number(JSON.parse(head.subarray(0, newline).toString()).total ?? -1);
  } catch {
    return -1;
  }
}

/**
 * Starts a fake Sentry. Each request line is kept in `started` as the request begins (a streamed
 * forward shows there before its body is in), and each whole request in `received` ({ method, url, headers, body }) unless
 * `keep` is false; `answer(request, response)` replies (replace it to answer otherwise, slowly or not
 * at all), after `delayMs`.
 */
export async function startFakeSentry({ port = 0, keep = true, delayMs = 0, dead = false } = {}) {
  const stats = { received: 0, bytes: 0, complete: 0, aborted: 0 };
  const fake = { received: [], started: [], stats, answer: answerOk };
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/stats') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(stats));
      return;
    }
    // A dead upstream: the connection is accepted, and nothing is ever read or answered.
    if (dead) return;
    if (keep) fake.started.push(`${request.method} ${request.url}`);
    const chunks = [];
    let bytes = 0;
    let head = Buffer.alloc(0);
    let expected;
    request.on('data', (chunk) => {
      bytes += chunk.length;
      if (expected === undefined && head.length < 4096) {
        head = Buffer.concat([head, chunk.subarray(0, 4096)]);
        expected = announcedTotal(head);
      }
      if (keep) chunks.push(chunk);
    });
    request.on('aborted', () => {
      stats.aborted += 1;
    });
    request.on('end', () => {
      stats.received += 1;
      stats.bytes += bytes;
      if (bytes === expected) stats.complete += 1;
      const received = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      if (keep) fake.received.push(received);
      const reply = () => fake.answer(received, response);
      if (delayMs > 0) setTimeout(reply, delayMs);
      else reply();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const listening = server.address().port;
  return Object.assign(fake, {
    port: listening,
    origin: `http://127.0.0.1:${listening}`,
    /** Forgets what was received so far. */
    clear: () => {
      fake.received.length = 0;
      fake.started.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  const fake = await startFakeSentry({
    port: Number(process.env.FAKE_SENTRY_PORT ?? 0),
    keep: false,
    delayMs: Number(process.env.FAKE_SENTRY_DELAY_MS ?? 0),
    dead: process.env.FAKE_SENTRY_DEAD === '1',
  });
  console.log(`fake Sentry on ${fake.origin}`);
}
