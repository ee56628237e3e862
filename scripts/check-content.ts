// Checks the content (the owner's content/ folder, or the sample while there is none) against the
// rules in src/content/validate.ts and the files in public/. `npm run check-content` runs it
// alone; the build runs it first and stops on a problem.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_MODULES, ProfileSchema } from '../src/content/schema';
import { contentDir, SAMPLE_CONTENT_DIR } from './content-dir.ts';
import {
  entryName,
  formatProblem,
  unfilledTexts,
  validateContent,
  type Content,
} from '../src/content/validate';
import { isoRange } from './resume/json-resume.ts';
import { jsonResumeProblems } from './resume/schema.ts';
import { contentFormat, formatProblem as contentFormatProblem } from './migrate/formats.ts';
import { existsInProject, otherCaseInProject } from './spelled-on-disk.ts';

const root = path.resolve(import.meta.dirname, '..');
export const ROOT = root;
export { existsInProject, otherCaseInProject };
/** The content folder the build reads: the owner's content/, else the sample. */
export const CONTENT_DIR = path.join(root, contentDir(root));

/**
 * The owner's address where the JSON Resume schema's own email check refuses it (a..b@example.com,
 * me@-example.com), which the content's rule lets through: the build would stop at resume.json,
 * naming its field, not the owner's.
 */
export function addressProblems(content: Content, dir: string): string[] {
  const email = content.profile?.contact?.email;
  // One the content's own rule refuses is named by it already.
  if (!ProfileSchema.shape.contact.shape.email.safeParse(email).success) return [];
  const refused = jsonResumeProblems({ basics: { email } }).some((line) =>
    line.startsWith('basics.email'),
  );
  if (!refused) return [];
  return [
    formatProblem({
      file: `${dir}/${CONTENT_MODULES.profile.file}`,
      entry: 'profile',
      field: 'contact.email',
      message: `${JSON.stringify(email)} is not an address the résumé can carry: write it as name@example.com, each part between dots not empty`,
    }),
  ];
}

/**
 * What the content shows broken though the build goes on: warnings, not problems, since content
 * that built before a template update must build after it. An entry of a list left empty (an
 * empty tag, bullet, pill or paragraph on the page), and an experience whose duration ends before
 * it starts ("Sep 2025 – Jul 2024"), as the résumé reads it (scripts/resume/json-resume.ts).
 */
export function contentWarnings(content: Content, dir: string): string[] {
  const lines: string[] = [];
  const warn = (key: keyof typeof CONTENT_MODULES, entry: string, field: string, message: string) =>
    lines.push(
      formatProblem({ file: `${dir}/${CONTENT_MODULES[key].file}`, entry, field, message }),
    );
  const empties = (
    key: keyof typeof CONTENT_MODULES,
    entry: string,
    field: string,
    list: unknown,
  ) => {
    if (!Array.isArray(list)) return;
    list.forEach((text: unknown, index) => {
      if (typeof text === 'string' && text.trim() === '') {
        warn(key, entry, `${field}[${index}]`, 'is empty, and shows as an empty item: remove it');
      }
    });
  };
  lines.push(...unfilledTexts(content, dir).map(formatProblem));
  const entries = <T>(list: T[] | undefined): T[] => (Array.isArray(list) ? list : []);
  empties('profile', 'profile', 'about', content.profile?.about);
  empties('profile', 'profile', 'interests', content.profile?.interests);
  entries(content.projects).forEach((project, i) => {
    const name = entryName('projects', project as unknown as Record<string, unknown>, i);
    empties('projects', name, 'tech', project.tech);
    empties('projects', name, 'features', project.features);
  });
  entries(content.publications).forEach((paper, i) => {
    const name = entryName('publications', paper as unknown as Record<string, unknown>, i);
    empties('publications', name, 'keywords', paper.keywords);
  });
  entries(content.experience).forEach((job, i) => {
    const name = entryName('experience', job as unknown as Record<string, unknown>, i);
    empties('experience', name, 'skills', job.skills);
    if (typeof job.duration !== 'string') return;
    const { startDate, endDate } = isoRange(job.duration);
    if (!startDate || !endDate) return;
    // Compared to the precision both have: "Mar 2024 – 2024" is not backwards.
    const shared = Math.min(startDate.length, endDate.length);
    if (startDate.slice(0, shared) <= endDate.slice(0, shared)) return;
    const read = [startDate, endDate].join(' to ');
    warn(
      'experience',
      name,
      'duration',
      `"${job.duration}" ends before it starts (read as ${read}): write the earlier month first, each with its year`,
    );
  });
  return lines;
}

