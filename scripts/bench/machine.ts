// The machine a benchmark ran on, so a reader can tell a slow page from a busy computer.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { median } from './statistics.ts';
import { ROOT } from './settings.ts';

export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  chromium: string;
  node: string;
  lighthouse: string;
  platform: string;
  /** The 1-minute load average when the bench started: other work on the machine skews runs. */
  loadAverageAtStart: number;
  /** Lighthouse's CPU benchmark over every run, min/median/max; lower means a busier machine. */
  benchmarkIndex: { min: number; median: number; max: number };
  /** The mobile runs' CPU slowdown, calibrated to the index before each run (calibration.ts). */
  cpuSlowdown: { min: number; median: number; max: number };
}

const spread = (values: number[], round: (value: number) => number) => ({
  min: Math.min(...values),
  median: round(median(values)),
  max: Math.max(...values),
});

function chromiumVersion(chromePath: string): string {
  const out = execFileSync(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
  return out.toString().trim();
}

/**
 * benchmarkIndexes are every run's Lighthouse benchmark index, already rounded; cpuSlowdowns are
 * the mobile runs' slowdowns.
 */
export async function describeMachine(
  chromePath: string,
  loadAverageAtStart: number,
  benchmarkIndexes: number[],
  cpuSlowdowns: number[],
): Promise<Machine> {
  const lighthouseJson = JSON.parse(
    await readFile(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  return {
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    chromium: chromiumVersion(chromePath),
    node: process.versions.node,
    lighthouse: lighthouseJson.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageAtStart,
    benchmarkIndex: spread(benchmarkIndexes, Math.round),
    cpuSlowdown: spread(cpuSlowdowns, (value) => Math.round(value * 100) / 100),
  };
}
