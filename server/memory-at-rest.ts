import type { IncomingMessage, Server } from 'node:http';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How often the server looks whether it had work; two looks in a row without any is at rest. */
const LOOK_EVERY_MS = 5_000;
/** Looks without work before the first collection: V8 sizes its young generation by the last 5 s of allocation. */
const QUIET_LOOKS = 2;
/**
 * Collections per rest, one a look. The first frees what serving left; V8 shrinks its young generation only when
 * the allocation it last measured was low, and a young collection late in the loads can make the first one's
 * measure cover them (with one collection, 3 of 10 runs with DATABASE_URL kept 32 MiB of it). The second's
 * measure is the 5 s of rest since the first.
 */
const COLLECTIONS = 2;
/** A balancer's or an orchestrator's probes come every few seconds for ever, and allocate next to nothing: not work. */
const PROBES = new Set(['/healthz', '/readyz']);

export interface MemoryAtRestOptions {
  /** One full garbage collection (V8's, by default). */
  readonly collect?: () => void;
  readonly lookEveryMs?: number;
}

export interface MemoryAtRest {
  /** Some work happened (a request, the ledger opening): the next quiet spell ends in a collection. */
  worked(): void;
  stop(): void;
}

/**
 * V8's own full collection, as `node --expose-gc` gives it. The flag is read when a context is made, so the
 * function comes from a context made after it is set; nothing else in the server's code can see it.
 */
export function v8FullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Gives memory back once the server is at rest, by design rather than by luck (issue 35 §3). Serving pages grows
 * V8's young generation to 32 MiB (two semi-spaces of 16) and leaves garbage in the old one; V8 returns them only
 * when its memory reducer runs, which it starts after a full collection that freed memory, so a server that got
 * by with young collections alone kept them resident at rest: 168 MiB against 136 on an existing ledger directory,
 * 118 against 88 with DATABASE_URL, the same build (docs/performance.md). Here, once the server has had no work
 * for QUIET_LOOKS looks (10 to 15 s after its last request), a full collection runs, and another a look later:
 * with 5 s of low allocation behind it, V8 also shrinks the young generation to 1 MiB. They cost some 20 to 150 ms
 * of one core per quiet spell, never while requests come, and none while the server stays at rest.
 */
export function memoryAtRest(
  server: Server,
  { collect = v8FullCollection(), lookEveryMs = LOOK_EVERY_MS }: MemoryAtRestOptions = {},
): MemoryAtRest {
  // Start-up is work: the ledger's migrations and the catalogs leave garbage too.
  let worked = true;
  let quietLooks = 0;
  let collections = 0;
  const onRequest = (request: IncomingMessage) => {
    const path = request.url?.split('?', 1)[0] ?? '';
    if (!PROBES.has(path)) worked = true;
  };
  server.on('request', onRequest);
  const look = setInterval(() => {
    if (worked) {
      worked = false;
      quietLooks = 0;
      collections = 0;
      return;
    }
    quietLooks += 1;
    if (quietLooks >= QUIET_LOOKS && collections < COLLECTIONS) {
      collections += 1;
      collect();
    }
  }, lookEveryMs);
  look.unref();
  return {
    worked: () => {
      worked = true;
    },
    stop: () => {
      clearInterval(look);
      server.off('request', onRequest);
    },
  };
}
