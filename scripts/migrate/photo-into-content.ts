// Content format 2: the photo moved from public/ ("/images/me.jpg", with its size stated in
// `profileImageSize`) into the content folder ("images/me.jpg"), where the build reads it, crops it
// and measures it itself. Copies the owner's photo across and rewrites the two fields.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isHttpUrl, isPhotoPath } from '../../src/content/schema.ts';
import {
  applyEdits,
  literal,
  objectsWith,
  parse,
  property,
  quoted,
  removal,
  type Edit,
  type Migrated,
} from './edit.ts';
import type { MigrationFolder } from './folder.ts';

const sameBytes = (a: string, b: string) => readFileSync(a).equals(readFileSync(b));

/** Where in the content folder the photo goes: images/<name>, or a free name beside it. */
function placeFor(source: string, dir: string): string {
  const { name, ext } = path.parse(source);
  for (let n = 1; ; n += 1) {
    const candidate = `images/${n === 1 ? name : `${name}-${n}`}${ext}`;
    const target = path.join(dir, candidate);
    if (!existsSync(target) || sameBytes(source, target)) return candidate;
  }
}

/** The new value of profileImage, having copied the photo; or why it stays as it is. */
function takeIn(photo: string, { dir, root }: Pick<MigrationFolder, 'dir' | 'root'>) {
  const publicDir = path.join(root, 'public');
  const source = path.join(publicDir, photo);
  const shown = path.relative(root, source);
  const byHand =
    "put your photo under the content folder's images/ and set profileImage to its path there";
  if (isHttpUrl(photo)) {
    return { why: `${quoted(photo)} is a web address, which the build cannot crop: ${byHand}` };
  }
  if (!photo.startsWith('/') || !source.startsWith(publicDir + path.sep)) {
    return { why: `${quoted(photo)} is not a path under public/: ${byHand}` };
  }
  const atPlace = `images/${path.basename(photo)}`;
  if (!isPhotoPath(atPlace)) {
    return {
      why: `${quoted(photo)} is not a JPEG, PNG, WebP, AVIF or SVG file: convert it and ${byHand}`,
    };
  }
  if (!existsSync(source)) {
    if (existsSync(path.join(dir, atPlace))) return { value: atPlace, done: `found at ${atPlace}` };
    return { why: `there is no file ${shown} to take in: ${byHand}` };
  }
  const value = placeFor(source, dir);
  mkdirSync(path.join(dir, 'images'), { recursive: true });
  copyFileSync(source, path.join(dir, value));
  return {
    value,
    done: `copied from ${shown} (the page no longer uses that file: delete it once nothing else links to ${photo})`,
  };
}

export function photoIntoContent(
  source: string,
  fileName: string,
  folder: Pick<MigrationFolder, 'dir' | 'root'>,
): Migrated {
  const file = parse(source, fileName);
  const edits: Edit[] = [];
  const changes: string[] = [];
  const owners = new Set([
    ...objectsWith(file, 'profileImageSize'),
    ...objectsWith(file, 'profileImage').filter((profile) => {
      const value = literal(property(profile, 'profileImage')!.initializer);
      // Format 1 named a file under public/ ("/images/me.jpg") or on the web.
      return value !== undefined && (value.startsWith('/') || isHttpUrl(value));
    }),
  ]);
  for (const profile of owners) {
    const size = property(profile, 'profileImageSize');
    if (size) {
      edits.push(removal(source, size));
      changes.push('profileImageSize removed: the build measures the photo itself');
    }
    const image = property(profile, 'profileImage');
    const photo = image && literal(image.initializer);
    if (!image || photo === undefined || !(photo.startsWith('/') || isHttpUrl(photo))) continue;
    const result = takeIn(photo, folder);
    if ('why' in result) {
      changes.push(`profileImage left as it is: ${result.why}`);
      continue;
    }
    const { initializer } = image;
    edits.push({
      start: initializer.getStart(),
      end: initializer.getEnd(),
      text: quoted(result.value),
    });
    changes.push(`profileImage ${quoted(photo)} → ${quoted(result.value)}, ${result.done}`);
  }
  return { text: applyEdits(source, edits), changes };
}
