import type { ShellConfig } from '../domain/shell-config';
import type { Container } from 'inversify';
import { PORT_NAMES, type ShellPorts } from '../ports/shell-ports';
import { resolveAdapter } from './container';

declare global {
  interface Window {
    /**
     * The in-memory adapters in use, for testers and for developers at the console. Present only
     * for ports the config serves from memory: those record calls and send nothing anywhere.
     */
    shellkitMemoryAdapters?: Partial<ShellPorts>;
  }
}

/** The fakes sit behind the consent gates, so they record only what consent let through, as a vendor would receive it. */
export function exposeMemoryAdapters(config: ShellConfig, container: Container, target: Window = window): void {
  const exposed: Partial<Record<keyof ShellPorts, unknown>> = {};
  for (const port of PORT_NAMES) {
    if (config[port].adapter === 'memory') exposed[port] = resolveAdapter(container, port);
  }
  target.shellkitMemoryAdapters = exposed as Partial<ShellPorts>;
}
