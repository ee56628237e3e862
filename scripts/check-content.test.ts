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

  it('reads each module of the schema from its own file, and names one that does not load or lacks its export', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
    try {
      const { file } = CONTENT_MODULES.projects;
      const misnamed = CONTENT_MODULES.certificates.file;
      writeFileSync(path.join(dir, file), 'export const projects = [{ id: 1 }];\n');
      writeFileSync(path.join(dir, misnamed), 'export const certificate = [];\n');
      const { content, unloaded } = await loadContent(dir);
      expect(content.projects).toEqual([{ id: 1 }]);
      // Modules the owner may leave out need no file; every other one is named.
      const optional = Object.values(CONTENT_MODULES).filter(
        (module) => module.schema.safeParse(undefined).success,
      );
      expect(optional.length).toBeGreaterThan(0);
      const absent = Object.values(CONTENT_MODULES)
        .filter((module) => !optional.includes(module))
        .map((module) => module.file)
        .filter((name) => name !== file && name !== misnamed);
      expect(unloaded).toEqual(
        expect.arrayContaining(
          absent.map((name) => expect.stringMatching(`^${dir}/${name}: does not load`)),
        ),
      );
      expect(unloaded).toContain(`${dir}/${misnamed}: has no export named certificates`);
      expect(unloaded).toHaveLength(absent.length + 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
