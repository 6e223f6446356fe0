/** A command Google's tag received: `['event', name, params]`, `['consent', 'update', state]`, … */
export type GtagCommand = unknown[];

/**
 * Test support, imported by tests only: what gtag.js does when it runs. It handles the commands
 * already on the dataLayer, then each one pushed later; like the real tag, it takes only `arguments`
 * objects as commands (an array there is a data-layer message, not a command).
 */
export function fakeGtagJs(page: Window, received: GtagCommand[]): () => void {
  return () => {
    const dataLayer = page.dataLayer as unknown[];
    const handle = (entry: unknown) => {
      if (Object.prototype.toString.call(entry) === '[object Arguments]') received.push(Array.from(entry as ArrayLike<unknown>));
    };
    for (const entry of dataLayer) handle(entry);
    dataLayer.push = (...entries: unknown[]) => {
      entries.forEach(handle);
      return dataLayer.length;
    };
  };
}
