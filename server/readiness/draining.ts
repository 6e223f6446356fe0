import { READY, type ReadinessCheck } from './readiness-check';

/**
 * The server's own shutdown as a readiness check: not ready from the signal on, so a load balancer
 * that asks `/readyz` on a connection still open sends nothing new here while requests in flight finish.
 */
export function drainingState(): { readonly check: ReadinessCheck; begin(): void } {
  let draining = false;
  return {
    check: {
      name: 'shutdown',
      probe: async () => (draining ? { ready: false, reason: 'the server is draining' } : READY),
    },
    begin: () => {
      draining = true;
    },
  };
}
