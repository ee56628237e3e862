// Drafts are built only into the local preview's folder, and even there stay out of the feeds.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagingFolder } from '../dist-folder.ts';
import { buildsDrafts, DRAFTS_DIST, DRAFTS_VARIABLE } from './load.ts';
import { languageNotes } from './pages.ts';

const note = (title: string, draft: boolean) =>
  `---\ntitle: ${title}\ndate: 2024-05-01\nsummary: About it.\ntags: [one]\ndraft: ${draft}\n---\nText.\n`;

describe('buildsDrafts', () => {
  const root = path.resolve('/site');
  it('is true only when drafts are asked for and the build writes the preview folder', () => {
    expect(buildsDrafts({ [DRAFTS_VARIABLE]: '1', DIST_DIR: DRAFTS_DIST }, root)).toBe(true);
    expect(
      buildsDrafts({ [DRAFTS_VARIABLE]: '1', DIST_DIR: path.join(root, DRAFTS_DIST, 'de') }, root),
    ).toBe(true);
    // A language's build, writing into the preview's build before it is put in place.
    const building = path.join(stagingFolder(path.join(root, DRAFTS_DIST)), 'de');
    expect(buildsDrafts({ [DRAFTS_VARIABLE]: '1', DIST_DIR: building }, root)).toBe(true);
    expect(buildsDrafts({ [DRAFTS_VARIABLE]: '1' }, root)).toBe(false);
    expect(buildsDrafts({ [DRAFTS_VARIABLE]: '1', DIST_DIR: 'dist' }, root)).toBe(false);
    expect(
      buildsDrafts(
        { [DRAFTS_VARIABLE]: '1', DIST_DIR: stagingFolder(path.join(root, 'dist')) },
        root,
      ),
    ).toBe(false);
    expect(buildsDrafts({ DIST_DIR: DRAFTS_DIST }, root)).toBe(false);
  });
});

describe('languageNotes', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'drafts-'));
    await mkdir(path.join(root, 'content/notes'), { recursive: true });
    await writeFile(path.join(root, 'content/notes/done.md'), note('Done', false));
    await writeFile(path.join(root, 'content/notes/unfinished.md'), note('Unfinished', true));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const slugs = async (env: NodeJS.ProcessEnv) =>
    (await languageNotes(root, 'content', 'en', env)).notes.map((n) => n.slug).sort();

  it('leaves drafts out of a build for a host, whatever the environment says', async () => {
    expect(await slugs({})).toEqual(['done']);
    expect(await slugs({ [DRAFTS_VARIABLE]: '1' })).toEqual(['done']);
    expect(await slugs({ [DRAFTS_VARIABLE]: '1', DIST_DIR: 'dist' })).toEqual(['done']);
  });

  it('has them in the preview build', async () => {
    expect(await slugs({ [DRAFTS_VARIABLE]: '1', DIST_DIR: DRAFTS_DIST })).toEqual([
      'done',
      'unfinished',
    ]);
  });
});
