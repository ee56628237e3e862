import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MODULES } from '../src/content/schema';
import { contentProblems, existsInProject, loadContent } from './check-content';

describe('check-content', () => {
  it('finds files in the project and nothing outside it', () => {
    expect(existsInProject('package.json')).toBe(true);
    expect(existsInProject('public/no-such-file.pdf')).toBe(false);
    expect(existsInProject('src/content')).toBe(false);
    expect(existsInProject('../package.json')).toBe(false);
  });

  it('finds no problems in the shipped content', async () => {
    expect(await contentProblems()).toEqual([]);
  });

  it('reads each module of the schema from its own file, and names one that does not load', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
    try {
      const { file } = CONTENT_MODULES.projects;
      writeFileSync(path.join(dir, file), 'export const projects = [{ id: 1 }];\n');
      const { content, unloaded } = await loadContent(dir);
      expect(content.projects).toEqual([{ id: 1 }]);
      const others = Object.values(CONTENT_MODULES).filter((module) => module.file !== file);
      expect(unloaded).toEqual(
        others.map((module) => expect.stringMatching(`^src/content/${module.file}: does not load`)),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
