import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from './content-dir';
import { HISTORY_FILE } from './item-history';
import { newContent } from './new-content';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'new-content-'));
  mkdirSync(path.join(root, SAMPLE_CONTENT_DIR, 'images'), { recursive: true });
  writeFileSync(path.join(root, SAMPLE_CONTENT_DIR, 'profile.ts'), 'export const profile = {};\n');
  writeFileSync(path.join(root, SAMPLE_CONTENT_DIR, 'images/me.svg'), '<svg/>');
  writeFileSync(path.join(root, SAMPLE_CONTENT_DIR, HISTORY_FILE), '{}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('new-content', () => {
  it('starts content/ as a copy of the sample, without the sample’s address record', () => {
    expect(newContent(root).ok).toBe(true);
    const owner = path.join(root, OWNER_CONTENT_DIR);
    expect(readdirSync(owner).sort()).toEqual(['images', 'profile.ts']);
    expect(readFileSync(path.join(owner, 'images/me.svg'), 'utf8')).toBe('<svg/>');
  });

  it("leaves out the sample's languages and translations: the owner's site starts in one", () => {
    writeFileSync(path.join(root, SAMPLE_CONTENT_DIR, 'languages.ts'), 'export {};\n');
    mkdirSync(path.join(root, SAMPLE_CONTENT_DIR, 'de'));
    writeFileSync(path.join(root, SAMPLE_CONTENT_DIR, 'de/profile.ts'), 'export {};\n');
    // A note's translation is a note file of its own, in that language (its front matter's).
    mkdirSync(path.join(root, SAMPLE_CONTENT_DIR, 'notes'));
    const note = (language: string) =>
      `---\ntitle: A note\ndate: 2024-11-18\nsummary: Short.\n${language}---\nText.\n`;
    writeFileSync(path.join(root, SAMPLE_CONTENT_DIR, 'notes/a.md'), note(''));
    writeFileSync(path.join(root, SAMPLE_CONTENT_DIR, 'notes/a.de.md'), note('language: de\n'));
    expect(newContent(root).ok).toBe(true);
    expect(readdirSync(path.join(root, OWNER_CONTENT_DIR)).sort()).toEqual([
      'images',
      'notes',
      'profile.ts',
    ]);
    expect(readdirSync(path.join(root, OWNER_CONTENT_DIR, 'notes'))).toEqual(['a.md']);
  });

  it('fills an empty content/ folder, which holds nothing of the owner’s', () => {
    mkdirSync(path.join(root, OWNER_CONTENT_DIR));
    expect(newContent(root).ok).toBe(true);
    expect(readdirSync(path.join(root, OWNER_CONTENT_DIR)).sort()).toEqual([
      'images',
      'profile.ts',
    ]);
  });

  it('never overwrites content the owner has', () => {
    mkdirSync(path.join(root, OWNER_CONTENT_DIR));
    writeFileSync(path.join(root, OWNER_CONTENT_DIR, 'profile.ts'), 'mine');
    const { ok, message } = newContent(root);
    expect(ok).toBe(false);
    expect(message).toMatch(/already exists/);
    expect(readFileSync(path.join(root, OWNER_CONTENT_DIR, 'profile.ts'), 'utf8')).toBe('mine');
  });
});
