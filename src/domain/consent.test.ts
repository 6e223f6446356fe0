import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  ALL_REFUSED,
  CONSENT_UNKNOWN,
  consentIdFor,
  consentInForce,
  decision,
  decisionKind,
  expiryOf,
  isBannerVisible,
} from './consent';
import { CONSENT_PURPOSES_STORAGE_KEY, CONSENT_STORAGE_KEY, consentFromStorage, storageAgrees, storageOf } from './stored-consent';

const NOW = new Date('2026-11-23T12:00:00Z');
const ID = '0b6f9a8e-4c1d-4e2f-9a3b-5c6d7e8f9a0b';
const detail = (purposes: object, revision = '1', decidedAt = NOW.toISOString()) => JSON.stringify({ purposes, revision, decidedAt });

describe('consent id', () => {
  it('is kept with the decision and read back', () => {
    const state = decision(ALL_GRANTED, '1', NOW, 'opt-in', ID);
    expect(JSON.parse(storageOf(state).purposes ?? '{}')).toMatchObject({ consentId: ID });
    expect(consentFromStorage(storageOf(state))).toMatchObject({ consentId: ID });
  });

  it('a value stored before there were ids still reads, as a decision without one', () => {
    const stored = consentFromStorage({ flag: 'true', purposes: detail(ALL_GRANTED) });
    expect(stored).toEqual({ status: 'decided', choices: ALL_GRANTED, revision: '1', decidedAt: NOW.toISOString() });
    // Not a string, or empty: no id, rather than a broken one.
    for (const consentId of [42, '', null]) {
      expect(
        consentFromStorage({
          flag: 'true',
          purposes: JSON.stringify({ purposes: ALL_GRANTED, revision: '1', decidedAt: NOW.toISOString(), consentId }),
        }),
      ).not.toHaveProperty('consentId');
    }
  });

  it('the next decision keeps the stored id, and makes one only when there is none', () => {
    const newId = () => 'new-id';
    expect(consentIdFor(decision(ALL_REFUSED, '1', NOW, 'opt-in', ID), newId)).toBe(ID);
    expect(consentIdFor(CONSENT_UNKNOWN, newId)).toBe('new-id');
    expect(consentIdFor({ status: 'decided', choices: ALL_GRANTED }, newId)).toBe('new-id');
  });
});

describe('consent storage (SPEC §3, §4)', () => {
  it("keeps SPEC's key and value, with the per-purpose detail beside it", () => {
    expect(CONSENT_STORAGE_KEY).toBe('cookieAccepted');
    expect(CONSENT_PURPOSES_STORAGE_KEY).toBe('cookieConsent');
    expect(storageOf(decision(ALL_GRANTED, '1', NOW, 'opt-in', ID)).flag).toBe('true');
    expect(storageOf(decision(ALL_REFUSED, '1', NOW, 'opt-in', ID)).flag).toBe('false');
    // Some cookies accepted: the flag says so, the detail says which.
    expect(storageOf(decision({ analytics: true, marketing: false, experience: false }, '1', NOW, 'opt-in', ID)).flag).toBe('true');
    expect(storageOf(CONSENT_UNKNOWN)).toEqual({ flag: null, purposes: null });
  });

  it('reads back exactly what it stores, for any choice (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.record({ analytics: fc.boolean(), marketing: fc.boolean(), experience: fc.boolean() }),
        fc.constantFrom('1', '2026-11'),
        (choices, revision) => {
          const state = decision(choices, revision, NOW, 'opt-in', ID);
          expect(consentFromStorage(storageOf(state))).toEqual(state);
        },
      ),
    );
  });

  it('reads SPEC\'s flag alone: "true" grants every purpose, "false" refuses every one, with no revision or date', () => {
    expect(consentFromStorage({ flag: 'true', purposes: null })).toEqual({ status: 'decided', choices: ALL_GRANTED });
    expect(consentFromStorage({ flag: 'false', purposes: null })).toEqual({ status: 'decided', choices: ALL_REFUSED });
  });

  it('anything but the exact flag values is no decision, whatever the detail says', () => {
    for (const flag of [null, '', 'TRUE', ' true', 'False', '1', '0', 'yes']) {
      expect(consentFromStorage({ flag, purposes: detail(ALL_GRANTED) })).toEqual(CONSENT_UNKNOWN);
    }
  });

  it('malformed detail is ignored: the flag alone decides', () => {
    for (const purposes of [
      '{',
      '[]',
      detail({ analytics: true }),
      detail({ analytics: 'yes', marketing: true, experience: true }),
      JSON.stringify({ purposes: ALL_GRANTED }),
    ]) {
      expect(consentFromStorage({ flag: 'true', purposes })).toEqual({ status: 'decided', choices: ALL_GRANTED });
      expect(storageAgrees({ flag: 'true', purposes })).toBe(true);
    }
  });

  it('where flag and detail disagree (a write cut halfway), the stricter reading wins and the pair is known not to agree', () => {
    expect(consentFromStorage({ flag: 'false', purposes: detail(ALL_GRANTED) })).toEqual(expect.objectContaining({ choices: ALL_REFUSED }));
    expect(consentFromStorage({ flag: 'true', purposes: detail(ALL_REFUSED) })).toEqual(expect.objectContaining({ choices: ALL_REFUSED }));
    expect(storageAgrees({ flag: 'false', purposes: detail(ALL_GRANTED) })).toBe(false);
    expect(storageAgrees({ flag: 'true', purposes: detail(ALL_REFUSED) })).toBe(false);
    expect(storageAgrees({ flag: 'true', purposes: detail({ analytics: true, marketing: false, experience: false }) })).toBe(true);
  });

  it('names a decision as a person would', () => {
    expect(decisionKind(ALL_GRANTED)).toBe('accepted');
    expect(decisionKind(ALL_REFUSED)).toBe('declined');
    expect(decisionKind({ analytics: true, marketing: false, experience: false })).toBe('partial');
  });
});

