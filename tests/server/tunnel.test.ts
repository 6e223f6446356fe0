// @vitest-environment node
import { startShellServer } from '../support/server-harness';
import { describeTunnelContract, type StartTunnel } from './tunnel-contract';

/**
 * The tunnel as `npm start` serves it. Behind a trusted proxy (TRUST_PROXY=true), so a test can
 * speak for another visitor through X-Forwarded-For; without it the visitor is 127.0.0.1.
 */
const startNodeTunnel: StartTunnel = async (env, options) => {
  const server = await startShellServer({
    TRUST_PROXY: 'true',
    SENTRY_TUNNEL_RATE_LIMIT: String(options?.rateLimitPerMinute ?? 100_000),
    ...env,
  });
  return {
    origin: server.origin,
    clientIp: '127.0.0.1',
    post: (pathAndQuery, init = {}) =>
      fetch(`${server.origin}${pathAndQuery}`, {
        method: init.method ?? 'POST',
        body: init.body ?? null,
        headers: { ...init.headers, ...(init.ip ? { 'x-forwarded-for': init.ip } : {}) },
        ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit),
    logLines: server.logLines,
    stop: async () => {
      await server.stop();
    },
  };
};

describeTunnelContract('Node (npm start)', startNodeTunnel);
