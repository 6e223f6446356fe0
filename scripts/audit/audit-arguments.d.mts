import type { AuditSettings } from './run-audit.mjs';

export declare const USAGE: string;
export declare function parseAuditArguments(
  args: readonly string[],
): AuditSettings & { readonly baseUrl: string; readonly routeMap: Readonly<Record<string, string>> };
