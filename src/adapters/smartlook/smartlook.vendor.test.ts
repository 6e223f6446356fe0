import { describe, expect, it } from 'vitest';
import { alwaysGranted } from '../../testing/conformance/behind-pipeline';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { smartlook } from './smartlook.vendor';

const KEY = '85aa51a7d9a02dad0ac1d269cf13e3e0b3989f09';

describe('the Smartlook descriptor', () => {
  it('takes a project key of 40 lowercase hexadecimal characters', () => {
    expect(readVariables(smartlook, { VITE_SMARTLOOK_PROJECT_KEY: KEY }).ok).toBe(true);
    for (const bad of [KEY.toUpperCase(), KEY.slice(1), `${KEY}0`, 'smartlook-key']) {
      expect(readVariables(smartlook, { VITE_SMARTLOOK_PROJECT_KEY: bad })).toEqual({
        ok: false,
        refused: {
          VITE_SMARTLOOK_PROJECT_KEY: ['must be a Smartlook project key: 40 lowercase hexadecimal characters, as in its tracking code'],
        },
      });
    }
  });

  it('is off without a project key, and on with it', () => {
    expect(optionsFrom(smartlook, {})).toBeUndefined();
    expect(optionsFrom(smartlook, { VITE_SMARTLOOK_PROJECT_KEY: KEY })).toEqual({ projectKey: KEY });
  });

  it('opens the CSP to its recorder host and its own hosts only', () => {
    expect(smartlook.origins({ projectKey: KEY })).toEqual({
      scriptSrc: ['https://web-sdk.smartlook.com'],
      connectSrc: ['https://*.smartlook.com', 'https://*.smartlook.cloud'],
    });
  });

  it('is a script for session recording (experience) with no consent call, declaring what its cookie page lists on the site', () => {
    expect(smartlook.loading).toEqual({ kind: 'script', source: 'web-sdk.smartlook.com/recorder.js' });
    expect(smartlook.purpose).toBe('experience');
    expect(smartlook.consentCall).toBe('none');
    expect(smartlook.storage.map(({ name, kind }) => `${kind}:${name}`)).toEqual([
      'cookie:SL_C_23361dd035530_SID',
      'localStorage:SL_L_23361dd035530_SID',
      'cookie:SL_C_23361dd035530_DOMAIN',
      'localStorage:SMARTLOOK_LS_QUEUED_CHUNKS',
    ]);
  });

  it('makes a loader that has loaded nothing yet', async () => {
    const loader = await smartlook.create(
      { projectKey: KEY },
      {
        consentFor: () => alwaysGranted,
        router: () => undefined,
        reportFailure: () => undefined,
        consentSent: () => undefined,
        reloadToStop: () => undefined,
      },
    );
    expect(loader).toEqual({ load: expect.any(Function) });
    expect(document.querySelectorAll('script[src*="smartlook"]')).toHaveLength(0);
  });
});
