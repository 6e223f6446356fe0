// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningHaproxy } from '../../scripts/ensure-haproxy.mjs';
import { CONSENT_EXPORT_PATH, CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { consentRecordSubmission } from '../support/consent-record-submission';
import { startBalancedFleet, startFleetServices } from '../support/fleet-services';
import { envelope, PRIMARY_DSN, startShellServer, until, type FakeSentry, type RunningServer } from '../support/server-harness';

/**
 * Issue 26: a rolling restart of three built servers (`npm run build` first) behind HAProxy, under a
 * steady load of page loads, envelopes and consent records, loses nothing. A fleet of its own, not
 * fleet.test.ts's: that suite's flood spends the shared per-minute tunnel limit this load needs.
 */
const INSTANCES = 3;
const TUNNEL = '/monitoring?o=123&p=456&r=us';
const TOKEN = 'rolling-restart-export-token-0123456789';
/** Clients sending at once, each one request after another: steady, and light enough for a 2-core machine. */
const CLIENTS = 6;

type Kind = 'page' | 'envelope' | 'record';
interface Outcome {
  readonly kind: Kind;
  /** The status, or the error's message when no answer came (what the balancer failed to retry). */
  readonly status: number | string;
}

describe('a rolling restart of the fleet under load', () => {
  const stops: (() => unknown)[] = [];
  let sentry: FakeSentry;
  let servers: RunningServer[] = [];
  let balancer: RunningHaproxy;
  let env: Record<string, string>;

  const allUp = async (what: string) => {
    const deadline = Date.now() + 15_000;
    while (!Object.values(await balancer.serverStates()).every((state) => state === 'UP')) {
      if (Date.now() > deadline) throw new Error(`HAProxy did not see ${what} up: ${JSON.stringify(await balancer.serverStates())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    const services = await startFleetServices(stops);
    ({ sentry } = services);
    ({ env, servers, balancer } = await startBalancedFleet(services, stops, { instances: INSTANCES, exportToken: TOKEN }));
    await allUp('every server');
  }, 120_000);

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it('SIGTERMs and restarts each instance in turn: no request fails, every acknowledged record is stored once', async () => {
    const outcomes: Outcome[] = [];
    const acknowledged: string[] = [];
    const kinds: Kind[] = ['page', 'envelope', 'record'];
    let loading = true;
    const send = async (kind: Kind): Promise<number> => {
      if (kind === 'page') {
        const response = await fetch(`${balancer.origin}/`);
        await response.body?.cancel();
        return response.status;
      }
      if (kind === 'envelope') {
        const response = await fetch(`${balancer.origin}${TUNNEL}`, { method: 'POST', body: envelope(PRIMARY_DSN) });
        await response.body?.cancel();
        return response.status;
      }
      const record = consentRecordSubmission();
      const response = await fetch(`${balancer.origin}${CONSENT_RECORDS_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: balancer.origin },
        body: JSON.stringify(record),
      });
      await response.body?.cancel();
      if (response.status === 200 || response.status === 201) acknowledged.push(record.recordId);
      return response.status;
    };
    const client = async (offset: number) => {
      for (let index = offset; loading; index += 1) {
        const kind = kinds[index % kinds.length] ?? 'page';
        try {
          outcomes.push({ kind, status: await send(kind) });
        } catch (error) {
          outcomes.push({ kind, status: error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error) });
        }
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, offset) => client(offset)));

    const exitCodes: (number | null)[] = [];
    for (let index = 0; index < servers.length; index += 1) {
      const old = servers[index];
      if (!old) throw new Error('no server');
      const sentBefore = outcomes.length;
      // The load reaches this instance before it is told to stop, so it drains requests, not an idle socket.
      await until(() => outcomes.length >= sentBefore + 30, 'the load to move', 15_000);
      exitCodes.push(await old.stop());
      // Same config, same port: HAProxy's view of the fleet does not change, only the process behind it.
      servers[index] = await startShellServer({ ...env, PORT: new URL(old.origin).port });
      await allUp(`shellkit${index + 1} back`);
    }
    const sentBefore = outcomes.length;
    await until(() => outcomes.length >= sentBefore + 30, 'the load to reach the restarted fleet', 15_000);
    loading = false;
    await load;

    expect(exitCodes).toEqual([0, 0, 0]);
    // A record's 200 is an acknowledgement too: the balancer retried one the server had stored (a replay, SPEC).
    const failed = outcomes.filter(({ kind, status }) => !(status === 200 || (kind === 'record' && status === 201)));
    console.log(`rolling restart: ${outcomes.length} requests, ${acknowledged.length} records acknowledged, ${failed.length} failed`);
    expect(failed).toEqual([]);
    for (const kind of kinds) expect(outcomes.filter((outcome) => outcome.kind === kind).length).toBeGreaterThan(30);
    await until(
      () => sentry.received.length === outcomes.filter(({ kind }) => kind === 'envelope').length,
      'Sentry to receive every forwarded envelope',
    );

    const exported = await fetch(`${balancer.origin}${CONSENT_EXPORT_PATH}?format=ndjson`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(exported.status).toBe(200);
    const stored = (await exported.text())
      .trimEnd()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { recordId?: string })
      // The records, not the trailer (each chain's head, the end line).
      .flatMap((row) => (row.recordId === undefined ? [] : [row.recordId]));
    expect(stored.toSorted()).toEqual(acknowledged.toSorted());
  }, 60_000);
});
