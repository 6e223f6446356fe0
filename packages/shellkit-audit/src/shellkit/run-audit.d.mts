import type { BrowserContext, Page } from 'playwright-core';

export type RefusablePurpose = 'analytics' | 'marketing' | 'experience';

/** Each refusable purpose's switch, by its English name in the preferences view. */
export declare const SWITCH_NAMES: Readonly<Record<RefusablePurpose, string>>;

export interface AuditSettings {
  readonly pages: readonly string[];
  readonly privacyPath: string;
  readonly withdraw: 'all' | readonly RefusablePurpose[];
  readonly keysWindowMs: number;
  readonly quietMs: number;
  readonly settleMs: number;
  readonly allowOrigins: readonly string[];
}

export type AuditOptions = Partial<AuditSettings> & { readonly baseUrl: string } & (
    { readonly page: Page; readonly context?: never } | { readonly context: BrowserContext; readonly page?: never }
  );

export type AuditCheck =
  'sent before consent' | 'stored before consent' | 'not declared' | 'left after withdrawal' | 'sent after withdrawal';

/** One thing the audit found: under which purpose, who (a vendor, a host, a script) and what (a key, an address with its count). */
export interface AuditFinding {
  readonly check: AuditCheck;
  readonly purpose: string;
  readonly who: string;
  readonly what: string;
  /** A request's whole address (the first, when several went to the same place). */
  readonly url?: string;
}

export interface AuditResult {
  readonly site: string;
  readonly mode: 'notice' | 'opt-in';
  readonly pages: readonly string[];
  readonly vendors: readonly { readonly label: string; readonly purpose: string }[];
  readonly findings: readonly AuditFinding[];
  /** Notice mode: what went or was stored before "I Understand", worth knowing, never a failure. */
  readonly notes: readonly AuditFinding[];
}

export declare const AUDIT_DEFAULTS: AuditSettings;
export declare const CHECKS: readonly AuditCheck[];
export declare const NO_VENDOR: string;
export declare function runAudit(options: AuditOptions): Promise<AuditResult>;
