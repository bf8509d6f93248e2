import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, loadOneAfterAnother, whenIdle } from './when-idle';

// The browser's frame and idle callbacks, run by hand: `paint()` is the next frame being drawn
// and what follows it, `idle()` a moment when nothing else is waiting.
let frames: FrameRequestCallback[] = [];
let idlers: IdleRequestCallback[] = [];
const drawFrame = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
};
const paint = () => {
  drawFrame();
  vi.runOnlyPendingTimers();
};
const idle = () => {
  const due = idlers;
  idlers = [];
  for (const idler of due) idler({ didTimeout: false, timeRemaining: () => 50 });
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  idlers = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
    frames.splice(handle - 1, 1, () => {});
  });
  vi.stubGlobal('requestIdleCallback', (idler: IdleRequestCallback) => idlers.push(idler));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idlers.splice(handle - 1, 1, () => {});
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the screen to be painted, then for an idle moment', () => {
    const task = vi.fn();
    whenIdle(task);
    // An idle moment before the frame that shows the screen does not count.
    idle();
    expect(task).not.toHaveBeenCalled();
    paint();
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the paint', () => {
    const early = vi.fn();
    whenIdle(early)();
    const late = vi.fn();
    const cancelLate = whenIdle(late);
    paint();
    cancelLate();
    idle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('afterNextPaint', () => {
  it('runs once the next frame is drawn, not before it is', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.runOnlyPendingTimers();
    expect(task).not.toHaveBeenCalled();
    // The frame's own callbacks come before its paint: the task waits for the task after them.
    drawFrame();
    expect(task).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('loadOneAfterAnother', () => {
  it('starts each loader in a task of its own once the one before has loaded, past one that fails', async () => {
    const started: string[] = [];
    const loader =
      (name: string, fails = false) =>
      () => {
        started.push(name);
        return fails ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve(name);
      };
    const done = loadOneAfterAnother([loader('mantine'), loader('screen', true), loader('dialog')]);
    expect(started).toEqual(['mantine']);
    await vi.runAllTimersAsync();
    expect(started).toEqual(['mantine', 'screen', 'dialog']);
    await expect(done).resolves.toBeUndefined();
  });

  it('runs the next loader only in a later task, not in the one the loader before ended in', async () => {
    const started: string[] = [];
    void loadOneAfterAnother([
      () => {
        started.push('first');
        return Promise.resolve();
      },
      () => {
        started.push('second');
        return Promise.resolve();
      },
    ]);
    // Every promise settled, no timer run: the second waits for its own task.
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['first', 'second']);
  });
});
