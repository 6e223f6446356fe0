/**
 * The validated shell config: which adapter serves each port, with its options.
 * Plain data, so it can be serialised into the browser bundle without shipping zod.
 * Every union gains a member per vendor; `memory` is the embedded default for each port.
 */
export interface ShellConfig {
  readonly consent: { readonly adapter: 'local-storage' } | { readonly adapter: 'memory' };
  readonly analytics: { readonly adapter: 'memory' };
  readonly pixel: { readonly adapter: 'memory' };
  readonly heatmap: { readonly adapter: 'memory' };
  readonly errors: { readonly adapter: 'memory' };
  /** SPEC §7: where the browser sends error and replay data, on the site's own origin. */
  readonly monitoring: { readonly tunnelPath: string };
}

export type ConfigResult<T> = { readonly ok: true; readonly config: T } | { readonly ok: false; readonly error: string };
