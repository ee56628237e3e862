// The build's warnings for what is still the sample's: one line each, in the build's log and, on
// GitHub Actions, in the deploy run's summary, where an owner looks after a deploy.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '../../src/content/validate';
import { sampleContent } from '../check-content.ts';
import { buildsTheSample, contentDir, SAMPLE_CONTENT_DIR } from '../content-dir.ts';
import { photoPath } from './portrait.ts';
import { sampleLeftovers, sampleNoteLeftovers, unsaidLeftovers } from './sample-check.ts';
import { loadNotes } from '../notes/load.ts';
import { languages as oneLanguage } from '../../src/content/defaults/languages.ts';
import { sampleValues } from './sample-values.ts';

export const BUILDS_THE_SAMPLE =
  'this site is built from the sample: there is no content/ folder yet. `npm run new-content` ' +
  '(a copy of the sample to edit) or `npm run import-resume -- resume.json` starts yours.';

/** Every warning line for `content`, the content the build reads from `root`. */
export async function sampleWarnings(root: string, content: Content): Promise<string[]> {
  if (buildsTheSample(root)) return [BUILDS_THE_SAMPLE];
  const dir = contentDir(root);
  const sampleDir = path.join(root, SAMPLE_CONTENT_DIR);
  // Without the sample's folder (an owner may delete it), only its fingerprints are looked for.
  const sample = await sampleContent(sampleDir, path.join(root, dir));
  const values = sample ? sampleValues(content, sample, dir) : [];
  const resume = content.profile.resume;
  const leftovers = sampleLeftovers(
    { ...content },
    {
      photo: photoPath(root, content.profile),
      // A generated résumé replaces whatever public/ holds at that path.
      resume:
        content.profile.resumePdf !== 'own' || /^[a-z]+:/i.test(resume)
          ? undefined
          : path.join(root, 'public', resume),
    },
  );
  const notes = sample
    ? sampleNoteLeftovers(
        (await loadNotes(path.join(root, dir), dir, content.languages ?? oneLanguage)).notes,
        (await loadNotes(sampleDir, SAMPLE_CONTENT_DIR, sample.languages ?? oneLanguage)).notes,
      )
    : [];
  // A placeholder address the comparison already named is not named twice.
  return [...values, ...unsaidLeftovers(values, leftovers, dir), ...notes];
}

/** Prints the lines, and repeats them in the GitHub Actions run's summary when there is one. */
export function reportSampleWarnings(lines: readonly string[], env = process.env): void {
  for (const line of lines) console.warn(`sample content: ${line}`);
  const summary = env.GITHUB_STEP_SUMMARY;
  if (!summary || lines.length === 0) return;
  const escape = (line: string) => line.replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));
  appendFileSync(
    summary,
    [
      `### Still the sample's (${lines.length})`,
      '',
      'The site was built, with these values of the sample in it:',
      '',
      ...lines.map((line) => `- ${escape(line)}`),
      '',
    ].join('\n'),
  );
}
