import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plugin, ViteDevServer } from 'vite';
import {
  contentCheckPlugin,
  isContentFile,
  RECHECK_AFTER_MS,
  runContentCheck,
  type CheckOutcome,
} from './content-check-plugin';
import { ROOT } from './check-content';

const root = '/site';
const MISTAKE = 'content/projects.ts › project 1 › tech: must be a list';

/** A dev server as the plugin sees it: its log, its socket to the page and its file watcher. */
function devServer(plugin: Plugin) {
  const sent: unknown[] = [];
  const logs: string[] = [];
  const changed: ((event: string, file: string) => void)[] = [];
  const connected: (() => void)[] = [];
  const closed: (() => void)[] = [];
  const server = {
    config: {
      logger: {
        error: (message: string) => logs.push(`error: ${message}`),
        info: (message: string) => logs.push(`info: ${message}`),
      },
    },
    ws: {
      send: (payload: unknown) => sent.push(payload),
      on: (event: string, listener: () => void) => {
        if (event === 'connection') connected.push(listener);
      },
    },
    watcher: {
      on: (_: string, listener: (event: string, file: string) => void) => changed.push(listener),
    },
    httpServer: {
      on: (event: string, listener: () => void) => event === 'close' && closed.push(listener),
    },
  } as unknown as ViteDevServer;
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  return {
    sent,
    logs,
    change: (file: string) => changed.forEach((listener) => listener('change', file)),
    connect: () => connected.forEach((listener) => listener()),
    close: () => closed.forEach((listener) => listener()),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the dev server’s content check', () => {
  it('says a mistake in the terminal and over the page, checks again after an edit, and reloads once it is fixed', async () => {
    const outcomes: CheckOutcome[] = [
      { ok: false, report: MISTAKE },
      { ok: true, report: 'content OK' },
    ];
    const check = vi.fn(async () => outcomes.shift() ?? { ok: true, report: 'content OK' });
    const dev = devServer(contentCheckPlugin(root, check));
    await vi.waitFor(() => expect(dev.sent).toHaveLength(1));
    expect(dev.sent[0]).toMatchObject({ type: 'error', err: { message: MISTAKE } });
    expect(dev.logs).toEqual([`error: content check:\n${MISTAKE}`]);

    // A page opened now hears of it as well.
    dev.connect();
    expect(dev.sent).toHaveLength(2);

    // Code is not content: no new check.
    dev.change(path.join(root, 'src/app.tsx'));
    await vi.advanceTimersByTimeAsync(RECHECK_AFTER_MS * 2);
    expect(check).toHaveBeenCalledTimes(1);

    // Two saves in a row: one check, after the last.
    dev.change(path.join(root, 'content/projects.ts'));
    await vi.advanceTimersByTimeAsync(RECHECK_AFTER_MS / 2);
    dev.change(path.join(root, 'content/projects.ts'));
    await vi.advanceTimersByTimeAsync(RECHECK_AFTER_MS);
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(dev.sent.at(-1)).toEqual({ type: 'full-reload' }));
    expect(dev.logs.at(-1)).toBe('info: content check: content OK');

    dev.connect();
    expect(dev.sent.at(-1)).toEqual({ type: 'full-reload' });
  });

  it('stays quiet while the content is sound', async () => {
    const check = vi.fn(async () => ({ ok: true, report: 'content OK' }));
    const dev = devServer(contentCheckPlugin(root, check));
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    dev.connect();
    expect(dev.sent).toEqual([]);
    expect(dev.logs).toEqual([]);
  });

  it('stops a check under way when the server closes, and says nothing after', async () => {
    let aborted = false;
    const check = vi.fn(
      (signal: AbortSignal) =>
        new Promise<CheckOutcome>((resolve) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve({ ok: false, report: MISTAKE });
          }),
        ),
    );
    const dev = devServer(contentCheckPlugin(root, check));
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    dev.close();
    await vi.waitFor(() => expect(aborted).toBe(true));
    await vi.advanceTimersByTimeAsync(RECHECK_AFTER_MS);
    expect(dev.sent).toEqual([]);
    expect(dev.logs).toEqual([]);
  });

  it('watches the owner’s content and the sample, nothing else', () => {
    expect(isContentFile(root, '/site/content/profile.ts')).toBe(true);
    expect(isContentFile(root, '/site/sample/notes/a.md')).toBe(true);
    expect(isContentFile(root, '/site/src/content/schema.ts')).toBe(false);
    expect(isContentFile(root, '/elsewhere/content/profile.ts')).toBe(false);
  });

  it('stops the real check when asked, saying so', async () => {
    vi.useRealTimers();
    const stop = new AbortController();
    stop.abort();
    expect(await runContentCheck(ROOT, stop.signal)).toEqual({
      ok: false,
      report: expect.stringContaining('did not finish'),
    });
  });

  it('runs the real check, as `npm run check-content` does', async () => {
    vi.useRealTimers();
    expect(await runContentCheck(ROOT)).toEqual({
      ok: true,
      report: expect.stringContaining('content OK'),
    });
  }, 60_000);
});
