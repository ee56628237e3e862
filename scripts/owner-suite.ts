// Runs the project as a new owner would have it: a clean copy (no dist/, nothing built) with a
// second content set laid over src/content, then
//   1. the GitHub Pages workflow's own `run:` steps, in order, with a sub-path base, as a fresh
//      runner would (npm ci excepted: node_modules is linked, not installed again);
//      (its type check covers the owner's content, which sits in src/content there);
//   2. a root build, the end-to-end suite (less the tests tagged @content-free, which cannot
//      differ here; every shape a test needs must be in the set) and the Firefox and WebKit
//      journeys against it.
// `npm test` runs it after the sample's own suite: every test must hold for any valid content.
// Usage: tsx scripts/owner-suite.ts [content-set folder, default tests/content-alt] [--partial]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { makeScratchCopy, ROOT } from './scratch-copy.ts';

const overlay = path.resolve(ROOT, process.argv[2] ?? 'tests/content-alt');
/**
 * --partial: a set that does not carry every shape a test asks for (tests that need one it lacks
 * are skipped, not failed), whose Firefox and WebKit journeys the full set already runs.
 */
const partial = process.argv.includes('--partial');
const name = path.basename(overlay);
const dest = path.join(os.tmpdir(), `portfolio-owner-${name}`);
/** What the Pages address step would answer for a project site. */
const PAGES = { base_path: '/portfolio', base_url: 'https://owner.example.io/portfolio' };

interface WorkflowStep {
  name?: string;
  run?: string;
  env?: Record<string, string>;
}

/** Replaces `${{ … }}` with what a fresh repository's runner would see: no secrets, no variables. */
export function evaluate(value: string): string {
  return value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
    for (const part of expression.split('||').map((p) => p.trim())) {
      const output = /^steps\.pages\.outputs\.(\w+)$/.exec(part)?.[1];
      if (output && output in PAGES) return PAGES[output as keyof typeof PAGES];
    }
    return '';
  });
}

/** The build job's shell steps, in order. */
export function workflowRunSteps(file = path.join(ROOT, '.github/workflows/deploy.yml')) {
  const workflow = parse(readFileSync(file, 'utf8')) as {
    jobs: Record<string, { steps: WorkflowStep[] }>;
  };
  const job = workflow.jobs.build;
  if (!job) throw new Error('deploy.yml has no "build" job');
  return job.steps.filter((step): step is WorkflowStep & { run: string } => Boolean(step.run));
}

function run(label: string, command: string, env: Record<string, string> = {}): void {
  console.log(`\n[owner: ${name}] ${label}: ${command}`);
  const result = spawnSync('bash', ['-c', command], {
    cwd: dest,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true', ...env },
  });
  if (result.status !== 0) {
    console.error(`[owner: ${name}] "${label}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  makeScratchCopy({
    dest,
    overlay,
    // SCRATCH_FROM=HEAD (or any commit) copies that commit, leaving uncommitted work out.
    from: process.env.SCRATCH_FROM,
    // The other content sets stay out of the owner's copy, as they would in a real one.
    exclude: (file) => file.startsWith('tests/content-'),
  });
  console.log(`[owner: ${name}] clean copy with ${path.relative(ROOT, overlay)} at ${dest}`);

  for (const step of workflowRunSteps()) {
    if (/^npm (ci|install)\b/.test(step.run)) continue;
    const env = Object.fromEntries(
      Object.entries(step.env ?? {}).map(([key, value]) => [key, evaluate(String(value))]),
    );
    run(`workflow step "${step.name ?? step.run}"`, step.run, env);
  }
  run('root build', 'npm run build');
  // Tests tagged @content-free (tests/e2e/tags.ts) ran on the same code already.
  // This set is the template's own fixture: it has every shape a test asks for (tests/e2e/fixtures.ts
  // `given`), so a test that would skip for want of one fails here instead. Each test runs somewhere.
  run('end-to-end suite', 'npx playwright test --grep-invert @content-free', {
    E2E_PORT: '4274',
    ...(partial ? {} : { E2E_REQUIRE_SHAPES: '1' }),
  });
  if (!partial) run('cross-browser journeys', 'npm run test:browsers');
  console.log(`[owner: ${name}] passed in ${Math.round((Date.now() - started) / 1000)} s`);
}
