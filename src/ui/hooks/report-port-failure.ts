import type { PortName } from '../../ports/shell-ports';

const reported = new Set<PortName>();

/**
 * Runs one call into a port so that an adapter that throws never breaks the page or the other
 * ports. Each failing port is logged once, not once per call, so a broken vendor cannot flood the console.
 */
export function callPortSafely(port: PortName, call: () => void): void {
  try {
    call();
  } catch (error) {
    if (reported.has(port)) return;
    reported.add(port);
    console.error(`[shellkit] the ${port} adapter failed; the shell carries on without it.`, error);
  }
}
