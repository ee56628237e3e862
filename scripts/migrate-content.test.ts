import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MODULES } from '../src/content/schema';
import { formatProblem, validateContent } from '../src/content/validate';
import { statRow } from '../src/lib/stats';
import { existsInProject, formatMismatch, loadContent, ROOT } from './check-content';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from './content-dir';
import { migrateFolder } from './migrate-content';
import { nearestAccent } from './migrate/gradients-to-accents';
import { hasSampleStats } from './migrate/figures-to-stats';
import { CONTENT_FORMAT, formatFileText } from './migrate/formats';

/** The template's sample, whatever content the project is built from. */
const CONTENT_DIR = path.join(ROOT, SAMPLE_CONTENT_DIR);

// One folder per earlier format, as an owner of that format had it: content/ (their content
// folder) and public/ (their public files).
const OLD_FORMATS = path.join(ROOT, 'tests/old-formats');
const FORMATS = readdirSync(OLD_FORMATS)
  .map(Number)
  .filter(Number.isInteger)
  .sort((a, b) => a - b);
/** The .ts files of the sample's folder that are not content modules: the template's code. */
const OWNER_MODULES = new Set(Object.values(CONTENT_MODULES).map(({ file }) => file));
const TEMPLATE_CODE = readdirSync(CONTENT_DIR).filter(
  (file) => /\.tsx?$/.test(file) && !OWNER_MODULES.has(file),
);
/** Where the content folder sits in a project, so the check finds the files it names. */
const CONTENT_FOLDER = OWNER_CONTENT_DIR;

/**
 * A project of its own holding the owner files of format `format`, with this format.json; or,
 * `merged`, with what a merge of the template of format 6 brought: the sample's stats.ts (it had
 * no format.json yet, and kept its sample beside the owner's content).
 */
function projectOf(format: number, formatFile?: number | 'merged') {
  const root = mkdtempSync(path.join(tmpdir(), `format-${format}-`));
  const dir = path.join(root, CONTENT_FOLDER);
  cpSync(path.join(OLD_FORMATS, String(format), 'content'), dir, { recursive: true });
  const publicFiles = path.join(OLD_FORMATS, String(format), 'public');
  if (existsSync(publicFiles)) cpSync(publicFiles, path.join(root, 'public'), { recursive: true });
  // The template's own code beside the owner's modules, as in a project's content folder.
  for (const file of TEMPLATE_CODE) cpSync(path.join(CONTENT_DIR, file), path.join(dir, file));
  if (formatFile === 'merged') {
    cpSync(path.join(CONTENT_DIR, 'stats.ts'), path.join(dir, 'stats.ts'));
  } else if (formatFile !== undefined) {
    writeFileSync(path.join(dir, 'format.json'), formatFileText(formatFile));
  }
  return { root, dir };
}

/** A copy to read from: modules once imported from a folder stay cached as they were. */
function copyOf(root: string) {
  const copy = mkdtempSync(path.join(tmpdir(), 'migrated-'));
  cpSync(root, copy, { recursive: true });
  return { root: copy, dir: path.join(copy, CONTENT_FOLDER) };
}

async function migrate(dir: string, root: string) {
  const lines: string[] = [];
  const result = await migrateFolder(dir, { root, log: (line) => lines.push(line) });
  return { ...result, lines };
}

/** What the content check says of a project: its one format line, or its problems. */
async function check({ root, dir }: { root: string; dir: string }) {
  const mismatch = await formatMismatch(dir, root);
  if (mismatch) return [mismatch];
  const { content, unloaded } = await loadContent(dir);
  const exists = (file: string) => existsInProject(file, root);
  return [...unloaded, ...validateContent(content, exists).map(formatProblem)];
}

const RUN = `this template reads format ${CONTENT_FORMAT}: run \`npm run migrate-content\``;

