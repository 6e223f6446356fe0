/** Sentry envelopes start with one JSON header line; the tunnel reads nothing past it. */
export const MAX_ENVELOPE_HEADER_BYTES = 64 * 1024;

const NEWLINE = 0x0a;

export type EnvelopeDsnResult = { readonly ok: true; readonly dsn: string } | { readonly ok: false; readonly reason: string };

/** The DSN named in an envelope's header line. Never throws, whatever the bytes. */
export function envelopeHeaderDsn(body: Uint8Array): EnvelopeDsnResult {
  const newline = body.indexOf(NEWLINE);
  const headerEnd = newline === -1 ? body.length : newline;
  if (headerEnd === 0) return { ok: false, reason: 'envelope is empty or has no header line' };
  if (headerEnd > MAX_ENVELOPE_HEADER_BYTES) return { ok: false, reason: 'envelope header line is too long' };
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.subarray(0, headerEnd)));
  } catch {
    return { ok: false, reason: 'envelope header is not JSON' };
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) {
    return { ok: false, reason: 'envelope header is not a JSON object' };
  }
  const dsn = (header as { dsn?: unknown }).dsn;
  if (typeof dsn !== 'string' || dsn === '') return { ok: false, reason: 'envelope header has no DSN' };
  return { ok: true, dsn };
}
