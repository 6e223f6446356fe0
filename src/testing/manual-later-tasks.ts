import type { LaterTask } from '../platform/later-task';

/**
 * The later tasks (src/platform/later-task.ts) as a test drives them: nothing runs until the test
 * says so, and a property test may run the waiting tasks in any order it likes.
 */
export interface ManualLaterTasks {
  /** What the shell is given to schedule its vendor work with. */
  readonly later: LaterTask;
  /** How many tasks wait to run. */
  pending(): number;
  /** Runs the waiting task at `index` (the oldest by default); false when there is none. */
  runOne(index?: number): boolean;
  /** Runs every waiting task, and those they ask for, oldest first, until none is left. */
  runAll(): void;
}

export function manualLaterTasks(): ManualLaterTasks {
  const waiting: (() => void)[] = [];
  const runOne = (index = 0) => {
    const [run] = waiting.splice(index, 1);
    run?.();
    return run !== undefined;
  };
  return {
    later: (run) => void waiting.push(run),
    pending: () => waiting.length,
    runOne,
    runAll() {
      // Bounded, so a task that asks for itself forever fails the test instead of hanging it.
      for (let ran = 0; runOne(); ran += 1) if (ran > 100_000) throw new Error('later tasks keep asking for more');
    },
  };
}

/** Runs each function at once: for tests about something else (an adapter, the layout) that read what a vendor received right away. */
export const atOnce: LaterTask = (run) => run();
