// A stand-in for Sentry's ingest on 127.0.0.1 for the end-to-end tests. It records every envelope
// (POST /api/{project}/envelope/) and lists them at GET /__received; DELETE /__received forgets them.
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_SENTRY_PORT ?? 4174);
const received = [];

createServer((request, response) => {
  if (request.url === '/__received') {
    if (request.method === 'DELETE') received.length = 0;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(received));
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    received.push({
      method: request.method,
      url: request.url,
      forwardedFor: request.headers['x-forwarded-for'] ?? null,
      headerLine: body.subarray(0, Math.max(0, body.indexOf(10))).toString('utf8'),
      bodyBase64: body.toString('base64'),
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
}).listen(port, '127.0.0.1', () => console.log(`fake Sentry on http://127.0.0.1:${port}`));
