// An owner who takes in the template's next version meets no conflict in their content: the
// template changes its sample and its code, never the owner's content/ folder. Proved with git,
// as an owner would do it: their commit on the version they cloned, merged with a newer one.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from './content-dir';
import { newContent } from './new-content';
import { makeScratchCopy } from './scratch-copy';

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@test.invalid', ...args], {
    cwd: repo,
    encoding: 'utf8',
    stdio: 'pipe',
  });
const tracked = (folder: string) => git('ls-files', folder).split('\n').filter(Boolean);

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'template-update-'));
  // The version the owner cloned: the template as it is, with nobody's content in it.
  makeScratchCopy({
    dest: repo,
    exclude: (file) =>
      file.startsWith(`${OWNER_CONTENT_DIR}/`) || file.startsWith('tests/content-'),
  });
  rmSync(path.join(repo, 'node_modules'), { force: true });
  git('init', '--quiet', '--initial-branch=template');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'Template, the version the owner cloned');
}, 60_000);

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('taking in a newer template', () => {
  it('merges with no conflict in the owner’s content, which stays as they wrote it', () => {
    // The owner makes the site theirs.
    git('checkout', '--quiet', '-b', 'owner');
    expect(newContent(repo).ok).toBe(true);
    const profile = path.join(repo, OWNER_CONTENT_DIR, 'profile.ts');
    writeFileSync(profile, `${readFileSync(profile, 'utf8')}\n// Mine now.\n`);
    git('add', '--all');
    git('commit', '--quiet', '--message', 'My content');
    const mine = git('rev-parse', 'HEAD').trim();

    // The template's next version changes every file of its sample, adds one, and moves code on.
    git('checkout', '--quiet', 'template');
    const sample = tracked(SAMPLE_CONTENT_DIR).filter((file) => /\.(ts|json)$/.test(file));
    expect(sample.length).toBeGreaterThan(0);
    for (const file of sample) {
      const text = file.endsWith('.json') ? '\n' : '\n// The sample, reworded.\n';
      appendFileSync(path.join(repo, file), text);
    }
    writeFileSync(path.join(repo, SAMPLE_CONTENT_DIR, 'talks.ts'), 'export const talks = [];\n');
    appendFileSync(path.join(repo, 'src/content/schema.ts'), '\n// A newer schema.\n');
    git('add', '--all');
    git('commit', '--quiet', '--message', 'Template, the next version');

    git('checkout', '--quiet', 'owner');
    git('merge', '--no-edit', '--quiet', 'template');
    expect(git('diff', '--name-only', '--diff-filter=U')).toBe('');
    expect(git('diff', '--stat', mine, 'HEAD', '--', OWNER_CONTENT_DIR)).toBe('');
    expect(git('diff', '--name-only', mine, 'HEAD', '--', SAMPLE_CONTENT_DIR)).not.toBe('');
  }, 60_000);
});
