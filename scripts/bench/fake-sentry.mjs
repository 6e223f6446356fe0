// A lean stand-in for Sentry's ingest on 127.0.0.1 for the tunnel load test: it reads each body and
// answers 200 "{}", as tests/e2e/fake-sentry.mjs does, but keeps nothing, so its own memory stays flat
// under load. Run as its own process (FAKE_SENTRY_PORT), so it never shares an event loop with the
// load generator. FAKE_SENTRY_DELAY_MS (default 0) holds each answer back, to stand for the time a
// real ingest takes over the internet.
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_SENTRY_PORT);
const delayMs = Number(process.env.FAKE_SENTRY_DELAY_MS ?? 0);
createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const answer = () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
}).listen(port, '127.0.0.1', () => console.log(`fake Sentry on http://127.0.0.1:${port}`));
