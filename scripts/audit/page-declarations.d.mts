import type { Page } from '@playwright/test';
import type { ShellConfig, VendorChoice } from '../../src/domain/shell-config';
import type { StoredItem, PresentItem } from '../../src/domain/stored-item';

export declare const REFUSABLE_PURPOSES: readonly ('analytics' | 'marketing' | 'experience')[];
export declare function declaredNamePattern(name: string): RegExp;
export declare function isDeclaredAs(item: StoredItem, key: PresentItem): boolean;
export declare function readPageConfig(page: Page): Promise<ShellConfig>;
export declare function vendorsOf(config: ShellConfig): VendorChoice[];
export declare function declarationsOf(config: ShellConfig): { owner: string; purpose: string; item: StoredItem }[];
export declare function vendorsReaching(config: ShellConfig, url: string | URL): VendorChoice[];
