import { Hono } from 'hono';
import { z } from 'zod';
import { CONSENT_EXPORT_PATH } from '../../src/domain/consent-record';
import type { ConsentLedgerConfig } from '../config/consent-ledger-config.schema';
import type { ConsentLedger, RecordedRange } from './consent-ledger-port';
import type { ConsentLedgerDependencies } from './consent-ledger-routes';
import { EXPORT_CONTENT_TYPES, EXPORT_WRITERS, type ExportFormat } from './export-format';
import { bearerTokenCheck } from './export-token';
import type { LedgerAnswers } from './ledger-answers';

const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((value) => new Date(value));
const exportQuery = z.object({
  from: instant.optional(),
  to: instant.optional(),
  format: z.enum(['csv', 'ndjson']).default('csv'),
});

/**
 * The export's text, a chunk at a time: the header (CSV), the records of the range oldest first, each consent
 * id's chain head, and the end line (export-lines.mjs). Nothing is yielded before the first page of records
 * is read, so a database that cannot be reached fails the first step.
 */
export async function* exportLines(ledger: ConsentLedger, range: RecordedRange, format: ExportFormat): AsyncGenerator<string> {
  const writer = EXPORT_WRITERS[format];
  const eras = await ledger.chainEras();
  const rows = ledger.exportRange(range)[Symbol.asyncIterator]();
  let records = 0;
  let next = await rows.next();
  let chunk = writer.header;
  while (!next.done) {
    records++;
    yield chunk + writer.record(next.value);
    chunk = '';
    next = await rows.next();
  }
  if (chunk) yield chunk;
  for await (const head of ledger.exportHeads(range)) yield writer.head(head);
  yield writer.end({ from: range.from.toISOString(), to: range.to.toISOString(), records, ...eras });
}

/** GET CONSENT_EXPORT_PATH: the operators' export (CSV or NDJSON) behind CONSENT_EXPORT_TOKEN; absent without it. */
export function consentExportRoute(
  config: ConsentLedgerConfig,
  deps: ConsentLedgerDependencies,
  { refuse, unavailable }: LedgerAnswers,
): Hono {
  const app = new Hono();
  const now = deps.now ?? (() => new Date());
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
    const lines = exportLines(deps.ledger, { from, to }, format)[Symbol.asyncIterator]();
    // The first page is read before answering, so an unreachable database is a 503, not a cut-off 200.
    let first;
    try {
      first = await lines.next();
    } catch {
      return unavailable(c);
    }
    const encoder = new TextEncoder();
    let pending: IteratorResult<string> | undefined = first;
    // Pulled as the client reads, so rows are fetched no faster than they leave. A failure midway
    // errors the stream and the connection is cut: the file then has no end line, and the verifier
    // refuses it, so a short file never passes for a whole one.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = pending ?? (await lines.next());
          pending = undefined;
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          deps.log.warn('consent export failed midway', { reason: error instanceof Error ? error.message : String(error) });
          controller.error(error);
        }
      },
      async cancel() {
        await lines.return?.(undefined);
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
