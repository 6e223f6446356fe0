import type { Purpose } from '../domain/purpose';
import { consentPurposeOf, type StoredItem } from '../domain/stored-item';
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

/** A stored item's row in the privacy table, in words: its kind, its purpose with the consent purpose it follows, its lifetime. */
export interface StoredItemRowText {
  readonly kind: string;
  readonly purpose: string;
  readonly lifetime: string;
}

/**
 * One item of a writer serving `writerPurpose` (the shell's own: necessary), as the privacy page's table
 * says it; docs/privacy/stored-on-device.md's table is generated with it too, so the two cannot disagree.
 * `onRequest`: its writer runs only when the visitor asks for it (a chat), which the row says in place of the purpose.
 */
export function storedItemRowText(
  item: StoredItem,
  writerPurpose: Purpose,
  messages: Messages,
  language: string,
  onRequest = false,
): StoredItemRowText {
  return {
    kind: messages.privacy.storedTable.kinds[item.kind],
    purpose: messages.storedItems.withPurpose
      .replace('{role}', () => storedItemPurposeText(item.purpose, messages))
      .replace('{purpose}', () => (onRequest ? messages.chat.onRequest : messages.purposes[consentPurposeOf(item, writerPurpose)].name)),
    lifetime: storedItemLifetimeText(item.lifetime, messages, language),
  };
}
