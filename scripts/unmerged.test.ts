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
    expect(problem).toContain('bash <(git show MERGE_HEAD:scripts/settle-template-merge.sh)');
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

  it('leaves alone what only looks like a conflict, and a note that shows one on purpose', () => {
    write('notes.md', `${MARK.ours}not a marker\n${MARK.sep}\n`);
    write('half.ts', `// ${MARK.ours} HEAD\n${MARK.ours} HEAD\nexport const a = 1;\n`);
    // A note about git, its example conflict in a code block.
    write(
      'git-note.md',
      ['```', `${MARK.ours} HEAD`, 'mine', MARK.sep, 'theirs', `${MARK.theirs} main`, '```'].join(
        '\n',
      ),
    );
    git('add', '--all');
    git('commit', '--quiet', '-m', 'Notes');
    expect(unmergedProblem(repo)).toBe('');
  });

  it('sends a merge of the owner’s own branch to be settled by hand, not by the template’s command', () => {
    git('checkout', '--quiet', '-b', 'draft');
    write('content.ts', "export const content = 'draft';\n");
    git('add', '--all');
    git('commit', '--quiet', '-m', 'A draft');
    git('checkout', '--quiet', 'template');
    write('content.ts', "export const content = 'main';\n");
    git('add', '--all');
    git('commit', '--quiet', '-m', 'Main');
    // The branch merged holds a content/ folder: an owner's, not the template's.
    git('checkout', '--quiet', 'draft');
    execFileSync('mkdir', ['-p', path.join(repo, 'content')]);
    write('content/profile.ts', 'export const profile = {};\n');
    git('add', '--all');
    git('commit', '--quiet', '-m', 'My content');
    git('checkout', '--quiet', 'template');
    expect(() => git('merge', 'draft')).toThrow();
    const problem = unmergedProblem(repo);
    expect(problem).toContain('content.ts holds');
    expect(problem).not.toContain('settle-template-merge');
  });
});
