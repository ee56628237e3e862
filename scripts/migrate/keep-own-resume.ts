// Content format 3: the build writes the résumé PDF from content unless `resumePdf` is 'own'.
// Before, `resume` named the owner's own file under public/ (or on the web), which the page linked
// as it was. Content of that format with a résumé of its own keeps it: resumePdf: 'own'.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isHttpUrl } from '../../src/content/schema.ts';
import { SAMPLE, sha256 } from '../assets/sample-check.ts';
import {
  applyEdits,
  insertionAfter,
  literal,
  objectsWith,
  parse,
  property,
  type Edit,
  type Migrated,
} from './edit.ts';
import type { MigrationFolder } from './folder.ts';

/** Why this résumé is the owner's own, or undefined when the generated one takes its place. */
function ownResume(resume: string, root: string): string | undefined {
  if (isHttpUrl(resume)) return `the page links ${resume} as before`;
  const publicDir = path.join(root, 'public');
  const file = path.join(publicDir, resume);
  if (!resume.startsWith('/') || !file.startsWith(publicDir + path.sep) || !existsSync(file)) {
    return undefined;
  }
  // The sample's résumé is no one's own: the one written from the owner's content replaces it.
  if (sha256(readFileSync(file)) === SAMPLE.resumeSha256) return undefined;
  return `the build ships your ${path.relative(root, file)} as before`;
}

export function keepOwnResume(
  source: string,
  fileName: string,
  { root }: Pick<MigrationFolder, 'root'>,
): Migrated {
  const file = parse(source, fileName);
  const edits: Edit[] = [];
  const changes: string[] = [];
  for (const profile of objectsWith(file, 'resume', 'siteUrl')) {
    if (property(profile, 'resumePdf')) continue;
    const resume = property(profile, 'resume')!;
    const value = literal(resume.initializer);
    const why = value === undefined ? undefined : ownResume(value, root);
    if (!why) continue;
    edits.push(insertionAfter(source, file, resume, "resumePdf: 'own'"));
    changes.push(
      `resumePdf: 'own' added: ${why} (without it the build now writes your résumé from your content)`,
    );
  }
  return { text: applyEdits(source, edits), changes };
}