describe.each(FORMATS)('content written for format %i', (format) => {
  it.each([
    [
      'no format.json',
      undefined,
      new RegExp(`written for format 1 \\(it has no format.json\\), ${RUN}`),
    ],
    ['its own format.json', format, new RegExp(`written for format ${format}, ${RUN}`)],
    // A merge of the template of format 6 brought the sample's stats.ts: the content's fields tell.
    [
      "the sample's stats.ts a merge brought",
      'merged' as const,
      new RegExp(`written for format [1-${CONTENT_FORMAT - 1}] \\(it[^)]*\\), ${RUN}`),
    ],
  ])(
    'with %s: one line from the check, then migrated, checked and left alone',
    async (_, file, says) => {
      const project = projectOf(format, file);
      const mismatch = await formatMismatch(project.dir, project.root);
      expect(mismatch).toMatch(says);
      expect(mismatch?.startsWith(`${CONTENT_FOLDER} is written`)).toBe(true);

      const { lines, current } = await migrate(project.dir, project.root);
      expect(current).toBe(true);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line.startsWith(project.dir + path.sep))).toBe(true);
      expect(JSON.parse(readFileSync(path.join(project.dir, 'format.json'), 'utf8'))).toEqual({
        format: CONTENT_FORMAT,
      });

      const migrated = copyOf(project.root);
      expect(await check(migrated)).toEqual([]);
      expect(hasSampleStats(migrated.dir)).toBe(false);
      for (const file of TEMPLATE_CODE) {
        expect(readFileSync(path.join(migrated.dir, file), 'utf8')).toBe(
          readFileSync(path.join(CONTENT_DIR, file), 'utf8'),
        );
      }
      expect(await migrate(migrated.dir, migrated.root)).toEqual({
        written: 0,
        current: true,
        lines: [],
      });
    },
  );
});

describe('content of format 1, migrated', async () => {
  const old = projectOf(1);
  const before = await loadContent(old.dir);
  const figures = before.content.figures as Record<string, string>;
  const oldProfile = before.content.profile as unknown as Record<string, unknown> & {
    social: { github: string; linkedin: string };
  };
  const { lines } = await migrate(old.dir, old.root);
  const { content } = await loadContent(copyOf(old.root).dir);

  it('says what it changed in which file', () => {
    const files = new Set(lines.map((line) => path.basename(line.split(': ')[0]!)));
    // Every module (each imported its types from beside it), and the files it added.
    expect([...files].sort()).toEqual([
      'about.ts',
      'categories.ts',
      'certificates.ts',
      'experience.ts',
      'figures.ts',
      'format.json',
      'profile.ts',
      'projects.ts',
      'publications.ts',
      'skills.ts',
      'stats.ts',
    ]);
  });

  it('takes the photo into the content folder', () => {
    const photo = oldProfile.profileImage as string;
    expect(content.profile.profileImage).toBe(`images/${path.basename(photo)}`);
    expect(readFileSync(path.join(old.dir, content.profile.profileImage!))).toEqual(
      readFileSync(path.join(old.root, 'public', photo)),
    );
    expect(content.profile).not.toHaveProperty('profileImageSize');
  });

  it("keeps the owner's own résumé PDF", () => {
    expect(content.profile.resume).toBe(oldProfile.resume);
    expect(content.profile.resumePdf).toBe('own');
  });

  it('keeps the colours the page showed and the links', () => {
    // Each class string became the accent that draws it.
    const categories = before.content.skillCategories as unknown as Array<{ bgGradient: string }>;
    expect(content.skillCategories.map((c) => c.accent)).toEqual(
      categories.map((c) => nearestAccent(c.bgGradient)?.name),
    );
    expect(content.profile.profiles.map((p) => p.url)).toEqual([
      oldProfile.social.github,
      oldProfile.social.linkedin,
    ]);
  });

  it('shows the rows of figures the page showed', () => {
    // The rows the page built from the old figures' fixed slots (src/sections at format 5).
    expect(statRow(content.stats.hero, content)).toEqual([
      { label: 'CGPA', value: figures.cgpa },
      { label: 'Projects', value: figures.projectsBuilt },
      ...(content.experience.length > 0
        ? [{ label: 'Internships', value: content.experience.length }]
        : []),
      ...(content.certificates.length > 0
        ? [{ label: 'Certificates', value: `${content.certificates.length}+` }]
        : []),
    ]);
    expect(statRow(content.stats.certificates, content)).toEqual([
      ...(content.certificates.length > 0
        ? [{ label: 'Certifications', value: content.certificates.length }]
        : []),
      { label: 'Training Hours', value: figures.trainingHours },
      { label: 'Institutions', value: figures.institutions },
      { label: 'Completed', value: figures.completed },
    ]);
  });
});

