import type { VendorPrivacy, VendorPrivacyFact } from '../domain/vendor-privacy';
import type { Messages } from './messages/en';

function factText(fact: VendorPrivacyFact, words: Messages['vendorPrivacy']): string {
  if (typeof fact === 'string') return words.facts[fact];
  return 'measuresAdvertisingOn' in fact
    ? words.measuresAdvertisingOn.replace('{network}', fact.measuresAdvertisingOn)
    : words.advertisingStorageOf.replace('{network}', fact.advertisingStorageOf);
}

/** The privacy page's sentence about a vendor, after its name: what it receives and the facts about it, in the catalog's words. */
export function vendorPrivacySentence([receives, ...facts]: VendorPrivacy, messages: Messages): string {
  const words = messages.vendorPrivacy;
  return `${words.receives[receives]}${facts.map((fact) => factText(fact, words)).join('')}${words.end}`;
}
