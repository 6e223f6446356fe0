import { describe, expect, it } from 'vitest';
import { alwaysGranted } from '../../testing/conformance/behind-pipeline';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { FullstoryHeatmapLoader } from './fullstory-heatmap-loader.adapter';
import { fullstory } from './fullstory.vendor';

describe('the Fullstory descriptor', () => {
  it('takes an org id of its US data center, or a legacy one', () => {
    for (const good of ['o-1A2B3C-na1', '1ZRXF']) expect(readVariables(fullstory, { VITE_FULLSTORY_ORG_ID: good }).ok).toBe(true);
    for (const bad of ['o-1A2B3C-eu1', 'o-1A2B3C', 'org 1', 'https://app.fullstory.com/ui/o-1A2B3C-na1']) {
      expect(readVariables(fullstory, { VITE_FULLSTORY_ORG_ID: bad })).toEqual({
        ok: false,
        refused: {
          VITE_FULLSTORY_ORG_ID: ['must be a Fullstory org id of its US data center, such as o-1A2B3C-na1 (or a legacy id such as 1A2BC)'],
        },
      });
    }
  });

  it('is off without an org id, and on with it', () => {
    expect(optionsFrom(fullstory, {})).toBeUndefined();
    expect(optionsFrom(fullstory, { VITE_FULLSTORY_ORG_ID: 'o-1A2B3C-na1' })).toEqual({ orgId: 'o-1A2B3C-na1' });
  });

  it('opens the CSP to the hosts Fullstory lists, and nothing else', () => {
    expect(fullstory.origins({ orgId: 'o-1A2B3C-na1' })).toEqual({
      scriptSrc: ['https://edge.fullstory.com', 'https://rs.fullstory.com'],
      imgSrc: ['https://rs.fullstory.com'],
      connectSrc: ['https://edge.fullstory.com', 'https://rs.fullstory.com'],
    });
  });

  it('is a script, for session recording (experience), told in its own API, with its three first-party cookies', () => {
    expect(fullstory.loading).toEqual({ kind: 'script', source: 'edge.fullstory.com/s/fs.js' });
    expect(fullstory.purpose).toBe('experience');
    expect(fullstory.consentCall).toBeUndefined();
    expect(fullstory.storage.map(({ name, kind }) => `${kind}:${name}`)).toEqual(['cookie:fs_uid', 'cookie:fs_cid', 'cookie:fs_lua']);
  });

  it('makes a loader that has loaded nothing yet', async () => {
    const loader = await fullstory.create(
      { orgId: 'o-1A2B3C-na1' },
      {
        consentFor: () => alwaysGranted,
        router: () => undefined,
        reportFailure: () => undefined,
        consentSent: () => undefined,
        reloadToStop: () => undefined,
      },
    );
    expect(loader).toBeInstanceOf(FullstoryHeatmapLoader);
    expect(document.querySelectorAll('script[src*="fullstory"]')).toHaveLength(0);
  });
});
