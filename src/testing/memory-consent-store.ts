import { MemoryConsentPersistence } from '../adapters/memory/memory-consent-persistence.adapter';
import { createConsentEngineStore } from '../application/consent-engine-store';
import type { ConsentState } from '../domain/consent';
import type { ConsentStore, ConsentStoreSettings } from '../ports/consent-store.port';

/** The consent store on the in-memory persistence, with every save it made: what tests decide through. */
export type MemoryConsentStore = ConsentStore & { readonly log: MemoryConsentPersistence['log'] };

const NOTICE: ConsentStoreSettings = { mode: 'notice', policy: { revision: '1', maxAgeMonths: 12 } };

/** Notice mode (SPEC), revision "1", 12 months, unless told; nothing stored unless `initial` is given. */
export function memoryConsentStore(settings: Partial<ConsentStoreSettings> = {}, initial?: ConsentState): MemoryConsentStore {
  const kept = new MemoryConsentPersistence(initial);
  return { ...createConsentEngineStore(kept, { ...NOTICE, ...settings }), log: kept.log };
}
