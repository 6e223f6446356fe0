import type { EnvSource } from '../../src/domain/env-source';

/** What no log line may carry: the export's bearer token, and the passwords inside the database's and Redis's URLs. */
const TOKEN_VARIABLES = ['CONSENT_EXPORT_TOKEN'];
const URL_VARIABLES = ['DATABASE_URL', 'REDIS_URL'];

/**
 * Shorter values are not looked for: a password of two letters would blank those letters in every
 * line. The token is at least 32 characters (the config refuses less); a database password that short
 * is still kept out of the fields the logger censors by name.
 */
const SHORTEST_SECRET = 4;

export const REDACTED = '[redacted]';

function passwordIn(url: string | undefined): string[] {
  if (!url || !URL.canParse(url)) return [];
  const password = new URL(url).password;
  if (!password) return [];
  // A driver's error may quote it as written in the URL (percent-encoded) or as sent (decoded).
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // not valid percent-encoding: only the form as written can appear
  }
  return [password, decoded];
}

/** The secret values set in this environment, each as it may appear in a line. */
export function logSecretsIn(env: EnvSource): string[] {
  const values = [
    ...TOKEN_VARIABLES.map((name) => env[name]).filter((value): value is string => typeof value === 'string'),
    ...URL_VARIABLES.flatMap((name) => passwordIn(env[name])),
  ];
  // Inside a JSON line a quote or a backslash in the value is escaped: look for that form too.
  const forms = values.flatMap((value) => [value, JSON.stringify(value).slice(1, -1)]);
  return [...new Set(forms.filter((value) => value.length >= SHORTEST_SECRET))].sort((a, b) => b.length - a.length);
}

/**
 * Replaces every secret in a finished line, whichever field it landed in: an error message that quotes
 * a connection string is redacted as surely as a field named `token`. Longest first, so a secret that
 * contains another is replaced whole.
 */
export function redactSecrets(secrets: readonly string[]): (line: string) => string {
  if (secrets.length === 0) return (line) => line;
  return (line) => secrets.reduce((redacted, secret) => redacted.replaceAll(secret, REDACTED), line);
}
