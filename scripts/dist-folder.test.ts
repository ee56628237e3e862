import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  publishedName,
  publishedPath,
  putInPlace,
  stagingFolder,
  startStaging,
} from './dist-folder';

function folderWith(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

describe("the site's folder", () => {
  it('takes the complete build in place of the last one, keeping none of the old files', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dist-folder-'));
    const target = path.join(root, 'dist');
    folderWith(target, { 'index.html': 'old', 'gone/index.html': 'removed since' });
    folderWith(stagingFolder(target), { 'index.html': 'new', 'de/index.html': 'neu' });
    await putInPlace(target);
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('new');
    expect(readFileSync(path.join(target, 'de/index.html'), 'utf8')).toBe('neu');
    expect(existsSync(path.join(target, 'gone'))).toBe(false);
    expect(existsSync(stagingFolder(target))).toBe(false);
    expect(existsSync(`${target}.old`)).toBe(false);
  });

  it('is made on a first build, when there was none', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dist-folder-'));
    const target = path.join(root, 'dist-alt');
    folderWith(stagingFolder(target), { 'index.html': 'first' });
    await putInPlace(target);
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('first');
  });

  it('starts a build with nothing a stopped one left behind, and the site untouched', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dist-folder-'));
    const target = path.join(root, 'dist');
    folderWith(target, { 'index.html': 'live' });
    folderWith(stagingFolder(target), { 'half.html': 'from a build that stopped' });
    expect(await startStaging(target)).toBe(stagingFolder(target));
    expect(existsSync(stagingFolder(target))).toBe(false);
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('live');
  });

  it("names a language's folder under the build by the site's folder it will be", () => {
    expect(publishedName(path.basename(stagingFolder('/p/dist-drafts')))).toBe('dist-drafts');
    expect(publishedName('dist-drafts')).toBe('dist-drafts');
    expect(publishedName('dist')).toBe('dist');
  });

  it('names a file of the build where it will be once in place', () => {
    const staged = path.join(path.basename(stagingFolder('/p/dist')), 'de', 'index.html');
    expect(publishedPath(staged)).toBe('dist/de/index.html');
    expect(publishedPath('dist/index.html')).toBe('dist/index.html');
    expect(publishedPath(`out/${path.basename(stagingFolder('/p/site'))}/index.html`)).toBe(
      'out/site/index.html',
    );
  });
});
