import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeHeaderDsn, MAX_ENVELOPE_HEADER_BYTES } from './sentry-envelope';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('envelope header DSN', () => {
  it('reads the DSN from the first line and ignores the (binary) rest', () => {
    const body = new Uint8Array([...bytes('{"dsn":"https://k@o1.ingest.sentry.io/2","sent_at":"x"}\n'), 0x1f, 0x8b, 0x00, 0xff]);
    expect(envelopeHeaderDsn(body)).toEqual({ ok: true, dsn: 'https://k@o1.ingest.sentry.io/2' });
  });

  it.each([
    ['empty', ''],
    ['no JSON', 'hello\n{}'],
    ['an array', '["dsn"]\n'],
    ['no dsn', '{"event_id":"1"}\n'],
    ['a number dsn', '{"dsn":5}\n'],
    ['invalid UTF-8', '\u0000'],
  ])('rejects %s', (_label, text) => {
    const body = text === '\u0000' ? new Uint8Array([0xff, 0xfe, 0x0a]) : bytes(text);
    expect(envelopeHeaderDsn(body).ok).toBe(false);
  });

  it('rejects a header line longer than the limit', () => {
    const long = `{"dsn":"${'a'.repeat(MAX_ENVELOPE_HEADER_BYTES)}"}\n`;
    expect(envelopeHeaderDsn(bytes(long))).toEqual({ ok: false, reason: 'envelope header line is too long' });
  });

  it('never throws, and only ever yields a DSN string that was in the header line', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (body) => {
        const result = envelopeHeaderDsn(body);
        if (result.ok) expect(new TextDecoder().decode(body.subarray(0, body.indexOf(10) === -1 ? body.length : body.indexOf(10)))).toContain('"dsn"');
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.uint8Array({ maxLength: 50 }), (header, rest) => {
        const body = new Uint8Array([...bytes(JSON.stringify(header) ?? ''), 0x0a, ...rest]);
        const result = envelopeHeaderDsn(body);
        const dsn = typeof header === 'object' && header !== null && !Array.isArray(header) ? (header as { dsn?: unknown }).dsn : undefined;
        expect(result.ok).toBe(typeof dsn === 'string' && dsn !== '');
        if (result.ok) expect(result.dsn).toBe(dsn);
      }),
    );
  });
});
