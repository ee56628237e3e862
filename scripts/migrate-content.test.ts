import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCENTS, type AccentName } from '../src/config/palette';
import { CONTENT_MODULES } from '../src/content/schema';
import { formatProblem, validateContent } from '../src/content/validate';
import { statRow } from '../src/lib/stats';
import { loadContent } from './check-content';
import { SAMPLE_CONTENT_DIR } from './content-dir';
import { migrateFolder } from './migrate-content';

const OLD_PROFILE = `export const profile = {
  contact: { email: 'a@a.test' },
  social: { github: 'https://github.com/a', linkedin: 'https://linkedin.com/in/a', email: 'mailto:a@a.test' },
};
`;

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrate-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('migrateFolder', () => {
  it('rewrites old content in place, says what it changed, and nothing the second time', () => {
    const dir = folderWith({ 'profile.ts': OLD_PROFILE, 'figures.ts': 'export const f = 1;\n' });
    const lines: string[] = [];
    expect(migrateFolder(dir, (line) => lines.push(line))).toBe(1);
    expect(lines.every((line) => line.startsWith(path.join(dir, 'profile.ts')))).toBe(true);
    expect(readFileSync(path.join(dir, 'profile.ts'), 'utf8')).toContain('profiles: [');
    expect(readFileSync(path.join(dir, 'figures.ts'), 'utf8')).toBe('export const f = 1;\n');
    const again: string[] = [];
    expect(migrateFolder(dir, (line) => again.push(line))).toBe(0);
    expect(again).toEqual([]);
  });

  it('leaves a file it cannot parse untouched, and says so', () => {
    const broken = OLD_PROFILE.replace('};', '');
    const dir = folderWith({ 'profile.ts': broken });
    const lines: string[] = [];
    expect(migrateFolder(dir, (line) => lines.push(line))).toBe(0);
    expect(readFileSync(path.join(dir, 'profile.ts'), 'utf8')).toBe(broken);
    expect(lines).toEqual([
      expect.stringMatching(
        /profile\.ts: left as it is, it is not valid .*; mend it and run again$/,
      ),
    ]);
  });
});

describe('content written for an earlier format', () => {
  /** The owner modules of the current content, with the files of format `version` over them. */
  function ownerFolder(version: number): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'old-content-'));
    const here = path.resolve(import.meta.dirname, '..');
    for (const { file } of Object.values(CONTENT_MODULES)) {
      cpSync(path.join(here, SAMPLE_CONTENT_DIR, file), path.join(dir, file));
    }
    rmSync(path.join(dir, 'stats.ts'));
    cpSync(path.join(here, 'tests/old-formats', String(version)), dir, { recursive: true });
    return dir;
  }

  it('passes the content check after migrating, and the page shows the same figures as before', async () => {
    const dir = ownerFolder(1);
    const old = await loadContent(dir);
    expect(old.unloaded).toEqual([expect.stringMatching(/stats\.ts: does not load/)]);
    migrateFolder(dir, () => {});
    // Read from a copy: the modules already imported from `dir` stay cached as they were.
    const migrated = mkdtempSync(path.join(tmpdir(), 'migrated-'));
    cpSync(dir, migrated, { recursive: true });
    const { content, unloaded } = await loadContent(migrated);
    expect(unloaded).toEqual([]);
    expect(validateContent(content, () => true).map(formatProblem)).toEqual([]);
    // The rows the page built from the old figures' fixed slots (src/sections at format 1).
    const figures = old.content.figures as Record<string, string>;
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

  it('gives content from before accents and categories its accents back, and a categories.ts', async () => {
    // The current content as that format had it: each accent written as its class string, under
    // the old field name, and no categories.ts.
    const dir = ownerFolder(1);
    rmSync(path.join(dir, 'categories.ts'));
    const old = {
      'skills.ts': 'bgGradient',
      'about.ts': 'gradient',
      'publications.ts': 'gradient',
    };
    for (const [file, field] of Object.entries(old)) {
      const text = readFileSync(path.join(dir, file), 'utf8').replace(
        /accent: '(\w+)'/g,
        (_, name: AccentName) => `${field}: '${ACCENTS[name].gradient}'`,
      );
      writeFileSync(path.join(dir, file), text);
    }
    const before = await loadContent(dir);
    expect(before.unloaded).toContainEqual(expect.stringMatching(/categories\.ts: does not load/));
    const lines: string[] = [];
    migrateFolder(dir, (line) => lines.push(line));
    expect(lines).toContainEqual(expect.stringMatching(/categories\.ts: written, declaring/));
    const migrated = mkdtempSync(path.join(tmpdir(), 'migrated-'));
    cpSync(dir, migrated, { recursive: true });
    const { content, unloaded } = await loadContent(migrated);
    expect(unloaded).toEqual([]);
    expect(validateContent(content, () => true).map(formatProblem)).toEqual([]);
    const accents = (c: typeof content) => [
      ...c.skillCategories.map((x) => x.accent),
      ...c.aboutCards.map((x) => x.accent),
      ...c.publications.map((x) => x.accent),
    ];
    const current = (await loadContent(path.resolve(import.meta.dirname, '../src/content')))
      .content;
    expect(accents(content)).toEqual(accents(current));
  });
});
