import type { Context } from 'hono';

/** Requests whose answer already has its log line (a refusal's, with its reason): the request log writes no second one. */
const logged = new WeakSet<Request>();

/**
 * Says the answer to this request is logged (a refusal writes its own line, with its reason, IP and request id),
 * so the request log (logging/request-log-context.ts) does not add another: each 429 of a flood is one line, not two
 * (issue 35). No node: import, so the edge Worker's tunnel marks alike.
 */
export function markAnswerLogged(c: Context): void {
  logged.add(c.req.raw);
}

export function answerLogged(c: Context): boolean {
  return logged.has(c.req.raw);
}
