import type { ConsentMode } from '../domain/consent';
import type { ShellPorts } from '../ports/shell-ports';
import type { InspectorFeed } from './inspector/inspector-feed';

/** What the router hands every route: the ports and the one setting the UI renders differently by (never the DI container). */
export interface ShellContext {
  readonly ports: ShellPorts;
  /** Notice (SPEC) or opt-in: whether the banner offers "Decline". */
  readonly consentMode: ConsentMode;
  /** Present when the config enables the shell inspector. */
  readonly inspector?: InspectorFeed;
}
