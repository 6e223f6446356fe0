import { Hono } from 'hono';
import { z } from 'zod';
import { CONSENT_RECORDS_PATH, type ConsentHistory } from '../../src/domain/consent-record';
import { visitorView } from './consent-ledger-port';
import type { ConsentLedgerDependencies } from './consent-ledger-routes';
import type { LedgerAnswers } from './ledger-answers';

const uuidParam = z.uuid();

/** GET CONSENT_RECORDS_PATH/:consentId: the visitor's history, oldest first, as the privacy page shows it. */
export function consentHistoryRoute(deps: ConsentLedgerDependencies, { refuse, unavailable }: LedgerAnswers): Hono {
  const app = new Hono();
  app.get(`${CONSENT_RECORDS_PATH}/:consentId`, async (c) => {
    const consentId = uuidParam.safeParse(c.req.param('consentId'));
    if (!consentId.success) return refuse(c, 400, 'consentId must be a UUID');
    const id = consentId.data.toLowerCase();
    let records;
    try {
      records = await deps.ledger.history(id);
    } catch {
      return unavailable(c);
    }
    const history: ConsentHistory = { consentId: id, records: records.map(visitorView) };
    c.header('Cache-Control', 'no-store');
    return c.json(history);
  });
  return app;
}
