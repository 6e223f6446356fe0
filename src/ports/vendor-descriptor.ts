import type { Purpose } from '../domain/purpose';
import type { VariableShape, VendorFacts, VendorPort } from '../domain/vendor-facts';
import type { AnalyticsSink } from './analytics-sink.port';
import type { ChatWidget } from './chat-widget.port';
import type { ErrorReporter } from './error-reporter.port';
import type { HeatmapLoader } from './heatmap-loader.port';
import type { PermissionSignal } from './permission-signal';
import type { PixelSink } from './pixel-sink.port';

/** The interface each vendor port is served through. */
export interface VendorPorts {
  readonly analytics: AnalyticsSink;
  readonly pixel: PixelSink;
  readonly heatmap: HeatmapLoader;
  readonly errors: ErrorReporter;
  readonly chat: ChatWidget;
}

/** What the shell hands an adapter as it is made: nothing of the container, only what the vendor may need. */
export interface AdapterContext {
  /** Whether a purpose may run now, and as it changes (Sentry's replay follows `experience`). */
  readonly consentFor: (purpose: Purpose) => PermissionSignal;
  /** The app's router once it is built (Sentry names its traces after routes); undefined in tests without one. */
  readonly router: () => unknown;
  /** For a failure the vendor reports outside any call (an HTTP refusal it learns of later): the shell logs it once for the vendor. */
  readonly reportFailure: (error: unknown) => void;
  /**
   * Says what the vendor was last told about consent, in its own terms (a pixel's "consent revoke",
   * an analytics SDK's category preferences): the inspector shows it beside the purposes' state.
   */
  readonly consentSent: (signal: string) => void;
  /**
   * For a vendor that cannot be stopped in the page once its script runs (a heatmap already recording,
   * a tag with no consent API): reloads the page once, after the decision is stored and recorded, at
   * the same URL and scroll position, so it sends nothing more (issue 25). Call it on a withdrawal only.
   */
  readonly reloadToStop: () => void;
}

/**
 * A vendor, in one plain object: its facts (variables, purpose, origins, loading, privacy text)
 * and how to make its adapter. `create` may return the adapter at once or a promise of it, ready:
 * its SDK loaded and initialised. Until then the port's pipeline holds the calls.
 */
export interface VendorDescriptor<
  Port extends VendorPort = VendorPort,
  Options = unknown,
  Shape extends VariableShape = VariableShape,
> extends VendorFacts<Options, Shape> {
  readonly port: Port;
  readonly create: (options: Options, context: AdapterContext) => VendorPorts[Port] | Promise<VendorPorts[Port]>;
  /**
   * True when the port's in-memory recording should see every call beside this adapter: a vendor
   * that may be absent from the page (a pixel the page brings) keeps testers' recordings working.
   */
  readonly recordedInMemory?: (options: Options) => boolean;
}

/** Infers a descriptor's types from its variables, so `options` and `create` are checked against them. */
export function defineVendor<Port extends VendorPort, Options, Shape extends VariableShape>(
  descriptor: VendorDescriptor<Port, Options, Shape>,
): VendorDescriptor<Port, Options, Shape> {
  return descriptor;
}

/** A descriptor of any port and options, as the registry lists them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own options type; the registry only routes them
export type AnyVendorDescriptor = VendorDescriptor<VendorPort, any, any>;

/** The methods of each vendor port: the pipelines, the inspector and the memory recording follow these. */
export const PORT_METHODS = {
  analytics: ['page', 'track'],
  pixel: ['track'],
  heatmap: ['load'],
  errors: ['captureException'],
  chat: ['open'],
} as const satisfies { readonly [Port in VendorPort]: readonly (keyof VendorPorts[Port])[] };
