// An owner's mistake stops the build with one line that names the file, before anything is
// written. Runs the real build in a clean copy of the project with the mistake laid over it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { profile } from '../src/content';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from './content-dir';
import { moduleSource } from './content-sets/write';
import { makeScratchCopy, ROOT } from './scratch-copy';

/** The photo the copy's profile names, whether or not the owner's content has one. */
const PHOTO = 'images/photo-under-test.jpg';

/** Builds a copy whose photo is `bytes`; returns the exit code and what the build printed. */
function buildWithPhoto(bytes: string | Buffer) {
  const overlay = mkdtempSync(path.join(os.tmpdir(), 'photo-overlay-'));
  // The owner's content: the sample's modules, with a profile of their own naming the photo.
  const content = path.join(overlay, OWNER_CONTENT_DIR);
  cpSync(path.join(ROOT, SAMPLE_CONTENT_DIR), content, { recursive: true });
  mkdirSync(path.join(content, path.dirname(PHOTO)), { recursive: true });
  writeFileSync(path.join(content, PHOTO), bytes);
  writeFileSync(
    path.join(content, 'profile.ts'),
    moduleSource('profile', { ...profile, profileImage: PHOTO, profileImageAlt: 'A photo' }),
  );
  const dest = mkdtempSync(path.join(os.tmpdir(), 'bad-photo-'));
  // The project's own content (an owner's, in their copy) gives way to the overlay's whole folder.
  const exclude = (file: string) =>
    file.startsWith('tests/content-') || file.startsWith(`${OWNER_CONTENT_DIR}/`);
  makeScratchCopy({ dest, overlay, exclude });
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    cwd: dest,
    encoding: 'utf8',
  });
  for (const dir of [overlay, dest]) rmSync(dir, { recursive: true, force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('a broken photo', () => {
  it('stops the build with one line naming the file', () => {
    const { status, output } = buildWithPhoto('this is not an image');
    expect(status).toBe(1);
    const lines = output.split('\n').filter((line) => line.includes('Profile photo'));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^Profile photo content/${PHOTO} cannot be read as an image`),
      ),
    ]);
    expect(output).not.toMatch(/prerendered/);
  }, 60_000);
});
