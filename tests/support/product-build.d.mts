export declare const E2E_PRODUCT_DIR: string;
export declare const PRODUCT_DIST: string;
export declare const PRODUCT_SERVER_SCRIPT: string;
