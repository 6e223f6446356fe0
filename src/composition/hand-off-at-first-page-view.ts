import type { AnalyticsSink } from '../ports/analytics-sink.port';
import type { ShellPorts } from '../ports/shell-ports';

/**
 * The ports, with `handOff` run once the first page view is in the analytics pipeline: from then on
 * the pipelines keep what the page leaves unsent, so the boot script need keep nothing more. It runs in
 * a microtask: the page view is sent from the layout's first effects, and the input the boot script
 * replays must be handled as the visitor's, after React has finished committing (and after the layout
 * has released the banner paint guard, in the same effects), yet before the banner could be painted again.
 */
export function handingOffAtFirstPageView(ports: ShellPorts, handOff: () => void): ShellPorts {
  let handedOff = false;
  const analytics: AnalyticsSink = {
    page: (view, timing) => {
      ports.analytics.page(view, timing);
      if (handedOff) return;
      handedOff = true;
      queueMicrotask(handOff);
    },
    track: (event, timing) => ports.analytics.track(event, timing),
  };
  return { ...ports, analytics };
}
