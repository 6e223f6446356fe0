// @vitest-environment node
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Issue 22: a README a newcomer reads in five minutes; the reference lives in docs/. */
const MOST_BYTES = 15 * 1024;

describe('the README', () => {
  it(`stays a five-minute read: at most ${MOST_BYTES} bytes (move reference material to docs/)`, () => {
    expect(statSync('README.md').size).toBeLessThanOrEqual(MOST_BYTES);
  });
});
