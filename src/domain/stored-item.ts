import type { Purpose } from './purpose';
import type { StoredItemLifetime, StoredItemPurpose } from './stored-item-facts';

/** Where an item lives on the visitor's device. */
export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

export const STORAGE_KINDS = ['cookie', 'localStorage', 'sessionStorage'] as const satisfies readonly StorageKind[];

/**
 * One cookie or storage key written on the visitor's device, declared by whoever writes it (a
 * vendor's descriptor, from the vendor's own documentation, or the shell's own list). The privacy
 * page's table, the clearing on withdrawal, the inspector and the storage scan all read these.
 */
export interface StoredItem {
  /**
   * As the vendor's documentation names it: exact (`_fbp`), or a pattern where `<…>` stands for a
   * part the vendor fills in (`_ga_<container id>`, one character or more) and `*` for anything (`_gcl_*`).
   */
  readonly name: string;
  readonly kind: StorageKind;
  /** What it is for (the privacy table's Purpose column), as a role each catalog phrases. */
  readonly purpose: StoredItemPurpose;
  /** How long it stays: `{ years: 2 }`, `{ minutes: 30 }`, `'tab-session'`, `'until-removed'`, phrased by each catalog. */
  readonly lifetime: StoredItemLifetime;
  /**
   * The consent purpose it falls under when it is not its writer's own: an analytics tag's advertising
   * cookies follow marketing while the rest of its keys follow analytics. Cleared when that one is refused.
   */
  readonly consentPurpose?: Purpose;
}

/** Whoever stores items (a vendor, as its storage goes): its name, its purpose, and what it declared. */
export interface StorageOwner {
  readonly label: string;
  readonly purpose: Purpose;
  readonly storage: readonly StoredItem[];
}

/** One cookie or key present on the device, by its real name (`_ga_2X4B6D8F0H`, not the pattern). */
export interface PresentItem {
  readonly kind: StorageKind;
  readonly name: string;
}

/** A name as a pattern: `<…>` is a filled-in part (one character or more), `*` anything (none included). */
function patternOf(name: string): RegExp {
  const source = name
    .split(/(<[^>]*>|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith('<') && part.endsWith('>') ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Whether a cookie or key present on the device (of this kind) is the declared item. */
export function isDeclaredAs(item: StoredItem, kind: StorageKind, presentName: string): boolean {
  return item.kind === kind && patternOf(item.name).test(presentName);
}

/** The items among `declared` that a cookie or key present on the device is. */
export function declarationsOf(declared: readonly StoredItem[], kind: StorageKind, presentName: string): readonly StoredItem[] {
  return declared.filter((item) => isDeclaredAs(item, kind, presentName));
}

/** The consent purpose an item of a writer serving `writerPurpose` follows. */
export const consentPurposeOf = (item: StoredItem, writerPurpose: Purpose): Purpose => item.consentPurpose ?? writerPurpose;
