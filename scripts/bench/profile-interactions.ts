// `npx tsx scripts/bench/profile-interactions.ts [name filter]`: where an interaction's time goes.
// The same interactions, page state and calibrated CPU slowdown as `npm run bench:interactions`,
// with a Chromium trace and a JavaScript CPU profile taken around the visitor's input. Prints the
// main thread's time from the input until the result is painted by kind of work (script, style,
// layout, paint, ...), its tasks over 16 ms, and the functions that took the most time.
// A tool for finding causes, not a benchmark: it writes nothing but bench/profiles/.
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { serve } from '../../server/serve.ts';
import { CHROMIUM_ARGS } from '../browser.ts';
import { requireChromium } from '../ensure-chromium.ts';
import { benchmarkIndexIn, cpuSlowdownFor } from './calibration.ts';
import { INTERACTIONS, recordInputs, watchForResult } from './interaction-steps.ts';
import { interactionSiteDir, ROOT } from './settings.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; url?: string; functionName?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The main thread's complete events in [from, to] (µs), each with its time less its children's. */
function selfTimes(events: TraceEvent[], from: number, to: number) {
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const onMain = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
    .filter((e) => e.ts + (e.dur ?? 0) >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byName = new Map<string, number>();
  const tasks: { ts: number; dur: number }[] = [];
  const stack: { end: number; event: TraceEvent; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      const self = (done.event.dur ?? 0) - done.children;
      const label =
        done.event.name === 'EventDispatch'
          ? `EventDispatch(${done.event.args?.data?.type})`
          : done.event.name;
      byName.set(label, (byName.get(label) ?? 0) + self);
    }
  };
  for (const event of onMain) {
    close(event.ts);
    const dur = event.dur ?? 0;
    if (stack.length) stack.at(-1)!.children += dur;
    else if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') {
      tasks.push({ ts: event.ts, dur });
    }
    stack.push({ end: event.ts + dur, event, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return { byName, tasks };
}

/** Self time per function (ms) from a V8 CPU profile. */
function hotFunctions(profile: CpuProfile): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function profileOnce(
  page: Page,
  cdp: CDPSession,
  origin: string,
  step: (typeof INTERACTIONS)[number],
  out: string,
) {
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await step.prepare(page);
  await watchForResult(page, step.result);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'],
  });
  await step.act(page);
  await page.waitForFunction(() => (window as unknown as { __resultAt: number }).__resultAt > 0);
  const { inputAt, resultAt, timeOrigin } = await page.evaluate(() => {
    const w = window as unknown as { __inputAt: number[]; __resultAt: number };
    return { inputAt: w.__inputAt.at(-1) ?? 0, resultAt: w.__resultAt, timeOrigin: 0 };
  });
  void timeOrigin;
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await writeFile(`${out}.json`, JSON.stringify(trace));
  await writeFile(`${out}.cpuprofile`, JSON.stringify(profile));
  // Trace time is µs on the monotonic clock; the page's performance.now() is ms since navigation.
  const navStart = trace.traceEvents.find((e) => e.name === 'navigationStart')?.ts;
  const pointer = trace.traceEvents
    .filter(
      (e) => e.name === 'EventDispatch' && /pointerdown|keydown/.test(e.args?.data?.type ?? ''),
    )
    .at(-1);
  const from = pointer?.ts ?? (navStart ?? 0) + inputAt * 1000;
  const to = from + (resultAt - inputAt) * 1000;
  return {
    ...selfTimes(trace.traceEvents, from - 2000, to),
    toResultMs: resultAt - inputAt,
    profile,
  };
}

async function main() {
  const executablePath = requireChromium();
  const only = process.argv[2];
  const server = await serve({
    dir: interactionSiteDir(),
    port: 0,
    precompressed: true,
    siteHeaders: false,
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const outDir = path.join(ROOT, 'bench/profiles');
  await mkdir(outDir, { recursive: true });
  try {
    const probe = await browser.newPage();
    const index = await benchmarkIndexIn((benchmark) => probe.evaluate(benchmark));
    await probe.close();
    const slowdown = cpuSlowdownFor(index);
    console.log(`benchmark index ${index}, CPU slowed ${slowdown}×`);
    for (const [n, step] of INTERACTIONS.entries()) {
      if (only && !step.name.includes(only)) continue;
      const context = await browser.newContext(step.device);
      const page = await context.newPage();
      await page.addInitScript(recordInputs);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const result = await profileOnce(page, cdp, origin, step, path.join(outDir, `step-${n}`));
      await context.close();
      const ms = (us: number) => Math.round(us / 100) / 10;
      console.log(`\n## ${step.name}: result painted after ${Math.round(result.toResultMs)} ms`);
      const kinds = [...result.byName].sort((a, b) => b[1] - a[1]).slice(0, 14);
      console.log(kinds.map(([name, us]) => `  ${name.padEnd(40)} ${ms(us)} ms`).join('\n'));
      const long = result.tasks.filter((task) => task.dur > 16_000).map((task) => ms(task.dur));
      console.log(`  tasks over 16 ms: ${long.join(', ') || 'none'}`);
      console.log('  hottest functions (self, throttled ms):');
      for (const [name, time] of hotFunctions(result.profile).slice(0, 18)) {
        console.log(`    ${name.padEnd(60)} ${Math.round(time * 10) / 10}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
