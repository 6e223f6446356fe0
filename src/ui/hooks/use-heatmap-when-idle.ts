import { useEffect } from 'react';
import { callPortSafely } from './report-port-failure';
import { usePorts } from './use-ports';

/**
 * SPEC §1: the heatmap service loads lazily. It waits for the window's load event and then an
 * idle moment, so it never competes with the page for the network or the main thread.
 */
export function useHeatmapWhenIdle(): void {
  const { heatmap } = usePorts();
  useEffect(() => whenPageIdle(() => callPortSafely('heatmap', () => heatmap.load())), [heatmap]);
}

function whenPageIdle(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const scheduleIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 5000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    scheduleIdle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', scheduleIdle, { once: true });
  return () => {
    window.removeEventListener('load', scheduleIdle);
    cancelIdle?.();
  };
}
