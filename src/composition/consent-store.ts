import { LocalStorageConsentPersistence } from '../adapters/local-storage/local-storage-consent-persistence.adapter';
import { MemoryConsentPersistence } from '../adapters/memory/memory-consent-persistence.adapter';
import { createConsentEngineStore } from '../application/consent-engine-store';
import type { ShellConfig } from '../domain/shell-config';
import type { ConsentPersistence } from '../ports/consent-persistence.port';
import type { ConsentStore } from '../ports/consent-store.port';

/** Where the config keeps the decision: the device's storage (watched for other tabs), or memory. */
export function consentPersistence(
  config: ShellConfig,
  getStorage: () => Storage,
  otherTabs?: Pick<Window, 'addEventListener'>,
): ConsentPersistence {
  return config.consentStore === 'local-storage'
    ? new LocalStorageConsentPersistence(getStorage, otherTabs)
    : new MemoryConsentPersistence();
}

/** The consent store is in the entry: the first render reads it synchronously, so a returning visitor never sees the banner. */
export function createConsentStore(
  config: ShellConfig,
  globalPrivacyControl: boolean,
  getStorage: () => Storage,
  otherTabs?: Pick<Window, 'addEventListener'>,
): ConsentStore {
  const settings = { mode: config.consentMode, policy: config.consentPolicy, globalPrivacyControl };
  return createConsentEngineStore(consentPersistence(config, getStorage, otherTabs), settings);
}
