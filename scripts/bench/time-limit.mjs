// An upper bound on a wait that could otherwise last forever (a browser that never exits, a Lighthouse run
// that never ends, a server that never answers). Never a way of waiting for something: the wait ends as
// soon as the awaited thing settles, and the limit only says when to give up on it.

/** What `within` answers when `promise` did not settle in time. */
export const TIMED_OUT = Symbol('timed out');

/**
 * `promise`'s value once it settles (its rejection, rethrown) if that is within `ms`, else TIMED_OUT. The timer is
 * cleared as soon as either happens; a rejection after the limit is handled here, so it never ends the bench.
 */
export function within(promise, ms) {
  let timer;
  const limit = new Promise((resolve) => {
    timer = setTimeout(resolve, ms, TIMED_OUT);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
