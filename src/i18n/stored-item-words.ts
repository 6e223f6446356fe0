import { spanOf, type StoredItemLifetime, type StoredItemPurpose } from '../domain/stored-item-facts';
import type { Messages } from './messages/en';
import { countPhrase } from './plural';

/** What a stored item is for, in the catalog's words (the privacy table's Purpose column). */
export function storedItemPurposeText(purpose: StoredItemPurpose, messages: Messages): string {
  const words = messages.storedItems;
  return typeof purpose === 'string' ? words.roles[purpose] : words.adClick.replace('{network}', purpose.network);
}

/** How long a stored item stays, in the catalog's words and its language's plural forms (the Lifetime column). */
export function storedItemLifetimeText(lifetime: StoredItemLifetime, messages: Messages, language: string): string {
  const words = messages.storedItems;
  if (typeof lifetime === 'string') return words.stays[lifetime];
  const [unit, count] = spanOf(lifetime);
  return countPhrase(language, words.spans[unit], count);
}
