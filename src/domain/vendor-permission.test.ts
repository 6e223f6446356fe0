import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  ALL_REFUSED,
  CHOOSABLE_PURPOSES,
  CONSENT_UNKNOWN,
  consentInForce,
  type ConsentMode,
  type ConsentState,
  type PurposeChoices,
} from './consent';
import { PURPOSES, type Purpose } from './purpose';
import { purposeDecision, purposePermission, type VendorPermission } from './vendor-permission';

const permissionReason = (...args: Parameters<typeof purposeDecision>) => purposeDecision(...args).reason;

const MODES: readonly ConsentMode[] = ['notice', 'opt-in'];
const POLICY = { revision: '2026-11', maxAgeMonths: 12 };
const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = 86_400_000;

/** What the visitor has stored, described by the facts the rules look at. */
interface Stored {
  readonly choices: PurposeChoices | undefined; // undefined: nothing stored
  readonly revision: string | undefined; // undefined: SPEC's flag alone
  readonly ageDays: number | undefined;
  readonly madeIn: ConsentMode | undefined; // undefined: SPEC's flag alone
}

const stateOf = ({ choices, revision, ageDays, madeIn }: Stored): ConsentState =>
  choices === undefined
    ? CONSENT_UNKNOWN
    : {
        status: 'decided',
        choices,
        ...(revision === undefined ? {} : { revision }),
        ...(ageDays === undefined ? {} : { decidedAt: new Date(NOW.getTime() - ageDays * DAY).toISOString() }),
        ...(madeIn === undefined ? {} : { mode: madeIn }),
      };

/**
 * The policy written out independently of the implementation, one line per rule. A year is taken
 * as 365 days here; the ages generated below keep clear of the calendar's edges (checked apart).
 */
function expected(purpose: Purpose, mode: ConsentMode, stored: Stored, gpc: boolean): VendorPermission {
  if (purpose === 'necessary') return 'granted';
  if (purpose === 'marketing' && gpc) return 'denied';
  const acknowledgedNotice = stored.madeIn === 'notice' && Object.values(stored.choices ?? {}).some(Boolean);
  const stale = stored.revision !== POLICY.revision || stored.ageDays === undefined || stored.ageDays >= 366 || acknowledgedNotice;
  const { choices } = stored;
  if (choices !== undefined && (mode === 'notice' || !stale)) return choices[purpose] ? 'granted' : 'denied';
  return mode === 'notice' ? 'granted' : 'pending';
}

const decide = (purpose: Purpose, mode: ConsentMode, stored: Stored, gpc: boolean) =>
  purposePermission(purpose, { mode, consent: consentInForce(stateOf(stored), mode, POLICY, NOW), globalPrivacyControl: gpc });

const choicesArb = fc.record({ analytics: fc.boolean(), marketing: fc.boolean(), experience: fc.boolean() });
const storedArb: fc.Arbitrary<Stored> = fc.record({
  choices: fc.option(choicesArb, { nil: undefined }),
  revision: fc.constantFrom(undefined, POLICY.revision, '2025-01', '1'),
  // Days, away from the one-year boundary by at least a day either side (the calendar is checked below).
  ageDays: fc.option(fc.oneof(fc.integer({ min: 0, max: 363 }), fc.integer({ min: 367, max: 2000 })), { nil: undefined }),
  madeIn: fc.constantFrom(undefined, 'notice', 'opt-in'),
});

describe('the consent decision: mode × purpose × stored choice × revision × age × mode answered in × GPC', () => {
  it('matches the rules for any combination (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PURPOSES), fc.constantFrom(...MODES), storedArb, fc.boolean(), (purpose, mode, stored, gpc) => {
        expect(decide(purpose, mode, stored, gpc)).toBe(expected(purpose, mode, stored, gpc));
      }),
      { numRuns: 2000 },
    );
  });

  const fresh = { revision: POLICY.revision, ageDays: 10, madeIn: 'opt-in' as const };
  const partial: PurposeChoices = { analytics: true, marketing: false, experience: true };
  const table = [
    { case: 'nothing stored', stored: { choices: undefined, revision: undefined, ageDays: undefined, madeIn: undefined } },
    { case: 'all granted, current', stored: { choices: ALL_GRANTED, ...fresh } },
    { case: 'all refused, current', stored: { choices: ALL_REFUSED, ...fresh } },
    { case: 'analytics and experience only, current', stored: { choices: partial, ...fresh } },
    { case: 'all granted, older revision', stored: { choices: ALL_GRANTED, ...fresh, revision: '2025-01' } },
    { case: 'all granted, 13 months old', stored: { choices: ALL_GRANTED, ...fresh, ageDays: 396 } },
    { case: 'all granted on a notice', stored: { choices: ALL_GRANTED, ...fresh, madeIn: 'notice' as const } },
    { case: 'all refused on a notice', stored: { choices: ALL_REFUSED, ...fresh, madeIn: 'notice' as const } },
    { case: "SPEC's flag alone", stored: { choices: ALL_GRANTED, revision: undefined, ageDays: undefined, madeIn: undefined } },
  ];
  const rows = table.flatMap((row) =>
    MODES.flatMap((mode) =>
      [false, true].flatMap((gpc) =>
        PURPOSES.map((purpose) => ({ ...row, mode, gpc, purpose, want: expected(purpose, mode, row.stored, gpc) })),
      ),
    ),
  );
  it.each(rows)('$mode, $case, GPC $gpc: $purpose → $want', ({ purpose, mode, stored, gpc, want }) => {
    expect(decide(purpose, mode, stored, gpc)).toBe(want);
  });

  it('necessary processing (error reports) runs whatever the mode, the choice or GPC', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODES), storedArb, fc.boolean(), (mode, stored, gpc) => {
        expect(decide('necessary', mode, stored, gpc)).toBe('granted');
      }),
    );
  });

  it('a partial choice grants exactly the chosen purposes, in both modes', () => {
    for (const mode of MODES) {
      for (const purpose of CHOOSABLE_PURPOSES) {
        expect(decide(purpose, mode, { choices: partial, ...fresh }, false)).toBe(partial[purpose] ? 'granted' : 'denied');
      }
    }
  });

  it('re-consent applies to opt-in only: notice mode keeps an old or outdated choice (SPEC: the flag rules)', () => {
    const outdated = { choices: partial, revision: '2025-01', ageDays: 900, madeIn: 'opt-in' as const };
    expect(decide('analytics', 'opt-in', outdated, false)).toBe('pending');
    expect(decide('marketing', 'notice', outdated, false)).toBe('denied');
    expect(decide('analytics', 'notice', outdated, false)).toBe('granted');
  });

  it('says why a purpose runs or not, for the inspector', () => {
    const signals = (consent: ConsentState, mode: ConsentMode = 'opt-in', globalPrivacyControl = false) => ({
      mode,
      consent,
      globalPrivacyControl,
    });
    expect(permissionReason('marketing', signals(stateOf({ choices: ALL_GRANTED, ...fresh }), 'opt-in', true))).toBe(
      'Global Privacy Control',
    );
    expect(permissionReason('marketing', signals(stateOf({ choices: partial, ...fresh })))).toBe('marketing refused');
    expect(permissionReason('analytics', signals(CONSENT_UNKNOWN))).toBe('no decision yet');
    expect(permissionReason('analytics', signals(CONSENT_UNKNOWN, 'notice'))).toBe('notice mode');
  });
});
