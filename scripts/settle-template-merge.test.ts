// An owner of an older version takes in the template's newer one as CUSTOMIZING.md says, its own
// commands run as written: their content, photo and own résumé stay theirs, the template's code
// and sample come whole, and nothing is left in conflict. Proved with git on a small repository
// shaped like the template before content had its own folder.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = 'scripts/settle-template-merge.sh';
const GUIDE = readFileSync(path.join(import.meta.dirname, '..', 'CUSTOMIZING.md'), 'utf8');

/** The first `sh` block of CUSTOMIZING.md after `after`, its lines up to (not with) `until`. */
function guideCommands(after: string, until?: RegExp): string {
  const from = GUIDE.indexOf(after);
  expect(from, `CUSTOMIZING.md says "${after}"`).toBeGreaterThan(-1);
  const block = /```sh\n([\s\S]*?)```/.exec(GUIDE.slice(from))?.[1] ?? '';
  const lines = block.split('\n');
  const end = until ? lines.findIndex((line) => until.test(line)) : -1;
  return (end === -1 ? lines : lines.slice(0, end)).join('\n');
}

let repo = '';
afterEach(() => rmSync(repo, { recursive: true, force: true }));

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Owner',
  GIT_AUTHOR_EMAIL: 'owner@test.invalid',
  GIT_COMMITTER_NAME: 'Owner',
  GIT_COMMITTER_EMAIL: 'owner@test.invalid',
};
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: 'pipe', env: ENV });
/** Runs `commands` in bash as an owner would paste them: each line, whatever the last did. */
const shell = (commands: string) =>
  spawnSync('bash', ['-c', commands], { cwd: repo, encoding: 'utf8', env: ENV });
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
function write(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
}
const commit = (message: string) => {
  git('add', '--all');
  git('commit', '--quiet', '--message', message);
};
/** The template's newer version brings the script with it, as a merge would. */
const withScript = () => {
  mkdirSync(path.join(repo, 'scripts'), { recursive: true });
  copyFileSync(path.join(import.meta.dirname, 'settle-template-merge.sh'), path.join(repo, SCRIPT));
};

/** An empty repository, on the template's branch. */
function newRepository() {
  repo = mkdtempSync(path.join(os.tmpdir(), 'settle-merge-'));
  git('init', '--quiet', '--initial-branch=template');
}

/** The template as it was: content in src/content, its photo and résumé in public/. */
function oldTemplate() {
  newRepository();
  write({
    'src/content/profile.ts': "export const profile = { name: 'Sample' };\n",
    'src/content/projects.ts': 'export const projects = [];\n',
    'src/content/types.ts': "export const PROJECT_CATEGORIES = ['Web'];\n",
    'src/app.ts': 'export const app = 1;\n',
    'api/contact.ts': 'export default 1;\n',
    'public/images/profile.svg': '<svg>sample</svg>\n',
    'public/resume.pdf': 'sample résumé\n',
    'public/favicon.svg': '<svg>sample icon</svg>\n',
    // Names a shell or git could take for patterns or mangle.
    'public/docs/a[1].txt': 'sample a[1]\n',
    'public/docs/a1.txt': 'sample a1\n',
    'public/docs/ü é.txt': 'sample ü é\n',
  });
  commit('Template, the version the owner cloned');
}

/** The template's next version: sample and photo moved to sample/, code changed, files gone. */
function newerTemplate() {
  git('checkout', '--quiet', 'template');
  mkdirSync(path.join(repo, 'sample/images'), { recursive: true });
  git('mv', 'src/content/profile.ts', 'sample/profile.ts');
  git('mv', 'src/content/projects.ts', 'sample/projects.ts');
  git('mv', 'public/images/profile.svg', 'sample/images/profile.svg');
  git('rm', '--quiet', 'public/resume.pdf', 'public/favicon.svg', 'api/contact.ts');
  git('rm', '--quiet', 'public/docs/a[1].txt', 'public/docs/ü é.txt');
  write({
    'public/docs/a1.txt': 'newer a1\n',
    'sample/profile.ts': "export const profile = { name: 'Sample', tagline: 'new' };\n",
    'src/content/types.ts': "export const ACCENTS = ['blue'];\n",
    'src/app.ts': 'export const app = 2;\n',
  });
  withScript();
  commit('Template, the next version');
  // Where the guide's commands find it: fetched from the remote it calls "template".
  git('update-ref', 'refs/remotes/template/main', 'template');
}

