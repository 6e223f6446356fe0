/**
 * Issue 23 §4: vendor code never runs inside the visitor's click or key press. The shell's own work
 * (the consent check, the queue, the inspector's record) is done in the handler; what a vendor does
 * with a call or a decision runs here, later, in a task of its own.
 */
export type LaterTask = (run: () => void) => void;

type TaskPriority = 'user-blocking' | 'user-visible' | 'background';
type PostTask = (callback: () => void, options?: { readonly priority?: TaskPriority }) => Promise<unknown>;
type WithScheduler = Window & { readonly scheduler?: { readonly postTask?: PostTask }; readonly MessageChannel?: typeof MessageChannel };

/**
 * A new task for each function, in the order asked: the platform's scheduler where there is one
 * (Chromium, Firefox), else a MessageChannel message (Safari: not clamped nor throttled like a
 * timer), else setTimeout(0). A function that throws is reported as any uncaught error is.
 *
 * At the scheduler's `background` priority: a vendor's work is what the visitor waits for least, so
 * the page's own tasks (its next frame's, its timers, its messages) go first. At `user-visible`, the
 * work a click set off for 39 vendors ran before the page's own task after that frame (issue 34's
 * bench: the click to the page's next task 49.8 ms with them, 6.6 ms without).
 */
export function newTask(target: Window = window): LaterTask {
  const { scheduler, MessageChannel: Channel } = target as WithScheduler;
  if (typeof scheduler?.postTask === 'function') {
    const postTask = scheduler.postTask.bind(scheduler);
    // postTask turns a throw into a rejected promise; thrown again outside it, it reaches window.onerror as before.
    return (run) =>
      void postTask(run, { priority: 'background' }).catch((error: unknown) =>
        queueMicrotask(() => {
          throw error;
        }),
      );
  }
  if (typeof Channel === 'function') return messageTasks(new Channel());
  return (run) => void target.setTimeout(run, 0);
}

function messageTasks(channel: MessageChannel): LaterTask {
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return (run) => {
    waiting.push(run);
    channel.port2.postMessage(undefined);
  };
}

/**
 * After the next frame is painted, each function in a task of its own: the frame the visitor's click
 * asked for (the banner gone, a button's new state) is on screen before any vendor code runs, and
 * there is a yield between one vendor's work and the next. Everything asked for before a frame waits
 * for that one frame (one requestAnimationFrame, however many calls). A hidden page paints nothing
 * and runs no animation frames until shown: its functions go to a new task at once, and so do those
 * still waiting for a frame when the page is hidden.
 */
export function afterNextPaint(target: Window = window, task: LaterTask = newTask(target)): LaterTask {
  let waiting: (() => void)[] = [];
  let frameAsked = false;
  const hidden = () => target.document.visibilityState === 'hidden';
  const release = () => {
    if (!frameAsked) return;
    frameAsked = false;
    target.document.removeEventListener('visibilitychange', releaseWhenHidden);
    const due = waiting;
    waiting = [];
    for (const run of due) task(run);
  };
  const releaseWhenHidden = () => {
    if (hidden()) release();
  };
  return (run) => {
    if (hidden()) {
      task(run);
      return;
    }
    waiting.push(run);
    if (frameAsked) return;
    frameAsked = true;
    // A task queued from an animation frame callback runs once that frame is rendered.
    target.requestAnimationFrame(release);
    target.document.addEventListener('visibilitychange', releaseWhenHidden);
  };
}
