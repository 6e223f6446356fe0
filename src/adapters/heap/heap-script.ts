import { injectScript } from '../../platform/inject-script';

const HEAP_METHODS = [
  'addEventProperties',
  'addUserProperties',
  'clearEventProperties',
  'identify',
  'resetIdentity',
  'removeEventProperty',
  'setEventProperties',
  'track',
  'unsetEventProperty',
] as const;

/** Heap's global as its classic snippet makes it: a queue of `[method, ...args]` with its app id, config and methods. */
export type HeapQueue = unknown[] & {
  appid?: string;
  config?: Readonly<Record<string, unknown>>;
  track: (name: string, properties?: Readonly<Record<string, unknown>>) => void;
} & Partial<Record<(typeof HEAP_METHODS)[number], (...args: unknown[]) => void>>;

declare global {
  interface Window {
    heap?: HeapQueue;
  }
}

export const heapScriptUrl = (appId: string): string => `https://cdn.heapanalytics.com/js/heap-${encodeURIComponent(appId)}.js`;

/**
 * Heap's classic snippet (`heap.load`), as code (the CSP allows no inline script): `heap` a queue with the app id and
 * each method queueing `[method, ...args]` until heap-<app id>.js replaces them, then that script. Rejects when it is blocked.
 */
export async function installHeap(appId: string, target: Window = window): Promise<void> {
  if (!target.heap) {
    const queue = [] as unknown as HeapQueue;
    queue.appid = appId;
    queue.config = {};
    for (const method of HEAP_METHODS) queue[method] = (...args: unknown[]) => void queue.push([method, ...args]);
    target.heap = queue;
  }
  await injectScript(heapScriptUrl(appId), target.document);
}
