import { types, type ParserOptions } from '@electric-sql/pglite';
import parsePostgresDate from 'postgres-date';

/**
 * PGlite reads a timestamp with `new Date(text)`, which takes the years 0–99 for 1900–1999: a decision
 * time of 0001-01-01 came back as 2001-01-01, and the same record sent again looked like another one
 * (issue 26 §6). postgres-date is the parser node-postgres uses, so both ledger stores read times alike.
 */
const exactTimestamp = (text: string): Date | number | null => parsePostgresDate(text);

export const exactTimestampParsers: ParserOptions = { [types.TIMESTAMPTZ]: exactTimestamp, [types.TIMESTAMP]: exactTimestamp };
