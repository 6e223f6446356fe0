import type { ShellPorts } from '../ports/shell-ports';

/** What the router hands every route: the ports, and nothing else (never the DI container). */
export interface ShellContext {
  readonly ports: ShellPorts;
}
