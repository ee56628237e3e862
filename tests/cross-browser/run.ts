// The cross-browser journeys: the built site (DIST_DIR, default dist) served by server/start.ts,
// driven in Firefox and WebKit in parallel, at a desktop and a phone width. Screenshots land in
// test-results/browsers/. The last line reads "N passed, N failed".
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureBrowsers, type BrowserPaths } from '../../scripts/ensure-browsers.ts';
import {
  launchFirefox,
  launchWebKit,
  withTimeout,
  type Engine,
  type EngineName,
} from './engines.ts';
import { JOURNEYS, runJourney, type JourneyContext, type Viewport } from './journeys.ts';
import { startProxy } from './proxy.ts';
import { PRINT_JOURNEY } from './print.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const OUT = path.join(ROOT, 'test-results', 'browsers');
const DIST = process.env.DIST_DIR ?? 'dist';
const JOURNEY_TIMEOUT_MS = 60_000;
const REPEAT = Math.max(1, Number(process.env.REPEAT) || 1);

const VIEWPORTS: Viewport[] = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

interface Result {
  engine: EngineName;
  viewport: string;
  journey: string;
  error?: string;
  /** The driver's own failure that made the journey run a second time (DRIVER_FAULTS). */
  driverFault?: string;
}

/**
 * Failures of a browser's driver, not of the page, seen and documented: WebKitWebDriver now and
 * then answers a script call with a result it cannot serialise ("Could not parse script result"),
 * whatever the script. A journey that meets one runs once more; nothing else is run again.
 */
const DRIVER_FAULTS = [/Could not parse script result/];
const isDriverFault = (message: string): boolean =>
  DRIVER_FAULTS.some((fault) => fault.test(message));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startSite(port: number, outboxDir: string): Promise<ChildProcess> {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: DIST,
      OUTBOX_DIR: outboxDir,
    },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`The site's server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function runEngine(
  launch: () => Promise<Engine>,
  baseURL: string,
  outboxDir: string,
): Promise<{ version: string; results: Result[] }> {
  const engine = await launch();
  const results: Result[] = [];
  try {
    for (const viewport of VIEWPORTS) {
      let session = await engine.open(viewport.width, viewport.height);
      const contextOf = (current: typeof session): JourneyContext => ({
        session: current,
        viewport,
        baseURL,
        outboxDir,
        shot: (name) => path.join(OUT, engine.name, `${viewport.name}-${name}.png`),
      });
      // ONLY=<words> runs the journeys whose name has them, for working on one.
      // REPEAT=<n> runs them, in order, n times over, for hunting a failure that comes now and
      // then (perhaps only after another journey).
      const chosen = [...JOURNEYS, PRINT_JOURNEY].filter(
        (j) => (j.when?.(contextOf(session)) ?? true) && j.name.includes(process.env.ONLY ?? ''),
      );
      const journeys = Array.from({ length: REPEAT }, () => chosen).flat();
      for (const journey of journeys) {
        const started = Date.now();
        const result: Result = {
          engine: engine.name,
          viewport: viewport.name,
          journey: journey.name,
        };
        // No retries: a journey that fails, fails. The one exception is a fault of the driver
        // itself, not of the page (DRIVER_FAULTS): that journey runs once more in a fresh window,
        // and the run reports it, counted, as the driver's.
        for (let attempt = 1; ; attempt += 1) {
          const context = contextOf(session);
          try {
            await withTimeout(runJourney(journey, context), JOURNEY_TIMEOUT_MS, journey.name);
            delete result.error;
            break;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            result.error = message;
            await session.screenshot(context.shot(`failed-${results.length}`)).catch(() => {});
            await session.close().catch(() => {});
            try {
              session = await engine.open(viewport.width, viewport.height);
            } catch (reopen) {
              // Say what failed before the browser that could not start again ends the engine's run.
              console.log(`✗ ${engine.name} ${viewport.name} › ${journey.name}\n    ${message}`);
              throw reopen;
            }
            if (attempt > 1 || !isDriverFault(message)) break;
            result.driverFault = message;
          }
        }
        results.push(result);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const mark = result.error ? '✗' : result.driverFault ? '↻' : '✓';
        console.log(`${mark} ${engine.name} ${viewport.name} › ${journey.name} (${seconds} s)`);
        if (result.driverFault)
          console.log(`    driver fault on the first run: ${result.driverFault}`);
        if (result.error) console.log(`    ${result.error}`);
      }
      await session.close();
    }
  } finally {
    await engine.quit().catch(() => {});
  }
  return { version: engine.version, results };
}

async function main(): Promise<number> {
  const paths: BrowserPaths = ensureBrowsers();
  if (!existsSync(path.resolve(ROOT, DIST, 'index.html'))) {
    console.error(`No built site in ${DIST}/: run "npm run build" first (or set DIST_DIR).`);
    return 1;
  }
  rmSync(OUT, { recursive: true, force: true });
  const outboxDir = path.join(OUT, 'outbox');
  const sitePort = await freePort();
  const site = await startSite(sitePort, outboxDir);
  const proxy = await startProxy(await freePort(), sitePort);
  const address = proxy.address();
  const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    // BROWSERS=firefox (or webkit) runs one engine, for working on it.
    const wanted = (process.env.BROWSERS ?? 'firefox,webkit').split(',');
    const engines: [string, () => Promise<Engine>][] = [
      ['Firefox', () => launchFirefox(paths)],
      ['WebKit', () => launchWebKit(paths, path.join(OUT, 'webkit-config'))],
    ];
    const chosen = engines.filter(([name]) => wanted.includes(name.toLowerCase()));
    const runs = await Promise.allSettled(
      chosen.map(([, launch]) => runEngine(launch, baseURL, outboxDir)),
    );
    let passed = 0;
    let failed = 0;
    console.log('');
    runs.forEach((run, index) => {
      const name = chosen[index][0];
      if (run.status === 'rejected') {
        failed += 1;
        console.log(`${name}: could not run: ${String(run.reason)}`);
        return;
      }
      const ok = run.value.results.filter((r) => !r.error).length;
      const bad = run.value.results.length - ok;
      const faults = run.value.results.filter((r) => r.driverFault && !r.error).length;
      passed += ok;
      failed += bad;
      const retried = faults ? ` (${faults} run again after a driver fault)` : '';
      console.log(`${name} ${run.value.version}: ${ok} passed${retried}, ${bad} failed`);
    });
    console.log(`Screenshots: ${path.relative(ROOT, OUT)}/`);
    console.log(`${passed} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    proxy.close();
    site.kill();
  }
}

// Interrupted, still run the exit handlers that stop the browsers' drivers.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
process.exitCode = await main();
