// `npm run import-bibtex -- path/to/papers.bib [--out content] [--force] [--dry-run]`
// Adds the papers of a .bib file to the owner's publications.ts, or updates those already there
// (same DOI, arXiv id or BibTeX key, or same title and year), keeping what the owner wrote about
// them. Checks the result as the build would and writes nothing when the file or the result is
// wrong. Files it replaces are copied to <file>.<time>.bak first, unless --force. In the copy of
// the sample `npm run new-content` made, the sample's papers still as the sample has them go.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { readImportInput, type Io } from './import-input.ts';
import { entryName, formatProblem, validateContent } from '../src/content/validate';
import { BibtexError, parseBibtex } from './bibtex/parse.ts';
import { papersFromBibtex } from './bibtex/to-papers.ts';
import {
  existsInProject,
  otherCaseInProject,
  folderName,
  formatMismatch,
  loadContent,
  sampleContent,
} from './check-content.ts';
import { SAMPLE_CONTENT_DIR } from './content-dir.ts';
import type { Publication } from '../src/content/types';
import { renderModules, writeModules } from './resume/content-modules.ts';

const root = path.resolve(import.meta.dirname, '..');
/** What the command reads, for a file that is something else. */
const WANTS =
  'a BibTeX file (.bib), as Google Scholar, Zotero or your reference manager exports it';
const USAGE =
  'Usage: npm run import-bibtex -- path/to/papers.bib [--out content] [--force] [--dry-run]';

/** A paper without its id, which a copy may have changed. */
const withoutId = ({ id: _id, ...paper }: Publication) => paper;

/**
 * Runs the import; returns the exit code. `sampleDir` is the sample's folder, whose papers kept
 * whole in the content imported into (the copy `npm run new-content` made) are dropped.
 */
