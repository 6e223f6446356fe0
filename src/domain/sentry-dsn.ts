/**
 * A Sentry DSN, and the /monitoring tunnel's view of it. The SaaS host names the organisation and,
 * for data-residency regions, the region: https://{key}@o{org}.ingest.{region}.sentry.io/{project}.
 */
export interface SentryDsn {
  readonly publicKey: string;
  /** Host as written in the DSN, with a port when there is one. */
  readonly host: string;
  readonly protocol: 'http' | 'https';
  readonly projectId: string;
  /** Digits of the oNNN host label; undefined for a self-hosted DSN, which cannot be tunnelled by query. */
  readonly orgId: string | undefined;
  /** Two lowercase letters (o1.ingest.us.sentry.io gives "us"); undefined without a region. */
  readonly region: string | undefined;
}

/** What /monitoring?o=&p=[&r=] carries (SPEC §7): organisation, project and region. */
export interface TunnelTarget {
  readonly orgId: string;
  readonly projectId: string;
  readonly region: string | undefined;
}

const SAAS_HOST = /^o(\d{1,20})\.ingest(?:\.([a-z]{2}))?\.sentry\.io$/;
const DIGITS = /^\d{1,20}$/;
const REGION = /^[a-z]{2}$/;

/** Parses a DSN with the platform's URL parser; anything that is not a well-formed DSN is null, never an exception. */
export function parseSentryDsn(value: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') return null;
  if (!url.username || url.search || url.hash) return null;
  const projectId = url.pathname.replace(/^\/+/, '');
  if (!DIGITS.test(projectId)) return null;
  let publicKey: string;
  try {
    publicKey = decodeURIComponent(url.username);
  } catch {
    return null; // a malformed %-escape in the key
  }
  const saas = SAAS_HOST.exec(url.hostname);
  return {
    publicKey,
    host: url.host,
    protocol,
    projectId,
    orgId: saas?.[1],
    region: saas?.[2],
  };
}

export function tunnelTargetOf(dsn: SentryDsn): TunnelTarget | null {
  return dsn.orgId === undefined ? null : { orgId: dsn.orgId, projectId: dsn.projectId, region: dsn.region };
}

/** The browser SDK's `tunnel` option, as @sentry/nextjs's tunnelRoute builds it. */
export function tunnelUrlFor(tunnelPath: string, target: TunnelTarget): string {
  const query = new URLSearchParams({ o: target.orgId, p: target.projectId });
  if (target.region) query.set('r', target.region);
  return `${tunnelPath}?${query.toString()}`;
}

export type TunnelQueryResult = { readonly ok: true; readonly target: TunnelTarget } | { readonly ok: false; readonly reason: string };

/** Reads o, p and r strictly: digits, digits, two lowercase letters; each at most once. */
export function parseTunnelQuery(params: URLSearchParams): TunnelQueryResult {
  for (const name of ['o', 'p', 'r']) {
    if (params.getAll(name).length > 1) return { ok: false, reason: `query parameter "${name}" is repeated` };
  }
  const orgId = params.get('o');
  const projectId = params.get('p');
  const region = params.get('r');
  if (orgId === null || !DIGITS.test(orgId)) return { ok: false, reason: 'query parameter "o" must be digits' };
  if (projectId === null || !DIGITS.test(projectId)) return { ok: false, reason: 'query parameter "p" must be digits' };
  if (region !== null && !REGION.test(region)) return { ok: false, reason: 'query parameter "r" must be two lowercase letters' };
  return { ok: true, target: { orgId, projectId, region: region ?? undefined } };
}

export function sameTarget(a: TunnelTarget, b: TunnelTarget): boolean {
  return a.orgId === b.orgId && a.projectId === b.projectId && a.region === b.region;
}

/** Two DSNs name the same Sentry project with the same key. */
export function sameDsn(a: SentryDsn, b: SentryDsn): boolean {
  return a.publicKey === b.publicKey && a.host === b.host && a.protocol === b.protocol && a.projectId === b.projectId;
}