describe('migrateFolder', () => {
  it('leaves a file it cannot parse untouched, says so, and keeps the format number until it is mended', async () => {
    const project = projectOf(1);
    const profile = path.join(project.dir, 'profile.ts');
    const good = readFileSync(profile, 'utf8');
    const broken = good.replace(/};\s*$/, '');
    writeFileSync(profile, broken);
    const first = await migrate(project.dir, project.root);
    expect(first.current).toBe(false);
    expect(readFileSync(profile, 'utf8')).toBe(broken);
    expect(first.lines).toContainEqual(
      expect.stringMatching(
        /profile\.ts: left as it is, it is not valid .*; mend it and run again$/,
      ),
    );
    expect(first.lines.at(-1)).toMatch(
      /format\.json: left at format 1 until the files above are mended/,
    );
    expect(existsSync(path.join(project.dir, 'format.json'))).toBe(false);

    const mended = copyOf(project.root);
    writeFileSync(path.join(mended.dir, 'profile.ts'), good);
    const second = await migrate(mended.dir, mended.root);
    expect(second.current).toBe(true);
    expect(second.lines.some((line) => line.includes(`profile.ts: profileImageSize removed`))).toBe(
      true,
    );
    expect(await check(copyOf(mended.root))).toEqual([]);
  });

  it('changes nothing in content of a newer format, and says to update the template', async () => {
    const project = projectOf(FORMATS.at(-1)!, CONTENT_FORMAT + 1);
    const modules = () =>
      readdirSync(project.dir)
        .filter((f) => f.endsWith('.ts') || f.endsWith('.json'))
        .map((f) => [f, readFileSync(path.join(project.dir, f), 'utf8')]);
    const files = modules();
    const newer = new RegExp(
      `is written for format ${CONTENT_FORMAT + 1}, newer than this template, which reads format ${CONTENT_FORMAT}: update the template`,
    );
    expect(await formatMismatch(project.dir)).toMatch(newer);
    const { lines, current } = await migrate(project.dir, project.root);
    expect(current).toBe(false);
    expect(lines).toEqual([expect.stringMatching(newer)]);
    expect(modules()).toEqual(files);
  });

  it('names a format.json it cannot read and changes nothing', async () => {
    const project = projectOf(1);
    writeFileSync(path.join(project.dir, 'format.json'), '{ format: 2 }');
    const line = /format\.json: cannot be read: it should hold \{ "format": <a whole number> \}/;
    expect(await formatMismatch(project.dir)).toMatch(line);
    const { lines, written } = await migrate(project.dir, project.root);
    expect(written).toBe(0);
    expect(lines).toEqual([expect.stringMatching(line)]);
  });
});

describe('npm run migrate-content', () => {
  it('says in one line that what it was given is not a folder, and changes nothing', () => {
    const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-')), 'resume.json');
    writeFileSync(file, '{}');
    for (const target of [path.join(tmpdir(), 'no-such-folder-here'), file]) {
      const run = spawnSync(tsx, [path.join(ROOT, 'scripts/migrate-content.ts'), target], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toMatch(/ is not a folder: name the content folder to migrate/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
    expect(readFileSync(file, 'utf8')).toBe('{}');
    // Two runs of tsx, each compiling the script: seconds on a busy 2-core machine, not 5.
  }, 30_000);
});
