import { ReplyError, type Redis } from 'ioredis';
import type { DependencyAvailability } from '../dependency-availability';

/** How often a Redis known to be away is asked (one PING) whether it is back. */
const PROBE_INTERVAL_MS = 1_000;

/** Thrown, at once, for a command not sent because Redis is known not to answer. */
export class RedisCircuitOpen extends Error {
  override readonly name = 'RedisCircuitOpen';
  constructor() {
    super('Redis is not answering; not asked until it does');
  }
}

/**
 * A circuit breaker around the shared rate limits' Redis, two states:
 *   closed  Redis answers: every command goes to it.
 *   open    a command failed (no answer within the command timeout, or no connection): commands fail at
 *           once without going to Redis, and one PING every PROBE_INTERVAL_MS (and one as soon as ioredis
 *           reconnects) asks whether it is back; its answer closes the circuit.
 * A Redis that hangs (SIGSTOP, a stalled network) costs the first request the command timeout (500 ms),
 * not every request for the whole outage (issue 35). An error Redis answers (a script it no longer
 * holds) is an answer: the circuit stays closed. `availability` hears every change, and logs it.
 */
export interface RedisCircuit {
  /** Sends `command` while the circuit is closed; rejects with RedisCircuitOpen while it is open. */
  call<T>(command: () => Promise<T>): Promise<T>;
  /** Stops asking (on shutdown). */
  close(): void;
}

export function redisCircuit(
  redis: Redis,
  availability: DependencyAvailability,
  { probeIntervalMs = PROBE_INTERVAL_MS }: { readonly probeIntervalMs?: number } = {},
): RedisCircuit {
  let probe: ReturnType<typeof setTimeout> | undefined;
  let probing = false;
  let closed = false;

  const ask = () => {
    if (probing || closed || availability.available()) return;
    probing = true;
    clearTimeout(probe);
    availability
      .call(() => redis.ping())
      .then(
        () => {
          probing = false;
        },
        () => {
          probing = false;
          if (closed) return;
          probe = setTimeout(ask, probeIntervalMs);
          probe.unref();
        },
      );
  };
  const reconnected = () => ask();
  redis.on('ready', reconnected);
  /** An error Redis answered (a script it no longer holds): it is there. */
  const isAnswer = (error: unknown) => error instanceof ReplyError;

  return {
    async call(command) {
      if (!availability.available()) throw new RedisCircuitOpen();
      try {
        return await availability.call(command, isAnswer);
      } catch (error) {
        if (!availability.available()) ask();
        throw error;
      }
    },
    close() {
      closed = true;
      clearTimeout(probe);
      redis.off('ready', reconnected);
    },
  };
}
