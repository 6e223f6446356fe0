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

  it.each([
    [
      'the DSN twice, the allowed one last (JSON.parse would keep it)',
      '{"dsn":"https://evil@o9.ingest.sentry.io/9","dsn":"https://k@o1.ingest.sentry.io/2"}\n',
      'dsn',
    ],
    [
      'the DSN twice, once spelled with an escape',
      '{"dsn":"https://k@o1.ingest.sentry.io/2","\\u0064sn":"https://k@o1.ingest.sentry.io/2"}\n',
      'dsn',
    ],
    ['another key twice', '{"dsn":"https://k@o1.ingest.sentry.io/2","sent_at":"a","sent_at":"b"}\n', 'sent_at'],
    ['a key twice in a nested object', '{"dsn":"https://k@o1.ingest.sentry.io/2","sdk":{"name":"a","name":"b"}}\n', 'name'],
  ])('rejects a header with %s', (_label, text, key) => {
    expect(envelopeHeaderDsn(bytes(text))).toEqual({ ok: false, reason: `envelope header has the key "${key}" twice` });
  });

  it('accepts equal keys in different objects', () => {
    const text = '{"dsn":"https://k@o1.ingest.sentry.io/2","sdk":{"dsn":"x","name":"a"},"trace":{"name":"b"}}\n';
    expect(envelopeHeaderDsn(bytes(text))).toEqual({ ok: true, dsn: 'https://k@o1.ingest.sentry.io/2' });
  });

  it('rejects, without throwing, valid JSON nested too deeply to check', () => {
    const deep = `{"dsn":"https://k@o1.ingest.sentry.io/2","x":${'['.repeat(20_000)}${']'.repeat(20_000)}}\n`;
    expect(envelopeHeaderDsn(bytes(deep))).toEqual({ ok: false, reason: 'envelope header is nested too deeply' });
  });

  it('rejects a header line longer than the limit', () => {
    const long = `{"dsn":"${'a'.repeat(MAX_ENVELOPE_HEADER_BYTES)}"}\n`;
    expect(envelopeHeaderDsn(bytes(long))).toEqual({ ok: false, reason: 'envelope header line is too long' });
  });

  it('never throws, and only ever yields a DSN string that was in the header line', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (body) => {
        const result = envelopeHeaderDsn(body);
        if (result.ok)
          expect(new TextDecoder().decode(body.subarray(0, body.indexOf(10) === -1 ? body.length : body.indexOf(10)))).toContain('"dsn"');
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
