import { describe, expect, it } from 'vitest';
import { SHELL_STORED_ITEMS } from '../domain/shell-stored-items';
import { declarationsOf, type StorageKind } from '../domain/stored-item';
import { vendorContributions } from './vendor-contributions';
import { spanOf } from '../domain/stored-item-facts';
import { messages as en } from '../i18n/messages/en';
import { storedItemLifetimeText, storedItemPurposeText } from '../i18n/stored-item-words';

const vendors = vendorContributions();
const byId = (id: string) => {
  const vendor = vendors.switchable.find((candidate) => candidate.id === id);
  if (!vendor) throw new Error(`no vendor ${id}`);
  return vendor;
};

// What each vendor's own documentation says it writes on the device (docs/privacy/stored-on-device.md).
const DOCUMENTED: readonly (readonly [vendor: string, kind: StorageKind, name: string])[] = [
  ['google-analytics', 'cookie', '_ga'],
  ['google-analytics', 'cookie', '_ga_2X4B6D8F0H'],
  ['google-analytics', 'cookie', '_gcl_au'],
  ['meta-pixel', 'cookie', '_fbp'],
  ['meta-pixel', 'cookie', '_fbc'],
  ['hotjar', 'cookie', '_hjSessionUser_1234567'],
  ['hotjar', 'cookie', '_hjSession_1234567'],
  ['hotjar', 'cookie', '_hjTLDTest'],
  ['hotjar', 'sessionStorage', 'hjViewportId'],
  ['clarity', 'cookie', '_clck'],
  ['clarity', 'cookie', '_clsk'],
  ['segment', 'localStorage', 'ajs_anonymous_id'],
  ['segment', 'localStorage', 'ajs_user_id'],
  ['segment', 'cookie', 'ajs_anonymous_id'],
  ['segment', 'localStorage', 'persisted-queue:v1:abcdefgh12:items'],
  ['posthog', 'localStorage', 'ph_phc_abcdefgh12_posthog'],
  ['posthog', 'localStorage', '__ph_opt_in_out_phc_abcdefgh12'],
  ['posthog', 'sessionStorage', 'ph_phc_abcdefgh12_window_id'],
  ['sentry', 'sessionStorage', 'sentryReplaySession'],
];

describe('what each vendor declares it stores', () => {
  it.each(DOCUMENTED)('%s declares its %s %s', (vendor, kind, name) => {
    expect(declarationsOf(byId(vendor).storage, kind, name)).not.toEqual([]);
  });

  it('says, for every item, what it is for and how long it stays (a span of a whole number of units at least one)', () => {
    for (const item of [...vendors.all.flatMap((vendor) => vendor.storage), ...SHELL_STORED_ITEMS]) {
      expect(storedItemPurposeText(item.purpose, en), item.name).toMatch(/\S/);
      expect(storedItemLifetimeText(item.lifetime, en, 'en'), item.name).toMatch(/\S/);
      if (typeof item.lifetime !== 'string')
        expect(Number.isInteger(spanOf(item.lifetime)[1]) && spanOf(item.lifetime)[1] >= 1, item.name).toBe(true);
    }
  });

  it('a fetch-only vendor and the in-memory defaults store nothing', () => {
    expect(byId('plausible').storage).toEqual([]);
    for (const vendor of vendors.all.filter((candidate) => candidate.loading.kind === 'nothing')) expect(vendor.storage).toEqual([]);
  });

  it('only the advertising part of Google’s tags (Analytics, Tag Manager) and the replay of Sentry follow a purpose other than their vendor’s', () => {
    const across = vendors.all.flatMap((vendor) =>
      vendor.storage
        .filter((item) => item.consentPurpose && item.consentPurpose !== vendor.purpose)
        .map((item) => `${vendor.id} ${item.name}`),
    );
    expect(across).toEqual(['google-analytics _gcl_*', 'google-tag-manager _gcl_*', 'sentry sentryReplaySession']);
  });

  it('no vendor declares a key of the shell’s own, which a withdrawal would then clear', () => {
    for (const shellItem of SHELL_STORED_ITEMS)
      for (const vendor of vendors.all) expect(declarationsOf(vendor.storage, shellItem.kind, shellItem.name), vendor.id).toEqual([]);
  });
});
