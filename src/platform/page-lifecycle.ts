/**
 * Browser timing helpers shared by the UI and the adapters: when it is polite to start work that
 * is not needed for the first paint. Each returns a function that cancels what has not run yet.
 */

/** After the window's load event and then an idle moment: the page has everything it asked for. */
export function whenPageIdle(run: () => void, target: Window = window, timeoutMs = 5000): () => void {
  let cancelIdle: (() => void) | undefined;
  const scheduleIdle = () => {
    if (typeof target.requestIdleCallback === 'function') {
      const handle = target.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => target.cancelIdleCallback(handle);
    } else {
      const handle = target.setTimeout(run, 1);
      cancelIdle = () => target.clearTimeout(handle);
    }
  };
  if (target.document.readyState === 'complete') {
    scheduleIdle();
    return () => cancelIdle?.();
  }
  target.addEventListener('load', scheduleIdle, { once: true });
  return () => {
    target.removeEventListener('load', scheduleIdle);
    cancelIdle?.();
  };
}

/**
 * Just after the next frame is painted: a task queued from requestAnimationFrame runs once the
 * frame is on screen, so vendor code parsed then never delays the first paint.
 */
export function afterFirstPaint(run: () => void, target: Window = window): () => void {
  // A tab opened in the background paints nothing and runs no animation frames until it is shown;
  // there is no paint to protect, so the work need not wait for the visitor to look.
  if (target.document.visibilityState === 'hidden') {
    const handle = target.setTimeout(run, 0);
    return () => target.clearTimeout(handle);
  }
  let timeout: number | undefined;
  const frame = target.requestAnimationFrame(() => {
    timeout = target.setTimeout(run, 0);
  });
  return () => {
    target.cancelAnimationFrame(frame);
    if (timeout !== undefined) target.clearTimeout(timeout);
  };
}

/**
 * Lets the browser run what is waiting (input, rendering) before the next step: a vendor's
 * start-up split at its seams is several short tasks instead of one long one that blocks a tap.
 */
export function yieldToMain(target: Window = window): Promise<void> {
  // scheduler.yield resumes ahead of other queued tasks (the rest of the start-up is not pushed to
  // the back of the line), where it exists; elsewhere a macrotask does the same split.
  const scheduler = (target as Window & { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => target.setTimeout(resolve, 0));
}
