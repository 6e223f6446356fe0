import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_GRANTED, CHOOSABLE_PURPOSES, type ConsentMode, type PurposeChoices } from './consent';
import { type StoredConsent } from './stored-consent';
import { decisionFrom, evaluate } from './consent-engine';
import { PURPOSES, type Purpose } from './purpose';
import type { VendorPermission } from './vendor-permission';

const MODES: readonly ConsentMode[] = ['notice', 'opt-in'];
const POLICY = { revision: '2026-11', maxAgeMonths: 12 };
const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = 86_400_000;

/** What sits in local storage, described by the facts the rules look at; `values` writes it as the shell (or anyone) would. */
interface Stored {
  /** cookieAccepted: SPEC's two strings, absent, or something else. */
  readonly flag: 'true' | 'false' | null | 'yes';
  /** cookieConsent: absent, not JSON, or a detail (well formed or missing a field). */
  readonly detail:
    | null
    | 'garbage'
    | {
        readonly choices: PurposeChoices;
        readonly revision: string | undefined;
        readonly ageDays: number;
        readonly madeIn: ConsentMode | 'kiosk' | undefined;
      };
}

const values = ({ flag, detail }: Stored): StoredConsent => ({
  flag,
  purposes:
    detail === null
      ? null
      : detail === 'garbage'
        ? '{not json'
        : JSON.stringify({
            purposes: detail.choices,
            revision: detail.revision,
            decidedAt: new Date(NOW.getTime() - detail.ageDays * DAY).toISOString(),
            mode: detail.madeIn,
            consentId: 'c-1',
          }),
});

/**
 * Today's rules, written out apart from the implementation, one line per rule (SPEC §3, §4, the
 * consent modes, re-consent, GPC). A year is 365 days here; the ages generated keep clear of the
 * calendar's edges, which consent.test.ts checks on its own.
 */
function rules(mode: ConsentMode, stored: Stored, gpc: boolean) {
  const decided = stored.flag === 'true' || stored.flag === 'false';
  const detail = typeof stored.detail === 'object' && stored.detail?.revision !== undefined ? stored.detail : undefined;
  const choices: PurposeChoices | undefined = !decided
    ? undefined
    : stored.flag === 'false'
      ? { analytics: false, marketing: false, experience: false }
      : (detail?.choices ?? ALL_GRANTED);
  const acknowledgedNotice = detail?.madeIn === 'notice' && Object.values(choices ?? {}).some(Boolean);
  const current = detail !== undefined && detail.revision === POLICY.revision && detail.ageDays < 365 && !acknowledgedNotice;
  const inForce = choices !== undefined && (mode === 'notice' || current);
  const bannerVisible = !inForce;
  const permission = (purpose: Purpose): { permission: VendorPermission; reason: string } => {
    if (purpose === 'necessary') return { permission: 'granted', reason: 'necessary: always runs' };
    if (purpose === 'marketing' && gpc) return { permission: 'denied', reason: 'Global Privacy Control' };
    if (inForce && choices)
      return choices[purpose]
        ? { permission: 'granted', reason: `${purpose} granted` }
        : { permission: 'denied', reason: `${purpose} refused` };
    return mode === 'notice' ? { permission: 'granted', reason: 'notice mode' } : { permission: 'pending', reason: 'no decision yet' };
  };
  return { bannerVisible, purposes: Object.fromEntries(PURPOSES.map((purpose) => [purpose, permission(purpose)])) };
}

const choicesArb = fc.record({ analytics: fc.boolean(), marketing: fc.boolean(), experience: fc.boolean() });
const storedArb: fc.Arbitrary<Stored> = fc.record({
  flag: fc.constantFrom('true' as const, 'false' as const, null, 'yes' as const),
  detail: fc.oneof(
    fc.constant(null),
    fc.constant('garbage' as const),
    fc.record({
      choices: choicesArb,
      revision: fc.constantFrom(undefined, POLICY.revision, '2025-01'),
      // Away from the one-year boundary by more than a day either side.
      ageDays: fc.oneof(fc.integer({ min: 0, max: 363 }), fc.integer({ min: 367, max: 2000 })),
      madeIn: fc.constantFrom(undefined, 'notice' as const, 'opt-in' as const, 'kiosk' as const),
    }),
  ),
});

describe('evaluate: the whole decision from what is stored', () => {
  it('matches the rules table for any mode × stored flag and detail × revision and age × GPC (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODES), storedArb, fc.boolean(), (mode, stored, gpc) => {
        const decision = evaluate({ stored: values(stored), mode, policy: POLICY, gpc, now: NOW });
        expect({ bannerVisible: decision.bannerVisible, purposes: decision.purposes }).toEqual(rules(mode, stored, gpc));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a decision held as one (the in-memory store) exactly as the same decision stored as values', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODES), storedArb, fc.boolean(), (mode, stored, gpc) => {
        const fromValues = evaluate({ stored: values(stored), mode, policy: POLICY, gpc, now: NOW });
        expect(evaluate({ stored: fromValues.stored, mode, policy: POLICY, gpc, now: NOW })).toEqual(fromValues);
      }),
    );
  });

  it('keeps the stored decision beside the one in force: a re-consent still knows its consent id', () => {
    const stale = values({ flag: 'true', detail: { choices: ALL_GRANTED, revision: '2025-01', ageDays: 10, madeIn: 'opt-in' } });
    const decision = evaluate({ stored: stale, mode: 'opt-in', policy: POLICY, gpc: false, now: NOW });
    expect(decision.state).toEqual({ status: 'unknown' });
    expect(decision.bannerVisible).toBe(true);
    expect(decision.stored).toMatchObject({ status: 'decided', consentId: 'c-1', revision: '2025-01' });
  });
});

describe('decisionFrom: the decision a click stores', () => {
  const inputs = { mode: 'opt-in' as const, policy: POLICY, now: NOW, consentId: 'c-2' };

  it('under Global Privacy Control records marketing refused, whatever was clicked; without it, as clicked', () => {
    fc.assert(
      fc.property(choicesArb, fc.constantFrom(...MODES), fc.boolean(), (choices, mode, gpc) => {
        const made = decisionFrom(choices, { ...inputs, mode, gpc });
        expect(made).toEqual({
          status: 'decided',
          choices: { ...choices, marketing: choices.marketing && !gpc },
          revision: POLICY.revision,
          decidedAt: NOW.toISOString(),
          mode,
          consentId: 'c-2',
        });
      }),
    );
  });

  it('is in force at once, and every purpose it grants is granted', () => {
    fc.assert(
      fc.property(choicesArb, fc.constantFrom(...MODES), fc.boolean(), (choices, mode, gpc) => {
        const made = decisionFrom(choices, { ...inputs, mode, gpc });
        const decision = evaluate({ stored: made, mode, policy: POLICY, gpc, now: NOW });
        expect(decision.bannerVisible).toBe(false);
        for (const purpose of CHOOSABLE_PURPOSES)
          expect(decision.purposes[purpose].permission).toBe(made.status === 'decided' && made.choices[purpose] ? 'granted' : 'denied');
      }),
    );
  });
});
