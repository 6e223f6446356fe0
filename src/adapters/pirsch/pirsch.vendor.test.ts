import { describe, expect, it } from 'vitest';
import { optionsFrom, readVariables } from '../../testing/conformance/vendor-variables';
import { pirsch } from './pirsch.vendor';

const CODE = 'e2e0c0de4a114b0b8e5d5e11c1f7ab1e';

describe('the Pirsch descriptor', () => {
  it('is switched on by the identification code, and refuses anything else, naming the rule', () => {
    expect(optionsFrom(pirsch, {})).toBeUndefined();
    expect(optionsFrom(pirsch, { VITE_PIRSCH_CODE: CODE })).toEqual({ identificationCode: CODE });
    for (const bad of ['short', `${CODE}-x`, 'a'.repeat(65)]) {
      expect(readVariables(pirsch, { VITE_PIRSCH_CODE: bad })).toEqual({
        ok: false,
        refused: { VITE_PIRSCH_CODE: ["must be the identification code from Pirsch's integration settings: 16 to 64 letters or digits"] },
      });
    }
  });

  it('opens api.pirsch.io only; stores nothing; analytics with no consent call, without cookies', () => {
    expect(pirsch.origins({ identificationCode: CODE })).toEqual({
      scriptSrc: ['https://api.pirsch.io'],
      connectSrc: ['https://api.pirsch.io'],
    });
    expect(pirsch.storage).toEqual([]);
    expect([pirsch.purpose, pirsch.consentCall]).toEqual(['analytics', 'none']);
    expect(pirsch.privacy).toEqual(['page-views-and-named-events', 'without-cookies']);
  });
});
