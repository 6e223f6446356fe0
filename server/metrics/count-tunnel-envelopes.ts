import type { MiddlewareHandler } from 'hono';
import { tunnelRefusalReason, type ServerMetrics } from './server-metrics';

/** What became of an envelope once the tunnel read its body; unset when it was refused on its headers. */
export interface TunnelEnvelopeOutcome {
  readonly outcome: 'forwarded' | 'refused' | 'client-aborted';
  /** Bytes of the body read. */
  readonly bytes: number;
}

export type TunnelEnvelopeVariables = { tunnelEnvelope: TunnelEnvelopeOutcome | undefined };

/**
 * Counts each tunnel request once it is answered: forwarded (Sentry answered, whatever it said), or
 * refused with the reason its status stands for. It wraps every other check, so a refusal anywhere
 * (method, same-site rule, rate limit, query, body) is counted the same way.
 */
export function countTunnelEnvelopes(metrics: ServerMetrics): MiddlewareHandler<{ Variables: TunnelEnvelopeVariables }> {
  return async (c, next) => {
    await next();
    const envelope = c.get('tunnelEnvelope');
    if (envelope?.outcome === 'forwarded') metrics.tunnelForwarded(envelope.bytes);
    else if (envelope?.outcome === 'client-aborted') metrics.tunnelRefused('client-aborted', envelope.bytes);
    else metrics.tunnelRefused(tunnelRefusalReason(c.res.status), envelope?.bytes ?? 0);
  };
}
