import { describe, expect, it } from 'vitest';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import { segment } from './segment.vendor';

const WRITE_KEY = 'AbC123_xyz-789';

describe('the Segment descriptor', () => {
  it('takes a write key of 8 to 64 letters, digits, "_" or "-", and says so of anything else', () => {
    expect(readVariables(segment, { VITE_SEGMENT_WRITE_KEY: WRITE_KEY }).ok).toBe(true);
    for (const bad of ['short', 'has space in it', 'x'.repeat(65), 'key/with/slash']) {
      expect(readVariables(segment, { VITE_SEGMENT_WRITE_KEY: bad })).toEqual({
        ok: false,
        refused: { VITE_SEGMENT_WRITE_KEY: ['must be a Segment write key: 8 to 64 letters, digits, "_" or "-"'] },
      });
    }
  });

  it('takes a CDN proxy as an http(s) URL without query or fragment, and an API host without a scheme', () => {
    expect(readVariables(segment, { VITE_SEGMENT_CDN_URL: 'ftp://cdn.example.com' }).ok).toBe(false);
    expect(readVariables(segment, { VITE_SEGMENT_CDN_URL: 'https://cdn.example.com/segment?v=1' })).toEqual({
      ok: false,
      refused: { VITE_SEGMENT_CDN_URL: ['must have no query or fragment'] },
    });
    expect(readVariables(segment, { VITE_SEGMENT_API_HOST: 'https://api.example.com/v1' }).ok).toBe(false);
    expect(readVariables(segment, { VITE_SEGMENT_API_HOST: 'api.example.com:8443/segment/v1' }).ok).toBe(true);
  });

  it('is off without a write key, and on with it: Segment’s own hosts unless proxies are given', () => {
    expect(optionsFrom(segment, {})).toBeUndefined();
    expect(optionsFrom(segment, { VITE_SEGMENT_WRITE_KEY: WRITE_KEY })).toEqual({
      writeKey: WRITE_KEY,
      cdnUrl: undefined,
      apiHost: undefined,
    });
    expect(
      optionsFrom(segment, {
        VITE_SEGMENT_WRITE_KEY: WRITE_KEY,
        VITE_SEGMENT_CDN_URL: 'https://cdn.shell.example/segment/',
        VITE_SEGMENT_API_HOST: 'events.shell.example/segment/v1',
      }),
    ).toEqual({ writeKey: WRITE_KEY, cdnUrl: 'https://cdn.shell.example/segment', apiHost: 'events.shell.example/segment/v1' });
  });

  it('names each proxy set without a write key, since Segment is then off', () => {
    expect(
      problemsIn(segment, { VITE_SEGMENT_CDN_URL: 'https://cdn.shell.example', VITE_SEGMENT_API_HOST: 'events.shell.example' }),
    ).toEqual([
      { variable: 'VITE_SEGMENT_CDN_URL', message: 'is set but VITE_SEGMENT_WRITE_KEY is not, so Segment is off' },
      { variable: 'VITE_SEGMENT_API_HOST', message: 'is set but VITE_SEGMENT_WRITE_KEY is not, so Segment is off' },
    ]);
    expect(problemsIn(segment, { VITE_SEGMENT_WRITE_KEY: WRITE_KEY, VITE_SEGMENT_CDN_URL: 'https://cdn.shell.example' })).toEqual([]);
  });

  it('needs connections to where the settings and the events go: Segment’s hosts, or the proxies’ origins', () => {
    expect(segment.origins({ writeKey: WRITE_KEY, cdnUrl: undefined, apiHost: undefined })).toEqual({
      connectSrc: ['https://cdn.segment.com', 'https://api.segment.io'],
    });
    expect(
      segment.origins({
        writeKey: WRITE_KEY,
        cdnUrl: 'https://cdn.shell.example/segment',
        apiHost: 'events.shell.example:8443/segment/v1',
      }),
    ).toEqual({
      connectSrc: ['https://cdn.shell.example', 'https://events.shell.example:8443'],
    });
  });
});
