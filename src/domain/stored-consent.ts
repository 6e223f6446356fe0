import {
  ALL_GRANTED,
  ALL_REFUSED,
  CHOOSABLE_PURPOSES,
  CONSENT_MODES,
  CONSENT_UNKNOWN,
  decisionKind,
  type ChoosablePurpose,
  type ConsentMode,
  type ConsentState,
  type DecidedConsent,
  type PurposeChoices,
} from './consent';
import { isJsonObject, parseStoredJson } from './stored-json';

/*
 * The stored format of a decision, one reader and one writer shared by the app's store and the boot script:
 * SPEC's flag, and the detail beside it.
 */

// SPEC §3, §9: the consent flag lives in local storage under this key, with this value.
export const CONSENT_STORAGE_KEY = 'cookieAccepted';
export const CONSENT_ACCEPTED_VALUE = 'true';
/** Every optional purpose refused ("Decline", or a choice with every switch off). */
export const CONSENT_DECLINED_VALUE = 'false';
/**
 * Beside SPEC's flag: which purposes the visitor granted, under which policy revision, and when.
 * JSON: {"purposes":{"analytics":true,"marketing":false,"experience":true},"revision":"1","decidedAt":"…","mode":"opt-in","consentId":"…"}.
 */
export const CONSENT_PURPOSES_STORAGE_KEY = 'cookieConsent';

/** Both stored values, as read from storage (null when absent). */
export interface StoredConsent {
  readonly flag: string | null;
  readonly purposes: string | null;
}

/**
 * SPEC's flag decides whether there is a decision at all: only the exact strings count, anything
 * else (absent, "yes", garbage) is none. "false" refuses every purpose. "true" grants what the
 * per-purpose detail says when it is there and well formed, and every purpose when it is not (the
 * flag alone, as SPEC stores it). Where the two disagree (a write cut between the two keys), the
 * stricter reading wins: nothing is granted that either key refuses.
 */
export function consentFromStorage({ flag, purposes }: StoredConsent): ConsentState {
  if (flag !== CONSENT_ACCEPTED_VALUE && flag !== CONSENT_DECLINED_VALUE) return CONSENT_UNKNOWN;
  const detail = parseDetail(purposes);
  if (!detail) return { status: 'decided', choices: flag === CONSENT_ACCEPTED_VALUE ? ALL_GRANTED : ALL_REFUSED };
  return flag === CONSENT_DECLINED_VALUE ? { status: 'decided', ...detail, choices: ALL_REFUSED } : { status: 'decided', ...detail };
}

/**
 * Whether the two keys tell one story. Another tab writes them one after the other, so a tab that
 * hears the first change may find the new value beside the old one; it waits for the second.
 */
export function storageAgrees({ flag, purposes }: StoredConsent): boolean {
  const detail = parseDetail(purposes);
  if (!detail || (flag !== CONSENT_ACCEPTED_VALUE && flag !== CONSENT_DECLINED_VALUE)) return true;
  return (decisionKind(detail.choices) === 'declined') === (flag === CONSENT_DECLINED_VALUE);
}

/** What is written for a decision: the flag SPEC names, and the detail beside it. */
export function storageOf(state: ConsentState): StoredConsent {
  return state.status === 'unknown' ? { flag: null, purposes: null } : storedValuesOf(state);
}

function storedValuesOf({ choices, revision, decidedAt, mode, consentId }: DecidedConsent): { flag: string; purposes: string } {
  const flag = decisionKind(choices) === 'declined' ? CONSENT_DECLINED_VALUE : CONSENT_ACCEPTED_VALUE;
  return { flag, purposes: JSON.stringify({ purposes: choices, revision, decidedAt, mode, consentId }) };
}

/**
 * Writes a decision in SPEC's stored format, the one writer the app's store and the boot script share:
 * the detail first, since another tab reacts to the flag's storage event and must find the detail in place.
 */
export function writeStoredConsent(state: ConsentState, storage: Pick<Storage, 'setItem'>): void {
  if (state.status === 'unknown') return;
  const { flag, purposes } = storedValuesOf(state);
  storage.setItem(CONSENT_PURPOSES_STORAGE_KEY, purposes);
  storage.setItem(CONSENT_STORAGE_KEY, flag);
}

function parseDetail(
  text: string | null,
): { choices: PurposeChoices; revision: string; decidedAt: string; mode?: ConsentMode; consentId?: string } | undefined {
  const value = parseStoredJson(text);
  if (!isJsonObject(value)) return undefined;
  const { purposes, revision, decidedAt, mode, consentId } = value;
  if (typeof purposes !== 'object' || purposes === null) return undefined;
  const given = purposes as Record<string, unknown>;
  if (!CHOOSABLE_PURPOSES.every((purpose) => typeof given[purpose] === 'boolean')) return undefined;
  if (typeof revision !== 'string' || typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt))) return undefined;
  const choices = Object.fromEntries(CHOOSABLE_PURPOSES.map((purpose) => [purpose, given[purpose] as boolean])) as Record<
    ChoosablePurpose,
    boolean
  >;
  // A detail without a mode (or with one this shell does not know) is read as made in opt-in mode:
  // the mode only ever takes consent away (an acknowledged notice), never grants it.
  // An id that is not a non-empty string is none: the next decision makes a new one.
  return {
    choices,
    revision,
    decidedAt,
    ...(CONSENT_MODES.includes(mode as ConsentMode) ? { mode: mode as ConsentMode } : {}),
    ...(typeof consentId === 'string' && consentId.length > 0 ? { consentId } : {}),
  };
}