describe('re-consent (opt-in mode)', () => {
  const policy = { revision: '2026-11', maxAgeMonths: 12 };
  const madeAt = (iso: string, revision = '2026-11') => decision(ALL_GRANTED, revision, new Date(iso), 'opt-in', ID);

  it('keeps a decision for the current revision until the same day and time, the maximum age later', () => {
    const state = madeAt('2025-11-23T12:00:00Z');
    expect(consentInForce(state, 'opt-in', policy, new Date('2026-11-23T11:59:59Z'))).toBe(state);
    expect(consentInForce(state, 'opt-in', policy, new Date('2026-11-23T12:00:00Z'))).toEqual(CONSENT_UNKNOWN);
  });

  it('counts calendar months, clamped to the end of a shorter month', () => {
    expect(expiryOf('2026-01-31T08:00:00Z', 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(expiryOf('2024-02-29T00:00:00Z', 12).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(expiryOf('2026-03-15T10:30:00Z', 6).toISOString()).toBe('2026-09-15T10:30:00.000Z');
  });

  it('asks again for a decision made under another revision, or with none', () => {
    expect(consentInForce(madeAt('2026-11-01T00:00:00Z', '2026-01'), 'opt-in', policy, NOW)).toEqual(CONSENT_UNKNOWN);
    expect(consentInForce(consentFromStorage({ flag: 'true', purposes: null }), 'opt-in', policy, NOW)).toEqual(CONSENT_UNKNOWN);
  });

  it('asks again for an acknowledged notice (accepting in notice mode is not consent asked for), but keeps a refusal made there', () => {
    const acknowledged = decision(ALL_GRANTED, '2026-11', NOW, 'notice', ID);
    expect(consentInForce(acknowledged, 'opt-in', policy, NOW)).toEqual(CONSENT_UNKNOWN);
    expect(
      consentInForce(
        decision({ analytics: true, marketing: false, experience: false }, '2026-11', NOW, 'notice', ID),
        'opt-in',
        policy,
        NOW,
      ),
    ).toEqual(CONSENT_UNKNOWN);
    const refused = decision(ALL_REFUSED, '2026-11', NOW, 'notice', ID);
    expect(consentInForce(refused, 'opt-in', policy, NOW)).toBe(refused);
    // Stored and read back with its mode; detail from before the mode was recorded reads as opt-in.
    expect(consentFromStorage(storageOf(acknowledged))).toEqual(acknowledged);
    const withoutMode = JSON.stringify({ purposes: ALL_GRANTED, revision: '2026-11', decidedAt: NOW.toISOString() });
    expect(consentInForce(consentFromStorage({ flag: 'true', purposes: withoutMode }), 'opt-in', policy, NOW)).toEqual(
      expect.objectContaining({ status: 'decided' }),
    );
  });

  it('notice mode keeps any stored decision, as SPEC keeps the flag', () => {
    const old = madeAt('2020-01-01T00:00:00Z', 'old');
    expect(consentInForce(old, 'notice', policy, NOW)).toBe(old);
  });
});

describe('the banner (SPEC §4)', () => {
  it('shows until a decision is in force, and hides for any decision', () => {
    expect(isBannerVisible(CONSENT_UNKNOWN, 'notice')).toBe(true);
    expect(isBannerVisible(CONSENT_UNKNOWN, 'opt-in')).toBe(true);
    expect(isBannerVisible(decision(ALL_GRANTED, '1', NOW, 'opt-in', ID), 'opt-in')).toBe(false);
    expect(isBannerVisible(decision(ALL_REFUSED, '1', NOW, 'opt-in', ID), 'notice')).toBe(false);
  });

  it('never shows in opt-out mode: the footer link is the way to opt out (issue 33 §2)', () => {
    expect(isBannerVisible(CONSENT_UNKNOWN, 'opt-out')).toBe(false);
  });
});
