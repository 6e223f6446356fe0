export declare const TEST_DATABASE_URL: string | undefined;
export declare const DATABASE_REQUIRED: boolean;
export declare const MISSING_DATABASE: string;
export declare function postgresTestsRun(): boolean;
export declare function freshPostgresDatabase(): Promise<{ readonly url: string; drop(): Promise<void> }>;
