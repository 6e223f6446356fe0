// One `freePort` for every test and script that starts a server: the Playwright fixtures, the
// server tests (tests/support/server-harness.ts), the bench (scripts/bench) and `npm test`.
import { createServer } from 'node:net';

/**
 * A port nothing listens on right now on 127.0.0.1, chosen by the OS (never a fixed one, so a
 * server left running elsewhere cannot stand in for the one under test).
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