/** How problems name a content folder: from the project's root when it is inside, else in full. */
export function folderName(dir: string): string {
  const relative = path.relative(root, dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

/** Where in the project a file is, and the place in it: "content/profile.ts, line 10, column 3". */
function place(file: string, line: string, column: number): string {
  return `${folderName(file)}, line ${line}, column ${column}`;
}

/**
 * Why a content module did not load, in one line that names the file and place of the mistake:
 * the compiler's "Expected \"}\"" for a syntax slip (in the module or one it imports), else the
 * error with the line of the content that threw it (a name that is not defined).
 */
export function loadFailure(error: unknown, dir: string): string {
  if (!(error instanceof Error)) return String(error);
  // eslint-disable-next-line no-control-regex -- a compiler's colours, taken off
  const message = error.message.replace(/\u001b\[[\d;]*m/g, '');
  const lines = message.split('\n');
  for (const line of lines) {
    // esbuild's, as tsx reports it: "/…/profile.ts:10:2: ERROR: Expected …", columns from 0.
    const syntax = /^(.+?):(\d+):(\d+): ERROR: (.+)$/.exec(line);
    if (syntax) return `${syntax[4]} (${place(syntax[1]!, syntax[2]!, Number(syntax[3]) + 1)})`;
  }
  // Oxc's, as Vite reports it: "[PARSE_ERROR] Expected …" and "[ ../profile.ts:3:3 ]".
  const parseError = /\[[A-Z_]+\]\s*(.+)/.exec(message);
  const at = /\[\s*(\S+?):(\d+):(\d+)\s*\]/.exec(message);
  if (parseError && at) {
    return `${parseError[1]} (${place(path.resolve(at[1]!), at[2]!, Number(at[3]))})`;
  }
  for (const frame of error.stack?.split('\n') ?? []) {
    const at = /(?:file:\/\/)?(\/[^\s()]+?):(\d+):(\d+)\)?$/.exec(frame);
    if (at && at[1]!.startsWith(dir + path.sep)) {
      return `${lines[0]} (${place(at[1]!, at[2]!, Number(at[3]))})`;
    }
  }
  return lines[0] ?? String(error);
}

/**
 * What to do about a content module with no file: one taken out by hand (content of an earlier
 * template is told of `npm run migrate-content` by the format check, which comes first).
 */
function missingFileAdvice(key: keyof typeof CONTENT_MODULES): string {
  const { file, schema } = CONTENT_MODULES[key];
  const sample = path.join(SAMPLE_CONTENT_DIR, file);
  return schema.safeParse([]).success
    ? `With nothing for it, keep the file with an empty list (\`export const ${key} = [];\`): see "Leaving a list empty" in CUSTOMIZING.md.`
    : `Every site needs it: copy ${sample} and make it yours.`;
}

/**
 * The content as the checks read it: each module of CONTENT_MODULES from its own file, so a module
 * the owner adds is checked without being listed anywhere else. One line for a module that does
 * not load or lacks its export.
 */
export async function loadContent(
  dir = CONTENT_DIR,
): Promise<{ content: Content; unloaded: string[] }> {
  const unloaded: string[] = [];
  const failures: { file: string; reason: string }[] = [];
  const folder = folderName(dir);
  const entries = await Promise.all(
    Object.entries(CONTENT_MODULES).map(async ([key, { file, schema }]) => {
      try {
        const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<
          string,
          unknown
        >;
        if (!(key in module)) unloaded.push(`${folder}/${file}: has no export named ${key}`);
        return [key, module[key]];
      } catch (error) {
        const reason = loadFailure(error, dir);
        const missing = !existsInProject(file, dir);
        // A module the schema lets the owner leave out (figures.ts, words.ts) may have no file.
        if (missing && schema.safeParse(undefined).success) return [key, undefined];
        if (missing) {
          unloaded.push(
            `${folder}/${file}: does not load: there is no such file. ${missingFileAdvice(key as keyof typeof CONTENT_MODULES)}`,
          );
        } else failures.push({ file: `${folder}/${file}`, reason });
        return [key, undefined];
      }
    }),
  );
  // A slip in profile.ts stops about.ts, which imports it, with the same words: said once, for
  // the file it is in where that is one of them.
  const reasons = new Map<string, string>();
  for (const { file, reason } of failures) {
    // Only a reason that names its place is one slip; "x is not defined" may be two.
    const placed = /\(.+, line \d+, column \d+\)$/.test(reason);
    if (!placed) unloaded.push(`${file}: does not load: ${reason}`);
    else if (!reasons.has(reason) || reason.includes(`(${file}, line`)) reasons.set(reason, file);
  }
  for (const [reason, file] of reasons) unloaded.push(`${file}: does not load: ${reason}`);
  return { content: Object.fromEntries(entries) as Content, unloaded };
}

/**
 * The sample's content, held against an owner's to tell what is still the sample's; none when the
 * sample's folder `sampleDir` is gone (an owner may delete it) or is `dir`, the folder at hand.
 */
export async function sampleContent(sampleDir: string, dir: string): Promise<Content | undefined> {
  if (!existsSync(sampleDir)) return undefined;
  if (existsSync(dir) && realpathSync(sampleDir) === realpathSync(dir)) return undefined;
  return (await loadContent(sampleDir)).content;
}

/**
 * One line when the content is written for another format than the template's (which
 * `npm run migrate-content` upgrades), as its fields would only be a list of errors.
 */
export async function formatMismatch(
  dir = CONTENT_DIR,
  project = root,
): Promise<string | undefined> {
  const empty = emptyFolder(dir);
  if (empty) return empty;
  const { content } = await loadContent(dir);
  return contentFormatProblem(path.relative(project, dir) || '.', contentFormat(dir, content));
}

/** One line for a content folder with nothing in it yet, saying how to start it. */
export function emptyFolder(dir: string): string | undefined {
  if (!existsSync(dir) || readdirSync(dir).length > 0) return undefined;
  return `${folderName(dir)}/ is empty: \`npm run new-content\` fills it with a copy of the sample to edit into your own (or \`npm run import-resume -- resume.json\` starts it from a JSON Resume).`;
}

/**
 * A résumé of the owner's own (`resumePdf: 'own'`) that is there but no PDF: empty, or another
 * document under its name. The page's download would serve it as it is. A missing one is named by
 * the content's own check.
 */
export function ownResumeProblems(content: Content, dir: string, root = ROOT): string[] {
  const { resume, resumePdf } = content.profile;
  if (resumePdf !== 'own' || typeof resume !== 'string' || !/^\/[^/]/.test(resume)) return [];
  let start: string;
  try {
    start = readFileSync(path.join(root, 'public', resume))
      .subarray(0, 5)
      .toString('latin1');
  } catch {
    return [];
  }
  if (start === '%PDF-') return [];
  const what = start === '' ? 'is empty' : 'is not a PDF';
  const message = `public${resume} ${what}: put your résumé there as a PDF, or leave out resumePdf for the page to make one`;
  const file = `${dir}/${CONTENT_MODULES.profile.file}`;
  return [formatProblem({ file, entry: 'profile', field: 'resume', message })];
}

/** One line per problem in the real content; empty when it is sound. */
export async function contentProblems(): Promise<string[]> {
  const dir = contentDir(root);
  const empty = emptyFolder(CONTENT_DIR);
  if (empty) return [empty];
  const { content, unloaded } = await loadContent(CONTENT_DIR);
  const mismatch = contentFormatProblem(dir, contentFormat(CONTENT_DIR, content));
  if (mismatch) return [mismatch];
  // The rest would only say again, field by field, that what did not load is missing.
  if (unloaded.length > 0) return unloaded;
  const exists = (projectPath: string) => existsInProject(projectPath);
  const problems = validateContent(content, exists, dir, (p) => otherCaseInProject(p)).map(
    formatProblem,
  );
  problems.push(...addressProblems(content, dir));
  problems.push(...ownResumeProblems(content, dir));
  const { historyFileProblem, HISTORY_FILE } = await import('./item-history.ts');
  const history = historyFileProblem(path.join(CONTENT_DIR, HISTORY_FILE));
  if (history) problems.push(history);
  const { figureNameProblems } = await import('./figure-names.ts');
  problems.push(...(await figureNameProblems(CONTENT_DIR, folderName)));
  // The notes, each file with its own lines (scripts/notes/load.ts).
  const { loadNotes } = await import('./notes/load.ts');
  const { siteLanguagesOf } = await import('./notes/plugin.ts');
  const notes = await loadNotes(CONTENT_DIR, dir, await siteLanguagesOf(root));
  problems.push(...notes.problems);
  // A draft is built only into the local preview, which reads its images and formulas then.
  const published = notes.notes.filter((note) => !note.draft);
  if (problems.length === 0) problems.push(...(await imageProblems(content, published)));
  const { mathsProblems, unwrittenProblems } = await import('./notes/markdown.ts');
  problems.push(...published.flatMap(mathsProblems), ...published.flatMap(unwrittenProblems));
  // Each language beyond the default is checked once the default content is sound.
  if (problems.length > 0) return problems;
  const { languageProblems } = await import('./languages/check.ts');
  return languageProblems(root, content, exists);
}

/**
 * What the build would stop on in the images, read as it reads them: the photo and each note's
 * cover and images, that each is there and is an image it can use (not an empty file, a text).
 */
export async function imageProblems(
  content: Pick<Content, 'profile'>,
  notes: ReadonlyArray<{ file: string; markdown: string; cover?: string }>,
  dir = CONTENT_DIR,
): Promise<string[]> {
  const { decodePhoto } = await import('./assets/portrait.ts');
  const { noteImageFile } = await import('./notes/images.ts');
  const { imageSources } = await import('./notes/markdown.ts');
  const problems: string[] = [];
  const read = async (find: () => string | null, what?: string) => {
    try {
      const file = find();
      if (file) await decodePhoto(file, what);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  };
  const photo = content.profile.profileImage;
  if (photo) await read(() => path.join(dir, photo));
  for (const note of notes) {
    if (note.cover) await read(() => path.join(dir, note.cover!), `${note.file}: the cover`);
    for (const source of imageSources(note.markdown)) {
      await read(() => noteImageFile(dir, note.file, source), `${note.file}: the image`);
    }
  }
  return problems;
}

/** Prints every problem and exits 1 if there is any, so a broken page is never built. */
export async function checkContentOrExit(): Promise<void> {
  exitOnProblems(await contentProblems());
}

/** Prints the problems, with how many and where, and exits 1; nothing when there are none. */
export function exitOnProblems(problems: readonly string[]): void {
  if (problems.length === 0) return;
  for (const line of problems) console.error(line);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  console.error(`\nContent check failed: ${count} in ${contentDir(root)}/ (see CUSTOMIZING.md).`);
  process.exit(1);
}

/** `npm run check-content`: the problems, else the warnings and "content OK". */
async function main(): Promise<void> {
  await checkContentOrExit();
  // Imported here, so the content check stays free of the page builders when used as a module.
  const { addressWarnings } = await import('./item-history.ts');
  const { itemEntries } = await import('./item-pages.ts');
  const { siteAddress } = await import('./seo.ts');
  for (const line of await addressWarnings(root, siteAddress(), itemEntries())) {
    console.warn(`item address: ${line}`);
  }
  const { loadNotes } = await import('./notes/load.ts');
  const { siteLanguagesOf } = await import('./notes/plugin.ts');
  const { noteWarnings, publishedSlugs } = await import('./notes/markdown.ts');
  const { notes } = await loadNotes(CONTENT_DIR, contentDir(root), await siteLanguagesOf(root));
  const published = publishedSlugs(notes);
  for (const line of notes.flatMap((note) => noteWarnings(note, published))) {
    console.warn(`note: ${line}`);
  }
  const { addedWordWarnings } = await import('./languages/check.ts');
  const { content } = await loadContent(CONTENT_DIR);
  for (const line of contentWarnings(content, contentDir(root))) console.warn(`content: ${line}`);
  for (const line of await addedWordWarnings(root, content)) console.warn(`words: ${line}`);
  const { photoWarnings } = await import('./assets/portrait.ts');
  for (const line of await photoWarnings(root, content.profile)) {
    console.warn(`profile photo: ${line}`);
  }
  // What is still the sample's, as the build names it: valid content, but not yet the owner's.
  const { reportSampleWarnings, sampleWarnings } = await import('./assets/sample-warnings.ts');
  // As the build prints them; its run's summary has them once, from the build.
  reportSampleWarnings(await sampleWarnings(root, content), {});
  console.log('content OK');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Not awaited at the top level: this module is done loading before main() runs, so a module
  // main() loads may import it in turn (item-history.ts does) instead of waiting on a module that
  // waits on it, which Node ends with exit code 13 and nothing printed.
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
