// A stand-in for Sentry's ingest on 127.0.0.1 for `npm run attack:tunnel`, in its own process so its
// memory and event loop are not the server's. It keeps no body, only counts: GET /stats answers
// { received, bytes, complete, aborted } (complete = bodies whose length matched the "total" their own
// header line announces, so a truncated forward shows). FAKE_UPSTREAM_MODE:
//   fast  (default) reads the body and answers 200 at once
//   slow  reads the body, then answers 200 after FAKE_UPSTREAM_DELAY_MS (default 5000)
//   dead  accepts the connection and never reads or answers
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_UPSTREAM_PORT);
const mode = process.env.FAKE_UPSTREAM_MODE ?? 'fast';
const delayMs = Number(process.env.FAKE_UPSTREAM_DELAY_MS ?? 5000);
const stats = { received: 0, bytes: 0, complete: 0, aborted: 0 };

createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(stats));
    return;
  }
  if (mode === 'dead') return;
  let bytes = 0;
  let expected = -1;
  let head = Buffer.alloc(0);
  request.on('data', (chunk) => {
    bytes += chunk.length;
    if (expected === -1 && head.length < 4096) {
      head = Buffer.concat([head, chunk.subarray(0, 4096)]);
      const newline = head.indexOf(0x0a);
      if (newline !== -1) expected = Number(JSON.parse(head.subarray(0, newline).toString()).total ?? -2);
    }
  });
  request.on('aborted', () => stats.aborted++);
  request.on('end', () => {
    stats.received++;
    stats.bytes += bytes;
    if (bytes === expected) stats.complete++;
    const answer = () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    };
    if (mode === 'slow') setTimeout(answer, delayMs);
    else answer();
  });
}).listen(port, '127.0.0.1', () => console.log(`fake upstream (${mode}) on http://127.0.0.1:${port}`));
