import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import { z } from 'zod';
import { countryFromHeader } from '../../src/domain/consent-region';
import { CONSENT_EXPORT_PATH, CONSENT_RECORDS_PATH, type ConsentHistory, type ConsentRecordReceipt } from '../../src/domain/consent-record';
import type { ConsentLedgerConfig } from '../config/server-config.schema';
import { refuseCrossSite } from '../same-site-guard';
import type { ServerLog } from '../server-log';
import { SharedCountUnavailable, type SharedRateLimitCounts } from '../shared-limits/redis-rate-limit-counts';
import { countConsentRecords } from '../metrics/count-consent-records';
import type { ServerMetrics } from '../metrics/server-metrics';
import { keptUserAgent, truncatedIp } from './client-details';
import type { ConsentLedger, RecordOutcome, StoredConsentRecord } from './consent-ledger-port';
import { sameSubmission, visitorView } from './consent-ledger-port';
import { checkSubmission } from './consent-submission.schema';
import { decisionTimeProblem } from './decision-time-window';
import { EXPORT_CONTENT_TYPES, csvHeader, csvLine, ndjsonLine, type ExportFormat } from './export-format';
import { bearerTokenCheck } from './export-token';

export interface ConsentLedgerDependencies {
  readonly ledger: ConsentLedger;
  readonly log: ServerLog;
  /** The visitor's IP as the runtime sees it (TRUST_PROXY decides): the rate limit's key. */
  readonly clientIp: (c: Context) => string | undefined;
  /** Where every instance counts the per-IP limit (REDIS_URL); absent, this process counts its own. */
  readonly sharedCounts?: SharedRateLimitCounts;
  /** The server's clock, for `recordedAt`. */
  readonly now?: () => Date;
  /** Where records written and refused are counted (METRICS_PORT). */
  readonly metrics?: ServerMetrics | undefined;
}

export interface ConsentLedgerRouteOptions {
  readonly config: ConsentLedgerConfig;
  /** Other sites allowed to post, the tunnel's rule (SENTRY_TUNNEL_ALLOWED_ORIGINS). */
  readonly allowedOrigins: readonly string[];
  /** The trusted country header when the shell config has one (auto mode); the record's region. */
  readonly countryHeader: string | undefined;
}

/** A record is about 500 bytes of JSON; four times that is room for any honest one. */
export const CONSENT_RECORD_MAX_BYTES = 2048;
/** When a client refused because the database is unreachable may try again. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const uuidParam = z.uuid();
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((value) => new Date(value));
const exportQuery = z.object({
  from: instant.optional(),
  to: instant.optional(),
  format: z.enum(['csv', 'ndjson']).default('csv'),
});

/** The stored record a submission repeats exactly, as the ledger's answer to it; undefined when there is none. */
async function storedReplay(ledger: ConsentLedger, record: StoredConsentRecord): Promise<RecordOutcome | undefined> {
  const stored = (await ledger.history(record.consentId)).find((kept) => kept.recordId === record.recordId);
  return stored && sameSubmission(stored, record) ? { outcome: 'repeated', record: stored } : undefined;
}

type Refusal = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/**
 * The consent ledger's routes (GDPR Art. 7(1): the site can show that a visitor consented):
 *   POST CONSENT_RECORDS_PATH               a decision, from this site's pages; 201 new, 200 a retry, 409 an id reused
 *   GET  CONSENT_RECORDS_PATH/:consentId    the visitor's history, oldest first
 *   GET  CONSENT_EXPORT_PATH                operators' export (CSV or NDJSON) behind CONSENT_EXPORT_TOKEN; absent without it
 * Refusals answer JSON `{ "error": reason }` and are logged; a database that cannot be reached is 503
 * with Retry-After, and nothing is lost: the browser keeps the record until it is acknowledged.
 */
