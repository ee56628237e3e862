import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { photoIntoContent } from './photo-into-content';

const OLD = `export const profile = {
  name: 'Ada',
  profileImage: '/images/me.jpg',
  profileImageSize: {
    width: 400,
    height: 400,
  },
  profileImageAlt: 'Ada',
};
`;

/** A project whose public/ holds `files`, and its empty content folder. */
function project(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'photo-'));
  const dir = path.join(root, 'content');
  mkdirSync(dir);
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'public', name)), { recursive: true });
    writeFileSync(path.join(root, 'public', name), bytes);
  }
  return { root, dir };
}

describe('photoIntoContent', () => {
  it('copies the photo into the content folder, points at it and drops its size', () => {
    const place = project({ 'images/me.jpg': 'photo' });
    const { text, changes } = photoIntoContent(OLD, 'profile.ts', place);
    expect(text).toBe(`export const profile = {
  name: 'Ada',
  profileImage: 'images/me.jpg',
  profileImageAlt: 'Ada',
};
`);
    expect(readFileSync(path.join(place.dir, 'images/me.jpg'), 'utf8')).toBe('photo');
    expect(changes).toEqual([
      'profileImageSize removed: the build measures the photo itself',
      expect.stringMatching(
        /^profileImage '\/images\/me.jpg' → 'images\/me.jpg', copied from public\/images\/me.jpg/,
      ),
    ]);
    expect(photoIntoContent(text, 'profile.ts', place)).toEqual({ text, changes: [] });
  });

  it('takes a free name beside another file of the same name', () => {
    const place = project({ 'images/me.jpg': 'photo' });
    mkdirSync(path.join(place.dir, 'images'));
    writeFileSync(path.join(place.dir, 'images/me.jpg'), 'the sample');
    const { text } = photoIntoContent(OLD, 'profile.ts', place);
    expect(text).toContain("profileImage: 'images/me-2.jpg',");
    expect(readFileSync(path.join(place.dir, 'images/me-2.jpg'), 'utf8')).toBe('photo');
  });

  it.each([
    ['/images/me.jpg', {}, /there is no file public\/images\/me.jpg to take in/],
    ['https://cdn.test/me.jpg', {}, /is a web address, which the build cannot crop/],
    ['/images/me.gif', { 'images/me.gif': 'gif' }, /is not a JPEG, PNG, WebP, AVIF or SVG file/],
  ])('leaves %s as it is, saying why', (photo, files, why) => {
    const { text, changes } = photoIntoContent(
      OLD.replace('/images/me.jpg', photo),
      'profile.ts',
      project(files),
    );
    expect(text).toContain(`profileImage: '${photo}',`);
    expect(text).not.toContain('profileImageSize');
    expect(changes).toContainEqual(expect.stringMatching(why));
  });
});