describe('taking in a newer template, from a site made before content/ had its own folder', () => {
  const photos = {
    'a photo of their own beside the sample’s': 'public/images/lena.jpg',
    'the sample’s photo overwritten in place': 'public/images/profile.svg',
  };
  for (const [how, photo] of Object.entries(photos)) {
    it(`keeps the owner’s content, ${how} and résumé, takes the template’s code and sample, and leaves no conflict`, () => {
      oldTemplate();
      git('checkout', '--quiet', '-b', 'owner');
      write({
        'src/content/profile.ts': `export const profile = { name: 'Lena', profileImage: '/${photo.slice('public/'.length)}' };\n`,
        'src/content/types.ts': "export const PROJECT_CATEGORIES = ['Web', 'Backend'];\n",
        [photo]: 'my photo\n',
        'public/resume.pdf': 'my résumé\n',
        'public/docs/a[1].txt': 'my a[1]\n',
        'public/docs/ü é.txt': 'my ü é\n',
      });
      commit('My site');
      newerTemplate();
      git('checkout', '--quiet', 'owner');

      const move = shell(guideCommands('If you made your site before content had its own folder'));
      expect(move.status, move.stderr).toBe(0);
      const merge = guideCommands('Then merge', /^npm /);
      expect(merge).toContain(SCRIPT);
      const settled = shell(merge);
      expect(settled.status, settled.stdout + settled.stderr).toBe(0);
      expect(settled.stdout).toMatch(/settled \d+ conflicting file/);

      expect(git('diff', '--name-only', '--diff-filter=U')).toBe('');
      expect(git('status', '--porcelain')).toBe('');
      expect(git('rev-parse', 'HEAD^2').trim()).toBe(git('rev-parse', 'template').trim());
      // The owner's: content, photo (where their profile names it, for migrate-content to take
      // in), own résumé, and files of theirs the template deleted.
      expect(read('content/profile.ts')).toContain("name: 'Lena'");
      expect(read(photo)).toBe('my photo\n');
      expect(read('public/resume.pdf')).toBe('my résumé\n');
      expect(read('public/docs/a[1].txt')).toBe('my a[1]\n');
      expect(read('public/docs/ü é.txt')).toBe('my ü é\n');
      // The template's: its sample and code as it has them, with no conflict markers; the file a
      // pattern "a[1]" would match taken as the template changed it.
      for (const file of [
        'sample/profile.ts',
        'sample/images/profile.svg',
        'src/content/types.ts',
        'public/docs/a1.txt',
      ]) {
        expect(read(file)).toBe(git('show', `template:${file}`));
      }
      expect(existsSync(path.join(repo, 'sample/images/lena.jpg'))).toBe(false);
      // What the template deleted and the owner never changed is gone.
      for (const file of ['api/contact.ts', 'public/favicon.svg', 'src/content/profile.ts']) {
        expect(existsSync(path.join(repo, file)), file).toBe(false);
      }
    });
  }

  it('stops a merge made without moving the content first, and says what to do', () => {
    oldTemplate();
    git('checkout', '--quiet', '-b', 'owner');
    write({ 'src/content/profile.ts': "export const profile = { name: 'Lena' };\n" });
    commit('My site');
    newerTemplate();
    git('checkout', '--quiet', 'owner');
    shell('git merge template');
    const settled = shell(`bash ${SCRIPT}`);
    expect(settled.status).toBe(1);
    expect(settled.stderr).toContain('git merge --abort');
    expect(settled.stderr).toContain('content/');
  });

  it('says so when no merge is under way', () => {
    oldTemplate();
    withScript();
    const settled = shell(`bash ${SCRIPT}`);
    expect(settled.status).toBe(1);
    expect(settled.stderr).toContain('No merge is under way');
  });
});

describe('the first merge of a repository made with "Use this template"', () => {
  it('takes the template’s code, keeps the owner’s content and lists the files the template no longer has', () => {
    // The template's newer version, on its own.
    newRepository();
    write({
      'src/app.ts': 'export const app = 2;\n',
      'sample/profile.ts': "export const profile = { name: 'Sample' };\n",
      'package.json': '{ "version": "2.0.0" }\n',
      'public/_headers': '/*.bib\n  Content-Type: text/plain\n',
    });
    withScript();
    commit('Template, the next version');
    // The owner's repository: a copy of an older tree, no history in common, with their content.
    git('checkout', '--quiet', '--orphan', 'owner');
    git('rm', '-r', '--quiet', '--cached', '.');
    rmSync(path.join(repo, 'scripts'), { recursive: true });
    write({
      'src/app.ts': 'export const app = 1;\n',
      'sample/profile.ts': "export const profile = { name: 'Sample, old' };\n",
      'package.json': '{ "version": "1.0.0" }\n',
      'public/_headers': '/*\n  X-Old: 1\n',
      'public/resume.pdf': 'my résumé\n',
      'api/contact.ts': 'export default 1;\n',
      'content/profile.ts': "export const profile = { name: 'Lena' };\n",
    });
    commit('My site, from the template');

    shell('git merge --allow-unrelated-histories template');
    const settled = shell(`bash ${SCRIPT}`);
    expect(settled.status, settled.stderr).toBe(0);
    expect(settled.stdout).toMatch(/no longer has these files[\s\S]*api\/contact\.ts/);
    expect(settled.stdout).not.toMatch(/^\s+content\//m);
    git('commit', '--quiet', '--no-edit');

    expect(git('diff', '--name-only', '--diff-filter=U')).toBe('');
    // The template's own file in public/ is the template's: with no history, no one can tell
    // whether the owner changed it. The owner's own files there stay.
    expect(settled.stdout).toContain("took the template's public/_headers");
    expect(read('public/resume.pdf')).toBe('my résumé\n');
    for (const file of ['src/app.ts', 'sample/profile.ts', 'package.json', 'public/_headers']) {
      expect(read(file)).toBe(git('show', `template:${file}`));
    }
    expect(read('content/profile.ts')).toContain("name: 'Lena'");
  });
});
