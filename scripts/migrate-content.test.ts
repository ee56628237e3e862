import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
      expect.stringMatching(/profile\.ts: left as it is, it is not valid TypeScript/),
    ]);
  });
});
