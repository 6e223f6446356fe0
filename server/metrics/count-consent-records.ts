import type { MiddlewareHandler } from 'hono';
import { consentRefusalReason, type ServerMetrics } from './server-metrics';

/**
 * Counts each posted consent record by its answer: 201 stored now, 200 an exact retry of a stored
 * one, anything else a refusal with the reason its status stands for. It wraps every check
 * (same-site rule, rate limit, size, content, database), so each refusal is counted the same way.
 */
export function countConsentRecords(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if (status === 201) metrics.consentRecordAccepted('created');
    else if (status === 200) metrics.consentRecordAccepted('repeated');
    else metrics.consentRecordRefused(consentRefusalReason(status));
  };
}
