import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

const NO_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * `fetch` for the tunnel's forward on Node, over node:http(s). Node's own fetch keeps every chunk
 * of a streamed request body in memory until the request is over (nodejs/undici#4058: measured
 * here, a 20 MiB upload to a slow Sentry held 20 MiB), which would undo streaming the body. Here
 * the body is piped with backpressure: a slow Sentry slows the read from the client instead.
 *
 * Only what the tunnel uses: a method, headers, a stream or bytes body, a signal. Redirects are
 * never followed (the 3xx is returned as it is, as with `redirect: 'manual'`).
 */
export const nodeStreamingFetch = ((input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const outgoing = send(
      url,
      { method: init.method ?? 'GET', headers, ...(init.signal ? { signal: init.signal } : {}) },
      (incoming: IncomingMessage) => {
        const answerHeaders = new Headers();
        for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
          answerHeaders.append(incoming.rawHeaders[index] as string, incoming.rawHeaders[index + 1] as string);
        }
        const status = incoming.statusCode ?? 502;
        const body = NO_BODY_STATUSES.has(status) ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
        if (!body) incoming.resume();
        try {
          resolve(new Response(body, { status, headers: answerHeaders }));
        } catch (error) {
          // A status a Response cannot carry (below 200 or above 599): as good as no answer.
          incoming.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    );
    outgoing.on('error', reject);
    const body = init.body;
    if (body instanceof ReadableStream) {
      pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), outgoing).catch((error: unknown) => {
        outgoing.destroy(error instanceof Error ? error : new Error(String(error)));
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    } else if (body === undefined || body === null) {
      outgoing.end();
    } else if (body instanceof Uint8Array || typeof body === 'string') {
      outgoing.end(body);
    } else {
      outgoing.destroy();
      reject(new TypeError('nodeStreamingFetch takes a stream, bytes or a string as the body'));
    }
  })) as typeof fetch;
