import type { Browser } from 'puppeteer-core';

export declare const CHROMIUM_PATH: string;
export declare const CLOSE_WITHIN_MS: number;
export declare function launchChromium(vendorArgs: readonly string[]): Promise<Browser>;
export declare function closeBrowser(browser: Browser): Promise<void>;
export declare function chromiumVersion(): string;
