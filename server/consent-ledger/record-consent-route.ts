import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import { countryFromHeader } from '../../src/domain/consent-region';
import { CONSENT_RECORDS_PATH, type ConsentRecordReceipt } from '../../src/domain/consent-record';
import { DEFAULT_RATE_LIMIT_IPV6_PREFIX, rateLimitKey } from '../rate-limit-key';
import { refuseCrossSite } from '../same-site-guard';
import { SharedCountUnavailable } from '../shared-limits/shared-count-unavailable';
import { countConsentRecords } from '../metrics/count-consent-records';
import { keptUserAgent, truncatedIp } from './client-details';
import type { ConsentLedger, RecordOutcome, StoredConsentRecord } from './consent-ledger-port';
import { sameSubmission } from './consent-ledger-port';
import type { ConsentLedgerDependencies, ConsentLedgerRouteOptions } from './consent-ledger-routes';
import { checkSubmission } from './consent-submission.schema';
import { decisionTimeProblem } from './decision-time-window';
import type { LedgerAnswers } from './ledger-answers';

/** A record is about 500 bytes of JSON; four times that is room for any honest one. */
export const CONSENT_RECORD_MAX_BYTES = 2048;

/** The stored record a submission repeats exactly, as the ledger's answer to it; undefined when there is none. */
async function storedReplay(ledger: ConsentLedger, record: StoredConsentRecord): Promise<RecordOutcome | undefined> {
  const stored = (await ledger.history(record.consentId)).find((kept) => kept.recordId === record.recordId);
  return stored && sameSubmission(stored, record) ? { outcome: 'repeated', record: stored } : undefined;
}

/**
 * POST CONSENT_RECORDS_PATH: a decision, from this site's pages; 201 new, 200 a retry, 409 an id reused.
 * The tunnel's same-site rule, a per-IP rate limit, a body limit and zod at the edge come first.
 */
export function recordConsentRoute(options: ConsentLedgerRouteOptions, deps: ConsentLedgerDependencies, answers: LedgerAnswers): Hono {
  const app = new Hono();
  const { config } = options;
  const { refuse, unavailable } = answers;
  const now = deps.now ?? (() => new Date());

  const recordsRateLimit = rateLimiter({
    windowMs: 60_000,
    limit: config.rateLimitPerMinute,
    // Also sets Retry-After (seconds left in the window) on the refusal.
    standardHeaders: 'draft-6',
    // While Redis is unreachable records are refused (fail closed, 503): what is written stays in the
    // ledger for years as proof, so a flood must not pass unbounded, and nothing is lost by refusing:
    // the browser keeps a record in its outbox and sends it again after Retry-After.
    ...(deps.sharedCounts ? { store: deps.sharedCounts.store('consent-records', 'refuse') } : {}),
    keyGenerator: (c) => rateLimitKey(deps.clientIp(c), deps.rateLimitIpv6Prefix ?? DEFAULT_RATE_LIMIT_IPV6_PREFIX),
    handler: (c) => refuse(c, 429, 'too many consent records from this address; retry after the time in Retry-After'),
  });

  if (deps.metrics) app.post(CONSENT_RECORDS_PATH, countConsentRecords(deps.metrics));
  app.post(
    CONSENT_RECORDS_PATH,
    refuseCrossSite(options.allowedOrigins, (c, reason) => refuse(c, 403, reason)),
    async (c: Context, next) => {
      try {
        return await recordsRateLimit(c, next);
      } catch (error) {
        // Only the count's own failure; the routes after it answer their errors themselves.
        if (error instanceof SharedCountUnavailable) return unavailable(c);
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
      } catch {
        return unavailable(c);
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

  return app;
}
