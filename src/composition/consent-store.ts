import { LocalStorageConsentPersistence } from '../adapters/local-storage/local-storage-consent-persistence.adapter';
import { MemoryConsentPersistence } from '../adapters/memory/memory-consent-persistence.adapter';
import { createConsentEngineStore } from '../application/consent-engine-store';
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
  const persistence =
    config.consentStore === 'local-storage' ? new LocalStorageConsentPersistence(getStorage, otherTabs) : new MemoryConsentPersistence();
  return createConsentEngineStore(persistence, settings);
}
