import { LocalStorageConsentPersistence } from '../adapters/local-storage/local-storage-consent-persistence.adapter';
import { MemoryConsentPersistence } from '../adapters/memory/memory-consent-persistence.adapter';
import type { ShellConfig } from '../domain/shell-config';
import type { ConsentPersistence } from '../ports/consent-persistence.port';

/**
 * Where the config keeps the decision: the device's storage (watched for other tabs), or memory. The consent
 * engine's store is made on it by the shell's module (shell-module.ts), read synchronously by the first render,
 * so a returning visitor never sees the banner.
 */
export function consentPersistence(
  config: ShellConfig,
  getStorage: () => Storage,
  otherTabs?: Pick<Window, 'addEventListener'>,
): ConsentPersistence {
  return config.consentStore === 'local-storage'
    ? new LocalStorageConsentPersistence(getStorage, otherTabs)
    : new MemoryConsentPersistence();
}
