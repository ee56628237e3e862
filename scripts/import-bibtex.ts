// `npm run import-bibtex -- path/to/papers.bib [--out content] [--force] [--dry-run]`
// Adds the papers of a .bib file to the owner's publications.ts, or updates those already there
// (same DOI, arXiv id or BibTeX key, or same title and year), keeping what the owner wrote about
// them. Checks the result as the build would and writes nothing when the file or the result is
// wrong. Files it replaces are copied to <file>.<time>.bak first, unless --force.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readImportInput, type Io } from './import-input.ts';
import { entryName, formatProblem, validateContent } from '../src/content/validate';
import { BibtexError, parseBibtex } from './bibtex/parse.ts';
import { papersFromBibtex } from './bibtex/to-papers.ts';
import { existsInProject, folderName, formatMismatch, loadContent } from './check-content.ts';
import { renderModules, writeModules } from './resume/content-modules.ts';

const root = path.resolve(import.meta.dirname, '..');
const USAGE =
  'Usage: npm run import-bibtex -- path/to/papers.bib [--out content] [--force] [--dry-run]';

/** Runs the import; returns the exit code. */
export async function importBibtex(args: string[], io: Io = console): Promise<number> {
  const input = await readImportInput(args, USAGE, root, io);
  if (typeof input === 'number') return input;
  const { file, text } = input;
  let entries;
  try {
    entries = parseBibtex(text);
  } catch (error) {
    if (!(error instanceof BibtexError)) throw error;
    io.error(`${file}, line ${error.line}: ${error.message}. Nothing written.`);
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

  const result = papersFromBibtex(entries, content);
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
  const problems = validateContent(next, exists, folder).map((problem) => {
    const entry = problem.file.endsWith('publications.ts') ? entryOf.get(problem.entry) : undefined;
    if (!entry) return formatProblem(problem);
    const at = `${file}, line ${entry.line} (@${entry.type}{${entry.key}})`;
    return problem.field
      ? `${at} › ${problem.field}: ${problem.message}`
      : `${at}: ${problem.message}`;
  });
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
  for (const line of result.done) io.log(`  ${line}`);
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
