import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { FakeScriptNetwork, nextTask } from '../fake-script-network';
import type { CreateAnalyticsSinkHarness, DeliveredAnalyticsCall, VendorLoad } from './analytics-sink.conformance';
import { MadeCalls } from './made-calls';

/** An analytics vendor whose adapter injects the vendor's own script (no npm SDK), as its conformance harness sees it. */
export interface ScriptAnalyticsVendor<Call> {
  /** Its descriptor's label: the name the shell logs it by. */
  readonly label: string;
  /** The script the adapter injects: the one URL the fake network answers, holds or blocks. */
  readonly scriptUrl: string;
  /** Starts the adapter on `page` as its descriptor does, with analytics granted. */
  readonly start: (page: Window) => Promise<AnalyticsSink>;
  /** What the vendor's script does when it runs on `page`: every call it gets is kept in `received`. */
  readonly fakeScript: (page: Window, received: Call[]) => () => void;
  /**
   * What reached the vendor, in the port's terms. `made` has the calls as the sink was given them, for what the
   * vendor has no place for (a title, an event's properties): what the vendor keeps is still read from `received`.
   */
  readonly delivered: (received: readonly Call[], made: MadeCalls, page: Window) => readonly DeliveredAnalyticsCall[];
}

/**
 * The conformance harness of a script-injected analytics vendor: its script arrives on a fake network at once,
 * when released, or never (an ad blocker), and `delivered` reads back what it received.
 */
export function scriptAnalyticsHarness<Call>(vendor: ScriptAnalyticsVendor<Call>): CreateAnalyticsSinkHarness {
  return (load: VendorLoad) => {
    const network = new FakeScriptNetwork();
    const received: Call[] = [];
    const made = new MadeCalls();
    const scriptArrives = () => network.respond(vendor.scriptUrl, vendor.fakeScript(network.window, received));
    let loading: Promise<AnalyticsSink> | undefined;
    return {
      vendor: vendor.label,
      make: () => {
        loading ??= vendor.start(network.window);
        if (load === 'loads') void scriptArrives();
        if (load === 'blocked') void network.block(vendor.scriptUrl);
        return loading.then((sink) => made.wrap(sink));
      },
      release: scriptArrives,
      async delivered() {
        if (load === 'loads') await loading?.catch(() => undefined);
        await nextTask();
        return vendor.delivered(received, made, network.window);
      },
      dispose: () => network.close(),
    };
  };
}
