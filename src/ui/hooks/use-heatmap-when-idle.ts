import { useEffect } from 'react';
import { whenPageIdle } from '../../platform/page-lifecycle';
import { usePorts } from './use-ports';

/**
 * SPEC §1: the heatmap service loads lazily. It waits for the window's load event and then an
 * idle moment, so it never competes with the page for the network or the main thread.
 */
export function useHeatmapWhenIdle(): void {
  const { heatmap } = usePorts();
  useEffect(() => whenPageIdle(() => heatmap.load()), [heatmap]);
}
