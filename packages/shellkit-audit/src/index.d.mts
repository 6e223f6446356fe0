import type { Browser } from 'playwright-core';

/** Where a finding was seen: before any choice, after "reject", after "accept", after accept then withdraw, or with GPC on. */
export type Phase = 'before-consent' | 'after-reject' | 'after-accept' | 'after-withdrawal' | 'with-gpc';
export type Store = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB' | 'cacheStorage';

/** One finding of the JSON report (schema "shellkit-audit/1", README.md). */
export interface Finding {
  readonly phase: Phase;
  readonly kind: 'request' | 'storage';
  /** A request's whole URL. */
  readonly url?: string;
  /** A stored item's store and key. */
  readonly store?: Store;
  readonly key?: string;
  /** The company (tracker database), "the page" for a first-party key, or the host when no database knows it. */
  readonly vendor: string;
  /** advertising, site-analytics, session-replay, social, customer-messaging, marketing, video, tag-manager, consent-provider, cdn, hosting, utility, content, other, unknown, undeclared (a key), or a Shellkit purpose. */
  readonly category: string;
  /** The page it happened on, when known. */
  readonly page?: string;
  readonly evidence: string;
  /** "error" fails the run; "info" is worth knowing and never does. */
  readonly severity: 'error' | 'info';
  /** How many times the same thing was seen in that phase. */
  readonly count: number;
}

export interface AuditResult {
  readonly schema: 'shellkit-audit/1';
  readonly tool: { readonly name: 'shellkit-audit'; readonly version: string };
  readonly site: string;
  readonly pages: readonly string[];
  readonly regime: 'opt-in' | 'opt-out';
  readonly shellkit: boolean;
  readonly banner: { readonly accept: string | null; readonly reject: string | null; readonly withdraw: string | null };
  readonly trackerDb: { readonly name: string; readonly licence: string };
  readonly findings: readonly Finding[];
  readonly summary: { readonly errors: number; readonly infos: number };
  readonly durationMs: number;
}

export interface TrackerDatabase {
  readonly name: string;
  readonly licence: string;
  lookup(url: string): { vendor: string; category: string } | undefined | Promise<{ vendor: string; category: string } | undefined>;
}

export interface Declaration {
  readonly store: Store;
  readonly name: string;
  readonly why?: string | undefined;
}

export interface AuditOptions {
  readonly url: string;
  readonly pages?: readonly string[];
  readonly regime?: 'opt-in' | 'opt-out';
  readonly acceptSelector?: string;
  readonly rejectSelector?: string;
  readonly withdrawUrl?: string;
  readonly withdrawClicks?: readonly string[];
  readonly declarations?: readonly Declaration[];
  readonly quietMs?: number;
  readonly settleMs?: number;
  readonly offlineVendors?: boolean;
  readonly allowHosts?: readonly string[];
  readonly trackerDb?: string | TrackerDatabase;
  readonly executablePath?: string;
  readonly routeMap?: Readonly<Record<string, string>>;
  /** Sent with every request of the visit, as the CDN in front adds them (`{ 'CF-IPCountry': 'US' }`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** A browser to share (left open); otherwise the audit launches its own Chromium. */
  readonly browser?: Browser;
}

export declare const AUDIT_DEFAULTS: Required<Pick<AuditOptions, 'pages' | 'regime' | 'quietMs' | 'settleMs' | 'offlineVendors'>>;
export declare function audit(options: AuditOptions): Promise<AuditResult>;
export declare const HELP: string;
export declare function parseArguments(
  args: readonly string[],
  cwd?: string,
): { help: true } | (AuditOptions & { format: 'text' | 'json' | 'junit'; out?: string });
export declare function formatResult(result: AuditResult, format: 'text' | 'json' | 'junit'): string;
export declare function formatText(result: AuditResult): string;
export declare function formatJunit(result: AuditResult): string;
export declare function findingLine(finding: Finding): string;
export declare function loadTrackerDatabase(name?: string, cwd?: string): Promise<TrackerDatabase>;
export declare function thirdPartyWebDatabase(): TrackerDatabase;
export declare const CATEGORIES: readonly string[];
export declare const CONSENT_REQUIRING: readonly string[];
export declare const SALE_SHARE: readonly string[];
export declare function parseDeclarations(text: string, file?: string): Declaration[];
export declare function readDeclarations(file: string, name?: string): Declaration[];
export declare function launchBrowser(executablePath?: string): Promise<Browser>;
export declare function findChromium(env?: Record<string, string | undefined>): string;
export declare class AuditError extends Error {}
