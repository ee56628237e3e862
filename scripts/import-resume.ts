// `npm run import-resume -- path/to/resume.json [--out content] [--force] [--dry-run]`
// Turns an existing JSON Resume into this project's content modules, checks them as the build
// would, and says what it could not map. Files it replaces are copied to <file>.<time>.bak first,
// unless --force.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readImportInput, type Io } from './import-input.ts';
import type * as CurrentContent from '../src/content';
import { formatProblem, validateContent } from '../src/content/validate';
import {
  CONTENT_DIR,
  existsInProject,
  otherCaseInProject,
  folderName,
  loadFailure,
  sampleContent,
} from './check-content.ts';
import { SAMPLE_CONTENT_DIR } from './content-dir.ts';
import { CONTENT_FORMAT, FORMAT_FILE, formatFileText } from './migrate/formats.ts';
import { renderModules, writeModules } from './resume/content-modules.ts';
import { fromJsonResume, ImportError } from './resume/import.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The About cards an import makes from the résumé itself (scripts/resume/import-basics.ts). */
const REBUILT_CARDS = ['education', 'location', 'experience'];
/** What the command reads, for a file that is something else. */
const WANTS =
  'a JSON Resume, a .json file in the format of jsonresume.org, as many résumé sites export it';
const USAGE =
  'Usage: npm run import-resume -- path/to/resume.json [--out content] [--force] [--dry-run]';

/**
 * JSON.parse's complaint with the line and column of the place it names ("at position 27"),
 * which an editor shows where a bare offset into the file does not.
 */
export function jsonProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  if (!at) return message;
  const before = text.slice(0, Number(at[1])).split('\n');
  return `${message.replace(/ \(line \d+ column \d+\)/, '')} (line ${before.length}, column ${before.at(-1)!.length + 1})`;
}

/** The content the import starts from: the owner's, or the sample's while there is none. */
type Current = typeof CurrentContent;
const loadCurrent = (): Promise<Current> => import('../src/content');

/**
 * Runs the import; returns the exit code. `load` reads the content it starts from (a test gives
 * one that fails); `sampleDir` is the sample's folder, which an owner may have deleted.
 */
export async function importResume(
  args: string[],
  io: Io = console,
  load: () => Promise<Current> = loadCurrent,
  sampleDir = path.join(root, SAMPLE_CONTENT_DIR),
): Promise<number> {
  const input = await readImportInput(args, USAGE, root, io, WANTS);
  if (typeof input === 'number') return input;
  const { file, text } = input;
  if (text.trim() === '') {
    io.error(
      `${file} is empty: it should hold a JSON Resume, at least { "basics": { "name": "Your Name" } }.`,
    );
    return 1;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    io.error(`${file} is not JSON: ${jsonProblem(text, error)}`);
    return 1;
  }
  let current: Current;
  try {
    current = await load();
  } catch (error) {
    // The résumé's fields join what the content holds, so a slip there stops the import first.
    io.error(
      `${folderName(CONTENT_DIR)}/ does not load; nothing written: ${loadFailure(error, CONTENT_DIR)}`,
    );
    return 1;
  }
  // A first import replaces the sample: of its About cards only those the résumé rebuilds stay, for
  // their look; the sample's others are no one's. First: no profile in the folder yet, or the copy
  // of the sample `npm run new-content` made, its profile still the sample's person.
  const out = path.resolve(input.out);
  // Without the sample's folder (an owner may delete it) no content is a copy of it.
  const sampleProfile = (await sampleContent(sampleDir, out))?.profile;
  const hasProfile = existsSync(path.join(out, 'profile.ts'));
  const copyOfSample =
    hasProfile && sampleProfile !== undefined && current.profile.name === sampleProfile.name;
  const fresh = !hasProfile || copyOfSample;
  // The photo stays only where it is, in the folder written to: a new owner's first import, from
  // the sample, starts with no photo rather than a reference to the sample's (nor the sample's
  // own, copied by new-content), and with no words of the sample's on a photo of theirs.
  const profile = { ...current.profile };
  const photo = profile.profileImage;
  const samplePhoto = copyOfSample && photo === sampleProfile?.profileImage;
  if (photo === undefined || !existsSync(path.join(out, photo)) || samplePhoto) {
    delete profile.profileImage;
    delete profile.profileImageAlt;
  }
  if (fresh) delete profile.profileImageAlt;
  const aboutCards = fresh
    ? current.aboutCards.filter((card) => REBUILT_CARDS.includes(card.id))
    : current.aboutCards;
  let result;
  try {
    // The sample's papers are no one's either; the owner's stay beside the résumé's.
    const publications = fresh ? [] : current.publications;
    // In the copy new-content made, the sample's projects and papers may already have addresses
    // recorded under the site's: the résumé's are numbered above them, so that none of the
    // sample's addresses is sent on to a page of the owner's.
    const retired = copyOfSample
      ? {
          projects: current.projects.map((project) => project.id),
          publications: current.publications.map((paper) => paper.id),
        }
      : {};
    result = fromJsonResume(json, { ...current, profile, aboutCards, publications }, retired);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    io.error(`${file} is not a JSON Resume this can import: ${error.message}`);
    return 1;
  }

  const folder = folderName(out);
  // The folder may be outside the project (named in full then): its photo is looked up there.
  const exists = (p: string) => existsInProject(p) || (path.isAbsolute(p) && existsSync(p));
  const problems = validateContent(result.content, exists, folder, (p) =>
    otherCaseInProject(p),
  ).map(formatProblem);
  if (problems.length > 0) {
    io.error(`${file} maps to content that would not pass the content check; nothing written:`);
    for (const line of problems) io.error(`  ${line}`);
    return 1;
  }

  const modules = await renderModules(result.content, path.basename(file));
  if (input.dryRun) {
    io.log(`Would write ${Object.keys(modules).join(', ')} into ${input.out}.`);
  } else {
    const { written, backups } = await writeModules(input.out, modules, {
      force: input.force,
    });
    // The modules are written in the template's format: the folder says so.
    writeFileSync(path.join(out, FORMAT_FILE), formatFileText(CONTENT_FORMAT));
    written.push(path.join(out, FORMAT_FILE));
    io.log(`Wrote ${written.map((w) => path.relative(process.cwd(), w)).join(', ')}.`);
    if (backups.length > 0) {
      io.log(
        `Kept the files it replaced: ${backups.map((b) => path.relative(process.cwd(), b)).join(', ')}.`,
      );
    }
  }
  // The photo was kept only where there was one of the owner's (above).
  const photoSaid = result.content.profile.profileImage
    ? 'your photo and résumé setting'
    : 'your résumé setting (there is no photo yet: put yours in content/images/ and set profile.profileImage)';
  io.log(
    `Left as they were: figures.ts (numbers you state), ${photoSaid}. stats.ts now counts what the résumé holds: add figures you state there.`,
  );
  if (result.kept.length > 0) io.log(`Kept from your content: ${result.kept.join('; ')}.`);
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
  process.exitCode = await importResume(process.argv.slice(2));
}
