import { describe, expect, it, vi } from 'vitest';
import {
  affordableFps,
  createFrameCost,
  createTaskQueue,
  createTooSlowToMove,
  FRAMES_TO_JUDGE,
} from './frame-budget';

describe('affordableFps', () => {
  it('keeps the limit where a frame is drawn quickly', () => {
    expect(affordableFps(0.5, 120, 10, 0.25)).toBe(120);
    expect(affordableFps(4, 120, 10, 0.25)).toBe(120);
  });

  it('draws fewer frames where each takes long, so the drawing keeps to its share', () => {
    // 20 ms a frame at a quarter of the main thread: 12.5 frames a second, so every fifth frame
    // of a 60 Hz screen (12), one over so a frame a moment early still draws.
    expect(affordableFps(20, 120, 10, 0.25)).toBe(13);
    expect((affordableFps(20, 120, 10, 0.25) - 1) * 20).toBeLessThanOrEqual(250);
  });

  it('is a whole fraction of the refresh rate below it, never just under one', () => {
    // 59 frames a second would draw every other frame of a 60 Hz screen: 30, stated as 31.
    expect(affordableFps(250 / 59, 120, 10, 0.25)).toBe(31);
    expect(affordableFps(250 / 31, 120, 10, 0.25)).toBe(31);
    expect(affordableFps(250 / 29, 120, 10, 0.25)).toBe(21);
  });

  it('never goes under the floor, however slow the device', () => {
    expect(affordableFps(500, 120, 10, 0.25)).toBe(10);
  });

  it('keeps the limit before anything is measured', () => {
    expect(affordableFps(0, 120, 10, 0.25)).toBe(120);
    expect(affordableFps(Number.NaN, 120, 10, 0.25)).toBe(120);
  });
});

describe('createFrameCost', () => {
  it('leaves out the first frames, which compile the drawing', () => {
    const cost = createFrameCost();
    for (const ms of [90, 80, 70]) expect(cost.add(ms)).toBe(0);
    expect(cost.add(4)).toBe(4);
  });

  it('follows later frames without jumping to one slow frame', () => {
    const cost = createFrameCost();
    let average = 0;
    for (let i = 0; i < 10; i += 1) average = cost.add(4);
    expect(average).toBe(4);
    // A garbage collection of 400 ms counts as a tenth of a second at most, for a moment.
    average = cost.add(400);
    expect(average).toBeLessThan(25);
    for (let i = 0; i < 50; i += 1) average = cost.add(4);
    expect(average).toBeCloseTo(4, 1);
  });

  it('comes out near the true cost from a coarse clock that reads most frames as 0', () => {
    const cost = createFrameCost();
    let average = 0;
    // Frames of 2 ms read on a clock of 20 ms steps: one in ten reads 20, the rest 0.
    for (let i = 0; i < 400; i += 1) average = cost.add(i % 10 === 9 ? 20 : 0);
    expect(average).toBeGreaterThan(0.2);
    expect(average).toBeLessThan(6);
  });
});

describe('createTooSlowToMove', () => {
  // At 10 frames a second with half the main thread to spend: frames over 50 ms are too costly.
  const floor = 10;
  const share = 0.5;

  it('says so once the frames judged cost too much on average', () => {
    const tooSlow = createTooSlowToMove(floor, share);
    for (let i = 1; i < FRAMES_TO_JUDGE; i += 1) expect(tooSlow(60)).toBe(false);
    expect(tooSlow(60)).toBe(true);
  });

  it('says so for a device whose frames cost too much though some read cheap', () => {
    const tooSlow = createTooSlowToMove(floor, share);
    let said = false;
    for (let i = 0; i < FRAMES_TO_JUDGE * 3; i += 1) said = tooSlow(i % 4 === 0 ? 20 : 90);
    expect(said).toBe(true);
  });

  it('never says so for a device that is busy for a moment only', () => {
    const tooSlow = createTooSlowToMove(floor, share);
    // Quick frames, then bursts of other work: a few frames of a second each, then quick again.
    for (let round = 0; round < 20; round += 1) {
      for (const ms of [5, 5, 5, 5, 5, 5, 5, 1000, 1000, 1000]) expect(tooSlow(ms)).toBe(false);
    }
  });

  it('counts frames of exactly the share as affordable', () => {
    const tooSlow = createTooSlowToMove(floor, share, 1);
    expect(tooSlow(50)).toBe(false);
    expect(tooSlow(0)).toBe(false);
    expect(tooSlow(Number.NaN)).toBe(false);
    expect(tooSlow(51)).toBe(true);
  });
});

/** Resolves once a message posted now has run: every task queued before it has had its turn. */
const afterQueuedTasks = () =>
  new Promise<void>((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done();
    };
    channel.port2.postMessage(null);
  });

describe('createTaskQueue', () => {
  it('runs callbacks in order, each after the task that queued it', async () => {
    const tasks = createTaskQueue();
    const ran: number[] = [];
    tasks.queue(() => ran.push(1));
    tasks.queue(() => ran.push(2));
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual([1, 2]));
    tasks.close();
  });

  it('drops what is queued once closed', async () => {
    const tasks = createTaskQueue();
    const ran: number[] = [];
    tasks.queue(() => ran.push(1));
    tasks.close();
    await afterQueuedTasks();
    await afterQueuedTasks();
    expect(ran).toEqual([]);
  });
});
