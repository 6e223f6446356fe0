import { LocalStorageConsentStore } from '../adapters/local-storage/local-storage-consent-store.adapter';
import { MemoryConsentStore } from '../adapters/memory/memory-consent-store.adapter';
import type { ShellConfig } from '../domain/shell-config';
import type { ConsentStore } from '../ports/consent-store.port';

/** The consent store is in the entry: the first render reads it synchronously, so a returning visitor never sees the banner. */
export function createConsentStore(
  config: ShellConfig,
  globalPrivacyControl: boolean,
  getStorage: () => Storage,
  otherTabs?: Pick<Window, 'addEventListener'>,
): ConsentStore {
  const settings = { mode: config.consentMode, policy: config.consentPolicy, globalPrivacyControl };
  return config.consentStore === 'local-storage'
    ? new LocalStorageConsentStore(getStorage, settings, otherTabs)
    : new MemoryConsentStore(settings);
}
