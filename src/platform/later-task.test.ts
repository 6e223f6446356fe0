import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, newTask, type LaterTask } from './later-task';

/** A page as afterNextPaint sees it: its frames run when the test paints one, and its visibility is the test's. */
function fakePage(visibility: DocumentVisibilityState = 'visible') {
  const frames: FrameRequestCallback[] = [];
  const document = Object.assign(new EventTarget(), { visibilityState: visibility });
  const page = {
    document,
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
  } as unknown as Window;
  return {
    page,
    paintFrame: () => frames.splice(0).forEach((frame) => frame(0)),
    frames: () => frames.length,
    hide() {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** Tasks the test runs: what afterNextPaint hands over after the frame. */
function recordedTasks() {
  const waiting: (() => void)[] = [];
  const task: LaterTask = (run) => void waiting.push(run);
  return { task, waiting, runAll: () => waiting.splice(0).forEach((run) => run()) };
}

describe('afterNextPaint', () => {
  it('runs nothing before the next frame, then each function in a task of its own, in the order asked, from one frame request', () => {
    const { page, paintFrame, frames } = fakePage();
    const tasks = recordedTasks();
    const later = afterNextPaint(page, tasks.task);
    const ran: string[] = [];
    later(() => ran.push('Segment'));
    later(() => ran.push('GA4'));
    expect(frames()).toBe(1);
    expect(tasks.waiting).toHaveLength(0);
    paintFrame();
    // Two tasks, not one: a yield between one vendor and the next.
    expect(tasks.waiting).toHaveLength(2);
    expect(ran).toEqual([]);
    tasks.runAll();
    expect(ran).toEqual(['Segment', 'GA4']);
  });

  it('what is asked while the frame runs waits for the next one', () => {
    const { page, paintFrame, frames } = fakePage();
    const tasks = recordedTasks();
    const later = afterNextPaint(page, tasks.task);
    later(() => later(() => undefined));
    paintFrame();
    tasks.runAll();
    expect(tasks.waiting).toHaveLength(0);
    expect(frames()).toBe(1);
  });

  it('a hidden page paints no frame: a new task at once, and what waited for a frame goes when the page is hidden', () => {
    const { page, hide } = fakePage();
    const tasks = recordedTasks();
    const later = afterNextPaint(page, tasks.task);
    const run = vi.fn();
    later(run);
    hide();
    expect(tasks.waiting).toHaveLength(1);
    later(run);
    expect(tasks.waiting).toHaveLength(2);
    tasks.runAll();
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('newTask', () => {
  it("uses the platform's scheduler where there is one, behind the page's own work (background priority)", async () => {
    const postTask = vi.fn((callback: () => void) => Promise.resolve().then(callback));
    const later = newTask({ scheduler: { postTask } } as unknown as Window);
    const run = vi.fn();
    later(run);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
    expect(postTask).toHaveBeenCalledWith(run, { priority: 'background' });
  });

  it('falls back to a MessageChannel message: each function in its own task, in order, never in the caller', async () => {
    const later = newTask({ MessageChannel } as unknown as Window);
    const ran: number[] = [];
    later(() => ran.push(1));
    later(() => ran.push(2));
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual([1, 2]));
  });

  it('and to setTimeout(0) without either', () => {
    vi.useFakeTimers();
    try {
      const later = newTask({ setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) } as unknown as Window);
      const run = vi.fn();
      later(run);
      expect(run).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(run).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