export function createConsentLedgerRoutes(options: ConsentLedgerRouteOptions, deps: ConsentLedgerDependencies): Hono {
  const app = new Hono();
  const { config } = options;
  const now = deps.now ?? (() => new Date());

  const refuse = (c: Context, status: Refusal, reason: string) => {
    deps.log.warn('consent ledger request refused', { status, reason, path: c.req.path });
    c.header('Cache-Control', 'no-store');
    return c.json({ error: reason }, status);
  };
  const unavailable = (c: Context, error: unknown) => {
    deps.log.warn('consent ledger unavailable', { path: c.req.path, reason: error instanceof Error ? error.message : String(error) });
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    c.header('Cache-Control', 'no-store');
    return c.json({ error: 'the consent ledger is unavailable; retry after the time in Retry-After' }, 503);
  };

  const recordsRateLimit = rateLimiter({
    windowMs: 60_000,
    limit: config.rateLimitPerMinute,
    // Also sets Retry-After (seconds left in the window) on the refusal.
    standardHeaders: 'draft-6',
    // While Redis is unreachable records are refused (fail closed, 503): what is written stays in the
    // ledger for years as proof, so a flood must not pass unbounded, and nothing is lost by refusing:
    // the browser keeps a record in its outbox and sends it again after Retry-After.
    ...(deps.sharedCounts ? { store: deps.sharedCounts.store('consent-records', 'refuse') } : {}),
    keyGenerator: (c) => deps.clientIp(c) ?? 'unknown',
    handler: (c) => refuse(c, 429, 'too many consent records from this address; retry after the time in Retry-After'),
  });

  if (deps.metrics) app.post(CONSENT_RECORDS_PATH, countConsentRecords(deps.metrics));
  app.post(
    CONSENT_RECORDS_PATH,
    refuseCrossSite(options.allowedOrigins, (c, reason) => refuse(c, 403, reason)),
    async (c, next) => {
      try {
        return await recordsRateLimit(c, next);
      } catch (error) {
        // Only the count's own failure; the routes after it answer their errors themselves.
        if (error instanceof SharedCountUnavailable) return unavailable(c, error);
        throw error;
      }
    },
    bodyLimit({
      maxSize: CONSENT_RECORD_MAX_BYTES,
      onError: (c) => refuse(c, 413, `a consent record is at most ${CONSENT_RECORD_MAX_BYTES} bytes`),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return refuse(c, 400, 'the body must be a consent record in JSON');
      }
      const checked = checkSubmission(body);
      if (!checked.ok) return refuse(c, 400, checked.reason);
      const record: StoredConsentRecord = {
        ...checked.submission,
        recordedAt: now().toISOString(),
        region: options.countryHeader ? (countryFromHeader(c.req.header(options.countryHeader)) ?? null) : null,
        clientIp: config.storeClientDetails ? truncatedIp(deps.clientIp(c)) : null,
        userAgent: config.storeClientDetails ? keptUserAgent(c.req.header('user-agent')) : null,
      };
      const timeProblem = decisionTimeProblem(record.decidedAt, now(), config.retentionDays);
      let result;
      try {
        // A record stored while its time was inside the window is still answered as a retry once the
        // window has moved on: an exact replay is always 200, so the browser never drops it.
        result = timeProblem ? await storedReplay(deps.ledger, record) : await deps.ledger.record(record);
      } catch (error) {
        return unavailable(c, error);
      }
      if (!result) return refuse(c, 400, `invalid consent record: decidedAt: ${timeProblem}`);
      if (result.outcome === 'conflict') {
        return refuse(c, 409, `recordId ${record.recordId} is already recorded with other content; a new decision needs a new recordId`);
      }
      const { recordId, consentId, recordedAt } = result.record;
      const receipt: ConsentRecordReceipt = { recordId, consentId, recordedAt };
      c.header('Cache-Control', 'no-store');
      return c.json(receipt, result.outcome === 'created' ? 201 : 200);
    },
  );

  app.get(`${CONSENT_RECORDS_PATH}/:consentId`, async (c) => {
    const consentId = uuidParam.safeParse(c.req.param('consentId'));
    if (!consentId.success) return refuse(c, 400, 'consentId must be a UUID');
    const id = consentId.data.toLowerCase();
    let records;
    try {
      records = await deps.ledger.history(id);
    } catch (error) {
      return unavailable(c, error);
    }
    const history: ConsentHistory = { consentId: id, records: records.map(visitorView) };
    c.header('Cache-Control', 'no-store');
    return c.json(history);
  });

  // No token, no export: the path answers 404, whatever the request carries.
  const authorised = config.exportToken === undefined ? undefined : bearerTokenCheck(config.exportToken);
  app.get(CONSENT_EXPORT_PATH, async (c) => {
    if (!authorised) return c.json({ error: 'not found' }, 404);
    if (!authorised(c.req.header('authorization'))) {
      c.header('WWW-Authenticate', 'Bearer');
      return refuse(c, 401, 'the export needs Authorization: Bearer <CONSENT_EXPORT_TOKEN>');
    }
    const query = exportQuery.safeParse(c.req.query());
    if (!query.success) {
      const problems = query.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
      return refuse(c, 400, `invalid export query (from and to are ISO dates, format csv or ndjson): ${problems.join('; ')}`);
    }
    const from = query.data.from ?? new Date(0);
    const to = query.data.to ?? now();
    if (from >= to) return refuse(c, 400, 'from must be before to');
    const format: ExportFormat = query.data.format;
    const rows = deps.ledger.exportRange({ from, to })[Symbol.asyncIterator]();
    // The first page is read before answering, so an unreachable database is a 503, not a cut-off 200.
    let first;
    try {
      first = await rows.next();
    } catch (error) {
      return unavailable(c, error);
    }
    const line = format === 'csv' ? csvLine : ndjsonLine;
    const encoder = new TextEncoder();
    let pending: IteratorResult<StoredConsentRecord> | undefined = first;
    // Pulled as the client reads, so rows are fetched no faster than they leave. A failure midway
    // errors the stream and the connection is cut: a short file never passes for a whole one.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (format === 'csv') controller.enqueue(encoder.encode(csvHeader()));
      },
      async pull(controller) {
        try {
          const next = pending ?? (await rows.next());
          pending = undefined;
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(line(next.value)));
        } catch (error) {
          deps.log.warn('consent export failed midway', { reason: error instanceof Error ? error.message : String(error) });
          controller.error(error);
        }
      },
      async cancel() {
        await rows.return?.();
      },
    });
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': EXPORT_CONTENT_TYPES[format],
        'Content-Disposition': `attachment; filename="consent-records.${format}"`,
        'Cache-Control': 'no-store',
      },
    });
  });

  return app;
}
