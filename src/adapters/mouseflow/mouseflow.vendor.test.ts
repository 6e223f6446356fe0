import { describe, expect, it } from 'vitest';
import { alwaysGranted } from '../../testing/conformance/behind-pipeline';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { mouseflow } from './mouseflow.vendor';

const WEBSITE_ID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

describe('the Mouseflow descriptor', () => {
  it('takes a website id, a GUID in lower case', () => {
    expect(readVariables(mouseflow, { VITE_MOUSEFLOW_WEBSITE_ID: WEBSITE_ID }).ok).toBe(true);
    for (const bad of [WEBSITE_ID.toUpperCase(), '3f2a9c1e5b7d4e8f9a0b1c2d3e4f5a6b', '../x']) {
      expect(readVariables(mouseflow, { VITE_MOUSEFLOW_WEBSITE_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_MOUSEFLOW_WEBSITE_ID: ['must be a Mouseflow website id: a GUID in lower case, as in its tracking code'] },
      });
    }
  });

  it('is off without a website id, and on with it', () => {
    expect(optionsFrom(mouseflow, {})).toBeUndefined();
    expect(optionsFrom(mouseflow, { VITE_MOUSEFLOW_WEBSITE_ID: WEBSITE_ID })).toEqual({ websiteId: WEBSITE_ID });
  });

  it('opens the CSP to its script host and its own hosts only', () => {
    expect(mouseflow.origins({ websiteId: WEBSITE_ID })).toEqual({
      scriptSrc: ['https://cdn.mouseflow.com'],
      connectSrc: ['https://*.mouseflow.com'],
    });
  });

  it('is a script for session recording (experience) with no consent call, declaring the two cookies its cookie policy lists', () => {
    expect(mouseflow.loading).toEqual({ kind: 'script', source: 'cdn.mouseflow.com/projects/{id}.js' });
    expect(mouseflow.purpose).toBe('experience');
    expect(mouseflow.consentCall).toBe('none');
    expect(mouseflow.storage.map(({ name, lifetime }) => [name, lifetime])).toEqual([
      ['mf_<website id>', 'at-most-session'],
      ['mf_user', { days: 90 }],
    ]);
  });

  it('makes a loader that has loaded nothing yet', async () => {
    const loader = await mouseflow.create(
      { websiteId: WEBSITE_ID },
      {
        consentFor: () => alwaysGranted,
        router: () => undefined,
        reportFailure: () => undefined,
        consentSent: () => undefined,
        reloadToStop: () => undefined,
      },
    );
    expect(loader).toEqual({ load: expect.any(Function) });
    expect(document.querySelectorAll('script[src*="mouseflow"]')).toHaveLength(0);
  });
});
