import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { noteImageFile } from './images.ts';

describe('noteImageFile', () => {
  const root = path.resolve('/site/content');
  const there = new Set([
    path.join(root, 'images/leaf.png'),
    path.join(root, 'images/my photo.png'),
    path.join(root, 'images/take#2.png'),
  ]);
  const find = (source: string) =>
    noteImageFile(root, 'content/notes/a.md', source, (file) => there.has(file));

  it('finds an image in the content folder, written from the folder or its root', () => {
    expect(find('images/leaf.png')).toBe(path.join(root, 'images/leaf.png'));
    expect(find('/images/leaf.png')).toBe(path.join(root, 'images/leaf.png'));
  });

  it('finds an image whose path is written as an address, as editors paste it', () => {
    expect(find('images/my%20photo.png')).toBe(path.join(root, 'images/my photo.png'));
    expect(find('images/my photo.png')).toBe(path.join(root, 'images/my photo.png'));
    expect(find('images/take%232.png')).toBe(path.join(root, 'images/take#2.png'));
    expect(() => find('images/100%.png')).toThrow('the image "images/100%.png" is not a file');
  });

  it('leaves an address elsewhere to the note', () => {
    for (const source of [
      'https://example.org/a.png',
      'data:image/png;base64,AA',
      '//cdn.example/a.png',
    ]) {
      expect(find(source)).toBeNull();
    }
  });

  it('names the note for an image that is missing or outside the content folder', () => {
    expect(() => find('images/missing.png')).toThrow(
      'content/notes/a.md: the image "images/missing.png" is not a file in the content folder',
    );
    expect(() => find('../../package.json')).toThrow(
      /a\.md: the image "\.\.\/\.\.\/package\.json"/,
    );
  });

  it('finds an image only as the disk spells it, and names the spelling it has', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'note-images-'));
    try {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images', 'Leaf.PNG'), '');
      expect(noteImageFile(dir, 'content/notes/a.md', 'images/Leaf.PNG')).toBe(
        path.join(dir, 'images', 'Leaf.PNG'),
      );
      // A Mac's disk finds it; the host's build would not.
      expect(() => noteImageFile(dir, 'content/notes/a.md', 'images/leaf.png')).toThrow(
        'content/notes/a.md: the image "images/leaf.png" is not a file in the content folder: there is images/Leaf.PNG; write it with the same capital letters',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
