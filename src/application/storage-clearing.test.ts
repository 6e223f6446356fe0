import { describe, expect, it } from 'vitest';
import { ALL_GRANTED, ALL_REFUSED } from '../domain/consent';
import type { StorageOwner, StoredItem } from '../domain/stored-item';
import { memoryConsentStore } from '../testing/memory-consent-store';
import { clearStorageWhenRefused } from './storage-clearing';

const cookie = (name: string, consentPurpose?: StoredItem['consentPurpose']): StoredItem => ({
  name,
  kind: 'cookie',
  purpose: 'visitor-id',
  lifetime: 'until-removed',
  ...(consentPurpose ? { consentPurpose } : {}),
});

const GA: StorageOwner = { label: 'Google Analytics', purpose: 'analytics', storage: [cookie('_ga'), cookie('_gcl_*', 'marketing')] };
const PIXEL: StorageOwner = { label: 'Meta pixel', purpose: 'marketing', storage: [cookie('_fbp')] };
const SENTRY: StorageOwner = {
  label: 'Sentry',
  purpose: 'necessary',
  storage: [
    { name: 'sentryReplaySession', kind: 'sessionStorage', purpose: 'visitor-id', lifetime: 'until-removed', consentPurpose: 'experience' },
  ],
};

/** A device holding every item, and the clearer's calls: what each clear was asked to remove. */
function device() {
  const asked: string[][] = [];
  const clear = (items: readonly StoredItem[]) => {
    asked.push(items.map((item) => item.name));
    return items.map(({ kind, name }) => ({ kind, name }));
  };
  return { asked, clear };
}

describe('clearing what a refused purpose stored', () => {
  it('a withdrawal of marketing clears the pixel’s cookies and GA4’s advertising ones, after every listener heard it, and nothing else', async () => {
    const consent = memoryConsentStore({}, { status: 'decided', choices: ALL_GRANTED });
    const { asked, clear } = device();
    const removed: [string, string[]][] = [];
    clearStorageWhenRefused({
      consent,
      owners: [GA, PIXEL, SENTRY],
      clear,
      removed: (vendor, items) => removed.push([vendor, items.map((item) => item.name)]),
    });

    consent.choose({ ...ALL_GRANTED, marketing: false });
    expect(asked).toEqual([]);
    await Promise.resolve();

    expect(asked).toEqual([['_gcl_*'], ['_fbp']]);
    expect(removed).toEqual([
      ['Google Analytics', ['_gcl_*']],
      ['Meta pixel', ['_fbp']],
    ]);
  });

  it('clears what a purpose stored once, when it becomes refused, and a necessary vendor’s replay with experience', async () => {
    const consent = memoryConsentStore({}, { status: 'decided', choices: ALL_GRANTED });
    const { asked, clear } = device();
    clearStorageWhenRefused({ consent, owners: [GA, PIXEL, SENTRY], clear });

    consent.choose({ ...ALL_GRANTED, experience: false });
    await Promise.resolve();
    consent.choose({ ...ALL_GRANTED, experience: false });
    await Promise.resolve();

    expect(asked).toEqual([['sentryReplaySession']]);
  });

  it('leaves alone what is granted again before the clearing runs', async () => {
    const consent = memoryConsentStore({}, { status: 'decided', choices: ALL_GRANTED });
    const { asked, clear } = device();
    clearStorageWhenRefused({ consent, owners: [PIXEL], clear });

    consent.decline();
    consent.accept();
    await Promise.resolve();

    expect(asked).toEqual([]);
  });

  it('clears at the start what was refused already, when asked to', () => {
    const consent = memoryConsentStore({}, { status: 'decided', choices: ALL_REFUSED });
    const { asked, clear } = device();
    clearStorageWhenRefused({ consent, owners: [GA, PIXEL], clear, atStart: (run) => run() });
    expect(asked).toEqual([['_ga', '_gcl_*'], ['_fbp']]);
  });

  it('nothing is cleared while nothing is refused (opt-in, no decision yet)', () => {
    const consent = memoryConsentStore({ mode: 'opt-in' });
    const { asked, clear } = device();
    clearStorageWhenRefused({ consent, owners: [GA, PIXEL], clear, atStart: (run) => run() });
    expect(asked).toEqual([]);
  });
});
