import type { ShellConfig } from '../domain/shell-config';
import type { Container } from 'inversify';
import type { ShellPorts } from '../ports/shell-ports';
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

const PORTS = ['consent', 'analytics', 'pixel', 'heatmap', 'errors'] as const satisfies readonly (keyof ShellPorts)[];

/** The fakes sit behind the consent gates, so they record only what consent let through, as a vendor would receive it. */
export function exposeMemoryAdapters(config: ShellConfig, container: Container, target: Window = window): void {
  const exposed: Partial<Record<keyof ShellPorts, unknown>> = {};
  for (const port of PORTS) {
    if (config[port].adapter === 'memory') exposed[port] = resolveAdapter(container, port);
  }
  target.shellkitMemoryAdapters = exposed as Partial<ShellPorts>;
}
