import { Buffer } from 'node:buffer';
import { gunzipSync } from 'node:zlib';

/** One event as PostHog's capture endpoint (`{apiHost}/e/`) receives it. */
export interface PostHogEvent {
  readonly uuid: string;
  readonly event: string;
  readonly properties: Record<string, unknown>;
  /** ISO time the event happened: when it was captured, or the timestamp the caller gave. */
  readonly timestamp: string;
}

export interface CaptureBody {
  readonly api_key: string;
  readonly batch: readonly PostHogEvent[];
  readonly sent_at: string;
}

/**
 * Test support, for the adapter's unit test and the end-to-end fake PostHog: a capture request's
 * body read back as the events it carries. posthog-js gzips the JSON and sends it as text/plain (a
 * CORS-simple request, so no preflight); a beacon whose gzip failed sends it base64-encoded in a
 * form field (`data=…`, with `?compression=base64`); with compression off it is the JSON itself.
 */
export function decodeCaptureBody(body: Uint8Array): CaptureBody {
  const text = isGzip(body) ? gunzipSync(body).toString('utf8') : new TextDecoder().decode(body);
  const json = text.startsWith('data=') ? Buffer.from(decodeURIComponent(text.slice('data='.length)), 'base64').toString('utf8') : text;
  const parsed = JSON.parse(json) as CaptureBody;
  if (typeof parsed.api_key !== 'string' || !Array.isArray(parsed.batch))
    throw new Error(`Not a PostHog capture body: ${json.slice(0, 200)}`);
  return parsed;
}

const isGzip = (body: Uint8Array) => body[0] === 0x1f && body[1] === 0x8b;