export async function importBibtex(
  args: string[],
  io: Io = console,
  sampleDir = path.join(root, SAMPLE_CONTENT_DIR),
): Promise<number> {
  const input = await readImportInput(args, USAGE, root, io, WANTS);
  if (typeof input === 'number') return input;
  const { file, text } = input;
  let entries;
  try {
    entries = parseBibtex(text);
  } catch (error) {
    if (!(error instanceof BibtexError)) throw error;
    // A message that asks (is a "}" missing?) ends on its own mark.
    const end = /[.?!]$/.test(error.message) ? '' : '.';
    io.error(`${file}, line ${error.line}: ${error.message}${end} Nothing written.`);
    return 1;
  }
  if (entries.length === 0) {
    io.error(
      `${file} holds no BibTeX entry (such as @article{key, …} or @inproceedings{key, …}). Nothing written.`,
    );
    return 1;
  }

  // The papers join the owner's content, so there must be some: the sample is not theirs.
  const out = path.resolve(input.out);
  const folder = folderName(out);
  if (!existsSync(path.join(out, 'profile.ts'))) {
    io.error(
      `${folder}/ holds no content yet. Start it with \`npm run new-content\` (or \`npm run import-resume\`), then import your papers.`,
    );
    return 1;
  }
  const mismatch = await formatMismatch(out);
  if (mismatch) {
    io.error(mismatch);
    return 1;
  }
  const { content, unloaded } = await loadContent(out);
  if (unloaded.length > 0) {
    io.error(`${folder}/ does not load; nothing written:`);
    for (const line of unloaded) io.error(`  ${line}`);
    return 1;
  }

  // The sample's papers, kept whole in a copy of it, are no one's: they make way for the owner's,
  // as the build's warning about them asks. A paper the owner has edited is theirs and stays.
  // The sample's papers name its owner among their authors (from its profile), so a copy whose
  // name is now the owner's names them instead.
  const sample = await sampleContent(sampleDir, out);
  const asSample = (paper: Publication) => ({
    ...withoutId(paper),
    authors: paper.authors.map((a) =>
      a === content.profile.name ? (sample?.profile?.name ?? a) : a,
    ),
  });
  const isSample = (paper: Publication) =>
    (sample?.publications ?? []).some((theirs) =>
      isDeepStrictEqual(withoutId(theirs), asSample(paper)),
    );
  const removed = content.publications
    .filter(isSample)
    .map(
      (paper) =>
        `${input.dryRun ? 'would remove' : 'removed'} paper ${paper.id} ("${paper.title}"), the sample's, kept whole`,
    );
  const own = { ...content, publications: content.publications.filter((p) => !isSample(p)) };
  // New papers are numbered above the removed ones: the address history (item-addresses.json) and a
  // translation (content/<language>/publications.ts) name papers by id.
  const result = papersFromBibtex(
    entries,
    own,
    content.publications.map((paper) => paper.id),
  );
  if (result.done.length === 0) {
    // Every entry was one the import cannot map: writing would only remove or copy files.
    io.error(
      entries.length === 1
        ? `The one entry of ${file} could not be imported; nothing written:`
        : `None of the ${entries.length} entries of ${file} could be imported; nothing written:`,
    );
    for (const line of result.unmapped) io.error(`  ${line}`);
    return 1;
  }
  const next = { ...content, publications: result.publications, categories: result.categories };
  // The folder may be outside the project (named in full then): its photo is looked up there.
  const exists = (p: string) => existsInProject(p) || (path.isAbsolute(p) && existsSync(p));
  // A problem with a paper the file brought is shown at its entry in the file, which the owner
  // wrote, rather than in publications.ts, which does not hold it yet.
  const entryOf = new Map(
    result.publications.flatMap((paper, index) => {
      const entry = entries.find((candidate) => candidate.key === paper.bibKey);
      const name = entryName('publications', { id: paper.id, title: paper.title }, index);
      return entry ? [[name, entry] as const] : [];
    }),
  );
  const problems = validateContent(next, exists, folder, (p) => otherCaseInProject(p)).map(
    (problem) => {
      const entry = problem.file.endsWith('publications.ts')
        ? entryOf.get(problem.entry)
        : undefined;
      if (!entry) return formatProblem(problem);
      const at = `${file}, line ${entry.line} (@${entry.type}{${entry.key}})`;
      return problem.field
        ? `${at} › ${problem.field}: ${problem.message}`
        : `${at}: ${problem.message}`;
    },
  );
  if (problems.length > 0) {
    io.error(`${file} maps to content that would not pass the content check; nothing written:`);
    for (const line of problems) io.error(`  ${line}`);
    return 1;
  }

  const rendered = await renderModules(next, path.basename(file), 'import-bibtex');
  const modules: Record<string, string> = { 'publications.ts': rendered['publications.ts']! };
  // categories.ts is rewritten only when a paper needs a category it does not declare.
  if (result.categories.papers.length !== content.categories.papers.length) {
    modules['categories.ts'] = rendered['categories.ts']!;
  }
  if (input.dryRun) {
    io.log(`Would write ${Object.keys(modules).join(', ')} into ${input.out}.`);
  } else {
    const { written, backups } = await writeModules(out, modules, {
      force: input.force,
    });
    io.log(`Wrote ${written.map((w) => path.relative(process.cwd(), w)).join(', ')}.`);
    if (backups.length > 0) {
      io.log(
        `Kept the files it replaced: ${backups.map((b) => path.relative(process.cwd(), b)).join(', ')}.`,
      );
    }
  }
  for (const line of [...removed, ...result.done]) io.log(`  ${line}`);
  if (result.filled.length > 0) {
    io.log('\nFilled in, to check by hand:');
    for (const line of result.filled) io.log(`  ${line}`);
  }
  if (result.unmapped.length > 0) {
    io.log('\nCould not map:');
    for (const line of result.unmapped) io.log(`  ${line}`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await importBibtex(process.argv.slice(2));
}
