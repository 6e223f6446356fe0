import { describe, expect, it } from 'vitest';
import { alwaysGranted } from '../../testing/conformance/behind-pipeline';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { ClarityHeatmapLoader } from './clarity-heatmap-loader.adapter';
import { clarity } from './clarity.vendor';

describe('the Clarity descriptor', () => {
  it('takes a project id of lowercase letters and digits', () => {
    expect(readVariables(clarity, { VITE_CLARITY_PROJECT_ID: 'k2x9abc7q1' }).ok).toBe(true);
    for (const bad of ['K2X9ABC7Q1', 'k2x', 'k2x9/abc']) {
      expect(readVariables(clarity, { VITE_CLARITY_PROJECT_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_CLARITY_PROJECT_ID: ['must be a Clarity project id: 4 to 32 lowercase letters and digits'] },
      });
    }
  });

  it('is off without a project id, and on with it', () => {
    expect(optionsFrom(clarity, {})).toBeUndefined();
    expect(optionsFrom(clarity, { VITE_CLARITY_PROJECT_ID: 'k2x9abc7q1' })).toEqual({ projectId: 'k2x9abc7q1' });
  });

  it('makes a loader that has loaded nothing yet', async () => {
    const loader = await clarity.create(
      { projectId: 'k2x9abc7q1' },
      {
        consentFor: () => alwaysGranted,
        router: () => undefined,
        reportFailure: () => undefined,
        consentSent: () => undefined,
        reloadToStop: () => undefined,
      },
    );
    expect(loader).toBeInstanceOf(ClarityHeatmapLoader);
    expect(document.querySelectorAll('script[src*="clarity"]')).toHaveLength(0);
  });
});
