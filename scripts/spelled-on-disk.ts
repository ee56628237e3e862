// Whether a file is there as content names it, spelled as on disk: a Mac's disk finds
// "images/me.jpg" for "images/Me.jpg", the host's build (on Linux) does not. The content check,
// the importers and the notes read files through these, so a wrong capital fails on the owner's
// machine as it would on the host's.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * True when a path relative to the project, like "public/resume.pdf", names a file in it, spelled
 * as on disk: a Mac's disk finds "images/me.jpg" for "images/Me.jpg", the host's build does not.
 */
export function existsInProject(projectPath: string, dir = root): boolean {
  const file = path.resolve(dir, projectPath);
  if (!file.startsWith(dir + path.sep)) return false;
  const found = statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  return found && otherCaseInProject(projectPath, dir) === undefined;
}

/**
 * How the disk spells a path that differs from `projectPath` only in letter case
 * ("content/images/Me.jpg" for "content/images/me.jpg"); undefined when it is spelled the same or
 * there is no such file.
 */
export function otherCaseInProject(projectPath: string, dir = root): string | undefined {
  const parts = path.relative(dir, path.resolve(dir, projectPath)).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0] ?? '')) return undefined;
  const spelled: string[] = [];
  for (const part of parts) {
    let names: string[];
    try {
      names = readdirSync(path.join(dir, ...spelled));
    } catch {
      return undefined;
    }
    const name = names.includes(part)
      ? part
      : names.find((other) => other.toLowerCase() === part.toLowerCase());
    if (name === undefined) return undefined;
    spelled.push(name);
  }
  const onDisk = spelled.join('/');
  return onDisk === parts.join('/') ? undefined : onDisk;
}
