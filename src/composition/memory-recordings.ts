import type { ShellConfig } from '../domain/shell-config';
import type { ShellPorts } from '../ports/shell-ports';

declare global {
  interface Window {
    /**
     * The in-memory adapters in use, for testers and for developers at the console. Present only
     * for ports the config serves from memory: those record calls and send nothing anywhere.
     */
    shellkitMemoryAdapters?: Partial<ShellPorts>;
  }
}

export function exposeMemoryAdapters(config: ShellConfig, ports: ShellPorts, target: Window = window): void {
  const exposed: Partial<Record<keyof ShellPorts, unknown>> = {};
  for (const port of Object.keys(ports) as (keyof ShellPorts)[]) {
    if (config[port].adapter === 'memory') exposed[port] = ports[port];
  }
  target.shellkitMemoryAdapters = exposed as Partial<ShellPorts>;
}
