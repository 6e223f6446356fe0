import { afterEach, describe, expect, it } from 'vitest';
import { alwaysGranted } from '../../testing/conformance/behind-pipeline';
import { optionsFrom, problemsIn, readVariables } from '../../testing/conformance/vendor-variables';
import type { Fbq } from './fbq';
import { metaPixel } from './meta-pixel.vendor';

const PIXEL_ID = '1234567890123';

describe('the Meta pixel descriptor', () => {
  afterEach(() => {
    delete window.fbq;
  });

  it('takes a pixel id of digits only', () => {
    expect(readVariables(metaPixel, { VITE_META_PIXEL_ID: PIXEL_ID }).ok).toBe(true);
    expect(readVariables(metaPixel, { VITE_META_PIXEL_ID: 'px-123456' })).toEqual({
      ok: false,
      refused: { VITE_META_PIXEL_ID: ['must be a Meta pixel id: 5 to 20 digits'] },
    });
  });

  it('is on by default, forwarding to a pixel the page brings; with an id it loads its own; VITE_PIXEL_SINK=memory turns it off', () => {
    expect(optionsFrom(metaPixel, {})).toEqual({ pixelId: undefined });
    expect(optionsFrom(metaPixel, { VITE_PIXEL_SINK: 'meta-pixel' })).toEqual({ pixelId: undefined, pagesBringOne: true });
    expect(optionsFrom(metaPixel, { VITE_META_PIXEL_ID: PIXEL_ID })).toEqual({ pixelId: PIXEL_ID });
    expect(optionsFrom(metaPixel, { VITE_PIXEL_SINK: 'memory' })).toBeUndefined();
  });

  it('names VITE_PIXEL_SINK when it says memory but a pixel id is set', () => {
    expect(problemsIn(metaPixel, { VITE_PIXEL_SINK: 'memory', VITE_META_PIXEL_ID: PIXEL_ID })).toEqual([
      { variable: 'VITE_PIXEL_SINK', message: 'is "memory" but VITE_META_PIXEL_ID is set: unset one' },
    ]);
    expect(problemsIn(metaPixel, { VITE_META_PIXEL_ID: PIXEL_ID })).toEqual([]);
  });

  it("needs Meta's origins only when it loads the pixel itself: the page's own pixel comes with the page's policy", () => {
    expect(metaPixel.origins({ pixelId: PIXEL_ID })).toEqual({
      scriptSrc: ['https://connect.facebook.net'],
      imgSrc: ['https://www.facebook.com'],
      connectSrc: ['https://connect.facebook.net', 'https://www.facebook.com'],
    });
    expect(metaPixel.origins({ pixelId: undefined })).toEqual({});
  });

  it("starts loading Meta's script when the page is idle, and forwards to the page's own pixel at once", () => {
    const starts = metaPixel.starts;
    expect(typeof starts).toBe('function');
    if (typeof starts !== 'function') return;
    expect(starts({ pixelId: PIXEL_ID })).toBe('when-idle');
    expect(starts({ pixelId: undefined })).toBe('at-once');
  });

  it('keeps the in-memory recording beside a pixel the page may lack, and not beside the one it loads', () => {
    expect(metaPixel.recordedInMemory?.({ pixelId: undefined })).toBe(true);
    expect(metaPixel.recordedInMemory?.({ pixelId: PIXEL_ID })).toBe(false);
  });

  it("without an id, makes a sink that forwards to this page's fbq", async () => {
    const calls: unknown[][] = [];
    const fbq: Fbq = (...args: unknown[]) => calls.push(args);
    window.fbq = fbq;
    const sink = await metaPixel.create(
      { pixelId: undefined },
      {
        consentFor: () => alwaysGranted,
        router: () => undefined,
        reportFailure: () => undefined,
        consentSent: () => undefined,
        reloadToStop: () => undefined,
      },
    );
    sink.track({ name: 'Lead', properties: { currentPage: '/' } });
    expect(calls).toEqual([
      ['consent', 'grant'],
      ['track', 'Lead', { currentPage: '/' }],
    ]);
  });
});
