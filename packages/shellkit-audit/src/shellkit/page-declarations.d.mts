import type { Page } from 'playwright-core';

/** A stored item as a Shellkit page declares it (src/domain/stored-item.ts in the shell). */
export interface StoredItem {
  readonly kind: 'cookie' | 'localStorage' | 'sessionStorage';
  readonly name: string;
  readonly consentPurpose?: string;
}
export interface PresentItem {
  readonly kind: StoredItem['kind'];
  readonly name: string;
}
/** A vendor as a Shellkit page's config block carries it. */
export interface VendorChoice {
  readonly id: string;
  readonly label: string;
  readonly purpose: string;
  readonly origins?: Readonly<Record<string, readonly string[]>>;
  readonly storage: readonly StoredItem[];
  readonly options?: unknown;
}
/** An embed service (`<Embed>`, VITE_EMBEDS) as a Shellkit page's config block carries it. */
export interface EmbedChoice {
  readonly id: string;
  readonly label: string;
  readonly kind: string;
  readonly purpose: string;
  readonly frameOrigins: readonly string[];
}
/** The part of a Shellkit page's config block the audit reads. */
export interface ShellConfig {
  readonly consentMode: string;
  readonly vendors: Readonly<Record<string, readonly VendorChoice[] | VendorChoice>>;
  readonly embeds?: readonly EmbedChoice[];
  readonly shellStorage?: readonly StoredItem[];
  readonly monitoring?: { readonly tunnelPath?: string };
}

export declare const REFUSABLE_PURPOSES: readonly ('analytics' | 'marketing' | 'experience')[];
export declare function declaredNamePattern(name: string): RegExp;
export declare function isDeclaredAs(item: StoredItem, key: PresentItem): boolean;
export declare function readPageConfig(page: Page): Promise<ShellConfig>;
export declare function vendorsOf(config: ShellConfig): VendorChoice[];
export declare function declarationsOf(config: ShellConfig): { owner: string; purpose: string; item: StoredItem }[];
export declare function vendorsExplaining(config: ShellConfig, url: string | URL): VendorChoice[];
export declare function vendorsReaching(config: ShellConfig, url: string | URL): VendorChoice[];
export declare function embedsReaching(config: ShellConfig, url: string | URL): EmbedChoice[];
