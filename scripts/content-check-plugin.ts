// `npm run dev` checks the content as the build does: when the dev server starts and after each
// change under content/ (or the sample), in a child process of its own, since a module Node has
// imported once is not read again. A mistake is said in the terminal and over the page (Vite's
// error overlay), with the check's own words, instead of a blank page and a stack in the browser's
// console; once it is fixed, the page reloads.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from './content-dir.ts';

/** What one run of the check said: `ok` false with its report when the content has a mistake. */
export interface CheckOutcome {
  ok: boolean;
  report: string;
}

/** How long edits may follow one another before the check runs again. */
export const RECHECK_AFTER_MS = 300;
const PLUGIN = 'portfolio content check';

/** Longer than the check ever takes; one that hangs is stopped, and the next save tries again. */
export const CHECK_TIMEOUT_MS = 60_000;

/**
 * Runs `npm run check-content`'s script in its own Node, as an owner would; `signal` stops it (the
 * dev server closing), and so does {@link CHECK_TIMEOUT_MS}.
 */
export function runContentCheck(root: string, signal?: AbortSignal): Promise<CheckOutcome> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const stops = [AbortSignal.timeout(CHECK_TIMEOUT_MS), ...(signal ? [signal] : [])];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, 'scripts/check-content.ts'], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      signal: AbortSignal.any(stops),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) =>
      resolve({
        ok: false,
        report:
          error.name === 'AbortError'
            ? `the content check did not finish within ${CHECK_TIMEOUT_MS / 1000} s; save again to retry, or run npm run check-content`
            : String(error),
      }),
    );
    child.on('close', (code) => resolve({ ok: code === 0, report: output.trim() }));
  });
}

/** True for a file whose change may change what the check says: anything in a content folder. */
export function isContentFile(root: string, file: string): boolean {
  const relative = path.relative(root, file).split(path.sep)[0];
  return relative === OWNER_CONTENT_DIR || relative === SAMPLE_CONTENT_DIR;
}

export function contentCheckPlugin(
  root: string,
  check: (signal: AbortSignal) => Promise<CheckOutcome> = (signal) => runContentCheck(root, signal),
): Plugin {
  return {
    name: 'portfolio-content-check',
    // The dev server only: vitest runs a server too, and checks the content in tests of its own.
    apply: (_config, { command }) => command === 'serve' && !process.env.VITEST,
    configureServer(server: ViteDevServer) {
      let failed: string | undefined;
      let running = false;
      let again = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Stops a check under way when the server closes: no child outlives it.
      const closing = new AbortController();
      const { logger } = server.config;
      const show = (report: string) =>
        server.ws.send({ type: 'error', err: { message: report, stack: '', plugin: PLUGIN } });

      const run = async (): Promise<void> => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        const { ok, report } = await check(closing.signal);
        running = false;
        if (closing.signal.aborted) return;
        if (!ok) {
          if (report !== failed) logger.error(`content check:\n${report}`, { timestamp: true });
          failed = report;
          show(report);
        } else if (failed !== undefined) {
          failed = undefined;
          logger.info('content check: content OK', { timestamp: true });
          server.ws.send({ type: 'full-reload' });
        }
        if (again) {
          again = false;
          await run();
        }
      };

      void run();
      server.watcher.on('all', (_event, file) => {
        if (!isContentFile(root, file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => void run(), RECHECK_AFTER_MS);
      });
      // A page opened (or reloaded) while the content has a mistake hears of it too.
      server.ws.on('connection', () => {
        if (failed !== undefined) show(failed);
      });
      server.httpServer?.on('close', () => {
        clearTimeout(timer);
        closing.abort();
      });
    },
  };
}
