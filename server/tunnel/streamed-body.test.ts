// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BodyError, StreamedBody } from './streamed-body';

const bytes = (text: string) => new TextEncoder().encode(text);
const HEADER = bytes('{"dsn":"https://k@o1.ingest.sentry.io/2"}\n');

/** A body the test feeds by hand, as a client sends it. */
function clientBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    stream,
    send: (chunk: Uint8Array) => controller.enqueue(chunk),
    end: () => controller.close(),
    fail: () => controller.error(new Error('aborted')),
  };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof BodyError ? error.failure : error),
  );

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('StreamedBody', () => {
  const options = { maxBytes: 1000, idleTimeoutMs: 1000, totalTimeoutMs: 5000 };

  it('hands on the header line as soon as it is in, then the whole body byte for byte as it comes', async () => {
    const client = clientBody();
    const body = new StreamedBody(client.stream, options);
    client.send(HEADER);
    expect(await body.readHead()).toEqual(HEADER);
    const forwarded = readAll(body.forward());
    client.send(bytes('{"type":"event"}\n'));
    client.end();
    expect(new TextDecoder().decode(await forwarded)).toBe(`${new TextDecoder().decode(HEADER)}{"type":"event"}\n`);
    expect(body.failure).toBeUndefined();
  });

  it('keeps a slow but steady body going past the idle timeout, since bytes keep coming', async () => {
    const client = clientBody();
    const body = new StreamedBody(client.stream, options);
    client.send(HEADER);
    await body.readHead();
    const forwarded = readAll(body.forward());
    for (let step = 0; step < 4; step++) {
      await vi.advanceTimersByTimeAsync(800);
      client.send(bytes('x'));
    }
    client.end();
    expect((await forwarded).length).toBe(HEADER.length + 4);
    expect(body.failure).toBeUndefined();
  });

  it('cuts off a body that stops arriving once the idle timeout passes: too-slow, and the forward is aborted', async () => {
    const client = clientBody();
    const body = new StreamedBody(client.stream, options);
    client.send(HEADER);
    await body.readHead();
    const forwarded = failureOf(readAll(body.forward()));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await forwarded).toBe('too-slow');
    expect(body.signal.aborted).toBe(true);
  });

  it('cuts off a body that dribbles a byte now and then once the total timeout passes', async () => {
    const client = clientBody();
    const body = new StreamedBody(client.stream, options);
    client.send(HEADER);
    await body.readHead();
    const forwarded = failureOf(readAll(body.forward()));
    for (let step = 0; step < 10; step++) {
      await vi.advanceTimersByTimeAsync(600);
      client.send(bytes('x'));
    }
    expect(await forwarded).toBe('too-slow');
    expect(body.received).toBeLessThan(HEADER.length + 10);
  });

  it('blames Sentry, not the client, when the time passes while nothing takes the body: upstream-stalled', async () => {
    const client = clientBody();
    const body = new StreamedBody(client.stream, options);
    client.send(HEADER);
    await body.readHead();
    body.forward(); // never read, as a Sentry that stops taking bytes
    await vi.advanceTimersByTimeAsync(1000);
    expect(body.failure).toBe('upstream-stalled');
  });

  it('stops at the byte limit: too-large', async () => {
    const client = clientBody();
    const body = new StreamedBody(client.stream, options);
    client.send(HEADER);
    await body.readHead();
    const forwarded = failureOf(readAll(body.forward()));
    client.send(new Uint8Array(1000));
    expect(await forwarded).toBe('too-large');
  });

  it('reports a client that goes away mid-body: aborted', async () => {
    const client = clientBody();
    const body = new StreamedBody(client.stream, options);
    const head = failureOf(body.readHead());
    client.fail();
    expect(await head).toBe('aborted');
  });

  it('reads a header line that comes in pieces until its newline', async () => {
    const client = clientBody();
    const body = new StreamedBody(client.stream, options);
    const head = body.readHead();
    client.send(HEADER.subarray(0, 10));
    client.send(HEADER.subarray(10));
    expect(await head).toEqual(HEADER);
  });
});
