import { parse as parseJsonTree, traverse as traverseJsonTree, type ObjectNode } from '@humanwhocodes/momoa';

/** Sentry envelopes start with one JSON header line; the tunnel reads nothing past it. */
export const MAX_ENVELOPE_HEADER_BYTES = 64 * 1024;

const NEWLINE = 0x0a;

export type EnvelopeDsnResult = { readonly ok: true; readonly dsn: string } | { readonly ok: false; readonly reason: string };

/** Where the header line ends in `bytes` (the newline's index), or -1 while no newline has come. */
export const envelopeHeaderEnd = (bytes: Uint8Array): number => bytes.indexOf(NEWLINE);

/**
 * The first key that appears twice in one object anywhere in `json` (already known to be valid
 * JSON), or undefined. JSON.parse keeps the last of two equal keys while other parsers keep the
 * first, so `{"dsn":"<foreign>","dsn":"<allowed>"}` could mean a different DSN to whoever reads it
 * next. Keys compare after unescaping ("dsn" and "\u0064sn" are one key), as JSON.parse sees them.
 */
function duplicateKey(json: string): string | undefined {
  let duplicate: string | undefined;
  traverseJsonTree(parseJsonTree(json), {
    enter(node) {
      if (duplicate !== undefined || node.type !== 'Object') return;
      const seen = new Set<string>();
      // The visitor's node type is the union of all nodes; 'Object' is momoa's ObjectNode.
      for (const member of (node as ObjectNode).members) {
        const key = member.name.type === 'String' ? member.name.value : member.name.name;
        if (seen.has(key)) duplicate = key;
        seen.add(key);
      }
    },
  });
  return duplicate;
}

/** The DSN named in an envelope's header line. Never throws, whatever the bytes. */
export function envelopeHeaderDsn(body: Uint8Array): EnvelopeDsnResult {
  const newline = envelopeHeaderEnd(body);
  const headerEnd = newline === -1 ? body.length : newline;
  if (headerEnd === 0) return { ok: false, reason: 'envelope is empty or has no header line' };
  if (headerEnd > MAX_ENVELOPE_HEADER_BYTES) return { ok: false, reason: 'envelope header line is too long' };
  let text: string;
  let header: unknown;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body.subarray(0, headerEnd));
    header = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'envelope header is not JSON' };
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) {
    return { ok: false, reason: 'envelope header is not a JSON object' };
  }
  let duplicate: string | undefined;
  try {
    duplicate = duplicateKey(text);
  } catch {
    // Valid JSON that the tree parser cannot hold (nesting deep enough to exhaust its stack).
    return { ok: false, reason: 'envelope header is nested too deeply' };
  }
  if (duplicate !== undefined) return { ok: false, reason: `envelope header has the key ${JSON.stringify(duplicate)} twice` };
  const dsn = (header as { dsn?: unknown }).dsn;
  if (typeof dsn !== 'string' || dsn === '') return { ok: false, reason: 'envelope header has no DSN' };
  return { ok: true, dsn };
}
