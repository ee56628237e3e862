import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unmergedProblem } from './unmerged';

let repo = '';
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@test.invalid', ...args], {
    cwd: repo,
    encoding: 'utf8',
    stdio: 'pipe',
  });
const write = (file: string, text: string) => writeFileSync(path.join(repo, file), text);
const MARK = { ours: '<'.repeat(7), sep: '='.repeat(7), theirs: '>'.repeat(7) };

beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'unmerged-'));
  git('init', '--quiet', '--initial-branch=template');
  write('types.ts', "export const A = ['Web'];\n");
  write('app.ts', 'export const app = 1;\n');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'Template');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

/** The owner and the template both change types.ts, and the owner merges. */
function conflictingMerge() {
  git('checkout', '--quiet', '-b', 'owner');
  write('types.ts', "export const A = ['Web', 'Backend'];\n");
  git('commit', '--quiet', '-am', 'Mine');
  git('checkout', '--quiet', 'template');
  write('types.ts', "export const B = ['blue'];\n");
  git('commit', '--quiet', '-am', 'Newer');
  git('checkout', '--quiet', 'owner');
  expect(() => git('merge', 'template')).toThrow();
}

describe('unmergedProblem', () => {
  it('is empty for a settled checkout', () => {
    expect(unmergedProblem(repo)).toBe('');
  });

  it('is empty outside a git checkout (a downloaded copy)', () => {
    const plain = mkdtempSync(path.join(os.tmpdir(), 'unmerged-plain-'));
    writeFileSync(path.join(plain, 'types.ts'), `${MARK.ours} HEAD\n`);
    try {
      expect(unmergedProblem(plain)).toBe('');
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('names a file a merge left in conflict, and the command that settles it', () => {
    conflictingMerge();
    const problem = unmergedProblem(repo);
    expect(problem).toContain('types.ts holds');
    expect(problem).toContain('bash scripts/settle-template-merge.sh');
    expect(problem).not.toContain('app.ts');
  });

  it('names a file committed with conflict markers, and how to take the template’s side', () => {
    conflictingMerge();
    git('add', '--all');
    git('commit', '--quiet', '--no-edit');
    const problem = unmergedProblem(repo);
    expect(problem).toContain('committed unsettled: types.ts holds');
    expect(problem).toContain('git checkout template/main -- <file>');
  });

  it('leaves alone a line that only looks like a marker', () => {
    write('notes.md', `${MARK.ours}not a marker\n${MARK.sep}\n`);
    git('add', '--all');
    git('commit', '--quiet', '-m', 'A note');
    expect(unmergedProblem(repo)).toBe('');
  });
});
