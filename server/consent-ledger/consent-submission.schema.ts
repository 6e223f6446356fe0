import { z } from 'zod';
import { CHOOSABLE_PURPOSES, CONSENT_MODES } from '../../src/domain/consent';
import { CONSENT_OCCASIONS, type ConsentRecordSubmission } from '../../src/domain/consent-record';
import { LANGUAGE_CODE_PATTERN } from '../../src/domain/language-choice';
import { CONSENT_REVISION_PATTERN } from '../../src/domain/shell-config.schema';
import { GPP_STRING } from './export-lines.mjs';

const uuid = z.uuid({ error: 'must be a UUID (crypto.randomUUID())' }).transform((value) => value.toLowerCase());

const purposes = z.strictObject(
  Object.fromEntries(
    CHOOSABLE_PURPOSES.map((purpose) => [purpose, z.boolean({ error: 'must be true (granted) or false (refused)' })]),
  ) as Record<(typeof CHOOSABLE_PURPOSES)[number], z.ZodBoolean>,
  { error: `must be an object with exactly ${CHOOSABLE_PURPOSES.join(', ')}, each true or false` },
);

/**
 * A record as the browser must send it (ConsentRecordSubmission). Checked here, on the server only:
 * the browser builds it from its own state and ships no zod. Unknown top-level fields are dropped.
 */
export const consentSubmissionSchema = z.object({
  recordId: uuid,
  consentId: uuid,
  purposes,
  mode: z.enum(CONSENT_MODES, { error: 'must be notice, opt-in or opt-out' }),
  revision: z
    .string({ error: 'must be a string' })
    .regex(CONSENT_REVISION_PATTERN, 'must be a policy revision of 1 to 40 letters, digits, ".", "_" or "-"'),
  noticeHash: z
    .string({ error: 'must be a string' })
    .regex(/^[0-9a-fA-F]{64}$/, 'must be a SHA-256 digest in hex (64 characters)')
    .transform((value) => value.toLowerCase()),
  occasion: z.enum(CONSENT_OCCASIONS, { error: `must be one of ${CONSENT_OCCASIONS.join(', ')}` }),
  // Kept as sent, its offset included (docs/operators/ledger.md: "stored exactly as sent"); compared as an instant.
  decidedAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time (Date.prototype.toISOString())' }),
  globalPrivacyControl: z.boolean({ error: 'must be true or false' }),
  // Absent from a browser that kept a record from before languages (its outbox): such a record is English.
  language: z.string({ error: 'must be a string' }).regex(LANGUAGE_CODE_PATTERN, 'must be a language code such as de or pt-BR').optional(),
  // Absent from a browser from before GPP, or one that could not load the IAB library (docs/gpp.md).
  gppString: z.string({ error: 'must be a string' }).regex(GPP_STRING, 'must be an IAB GPP string of at most 4096 characters').optional(),
}) satisfies z.ZodType<ConsentRecordSubmission, unknown>;

export type SubmissionCheck =
  { readonly ok: true; readonly submission: ConsentRecordSubmission } | { readonly ok: false; readonly reason: string };

/**
 * The fields the ledger makes itself. A body carrying one is refused rather than stripped: a client that
 * sends its own receipt time or chain link is trying to write history, and should hear that it cannot.
 */
const SERVER_MADE_FIELDS = ['recordedAt', 'region', 'clientIp', 'userAgent', 'previousHash', 'hash'] as const;

/** The submission, or a reason naming each bad field (`purposes.marketing: must be true …`). */
export function checkSubmission(body: unknown): SubmissionCheck {
  const serverMade = typeof body === 'object' && body !== null ? SERVER_MADE_FIELDS.filter((field) => Object.hasOwn(body, field)) : [];
  if (serverMade.length > 0) {
    return {
      ok: false,
      reason: `invalid consent record: ${serverMade.map((field) => `${field}: is set by the server, never sent`).join('; ')}`,
    };
  }
  const parsed = consentSubmissionSchema.safeParse(body);
  if (parsed.success) return { ok: true, submission: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
  return { ok: false, reason: `invalid consent record: ${problems.join('; ')}` };
}
