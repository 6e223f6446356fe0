import { describe, expect, it } from 'vitest';
import { alwaysGranted } from '../../testing/conformance/behind-pipeline';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { logrocket } from './logrocket.vendor';

describe('the LogRocket descriptor', () => {
  it('takes an app id org-slug/app-slug', () => {
    expect(readVariables(logrocket, { VITE_LOGROCKET_APP_ID: 'acme/shop-web' }).ok).toBe(true);
    for (const bad of ['acme', 'Acme/Shop', 'acme/shop/web', 'https://app.logrocket.com/acme/shop']) {
      expect(readVariables(logrocket, { VITE_LOGROCKET_APP_ID: bad })).toEqual({
        ok: false,
        refused: { VITE_LOGROCKET_APP_ID: ['must be a LogRocket app id: org-slug/app-slug, in lowercase letters, digits, "-" and "_"'] },
      });
    }
  });

  it('is off without an app id, and on with it', () => {
    expect(optionsFrom(logrocket, {})).toBeUndefined();
    expect(optionsFrom(logrocket, { VITE_LOGROCKET_APP_ID: 'acme/shop' })).toEqual({ appId: 'acme/shop' });
  });

  it('opens the CSP to its script host and its ingest hosts only', () => {
    expect(logrocket.origins({ appId: 'acme/shop' })).toEqual({
      scriptSrc: ['https://cdn.logr-in.com'],
      connectSrc: ['https://*.logr-in.com'],
    });
  });

  it('is a script for session recording (experience) with no consent call of its own, declaring its three cookies', () => {
    expect(logrocket.loading).toEqual({ kind: 'script', source: 'cdn.logr-in.com/LogRocket.min.js' });
    expect(logrocket.purpose).toBe('experience');
    expect(logrocket.consentCall).toBe('none');
    expect(logrocket.storage.map(({ name }) => name)).toEqual(['_lr_tabs_*', '_lr_hb_*', '_lr_uf_*']);
  });

  it('makes a loader that has loaded nothing yet', async () => {
    const loader = await logrocket.create(
      { appId: 'acme/shop' },
      {
        consentFor: () => alwaysGranted,
        router: () => undefined,
        reportFailure: () => undefined,
        consentSent: () => undefined,
        reloadToStop: () => undefined,
      },
    );
    expect(loader).toEqual({ load: expect.any(Function) });
    expect(document.querySelectorAll('script[src*="logr"]')).toHaveLength(0);
  });
});
