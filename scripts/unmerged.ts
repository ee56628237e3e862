// A merge left half done stops the content check, the build and migrate-content with one line
// naming the files, not a parser's stack trace from the first module that fails to load. Run
// before anything that imports the project's modules; it imports none of them itself.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** A line git starts one side of a conflict with (seven "<", then a space or the line's end). */
const OPENING = '^<{7}( |$)';
/** A whole conflict as git writes it: its opening line, its middle line and its closing line. */
const CONFLICT = /^<{7}(?: .*)?$[\s\S]*?^={7}$[\s\S]*?^>{7}(?: .*)?$/m;
/**
 * The files whose markers stop the project from loading: its code, data and styles. Not Markdown,
 * where a note about git may show a conflict on purpose (a conflict left in a note shows on its
 * page, and stops nothing).
 */
const LOADED = ['*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.mjs', '*.cjs', '*.json', '*.css'];

const gitLines = (args: string[], root: string): string[] => {
  // Read only: no index refresh written back, so no lock another git command may need.
  const result = spawnSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
  });
  // Not a git checkout (a downloaded copy), or no git: there is no merge to be in the middle of.
  if (result.error || result.status === null || result.status > 1) return [];
  return result.stdout.split('\n').filter(Boolean);
};

/** Tracked files of LOADED kinds holding a whole conflict as git writes it. */
function markedFiles(root: string): string[] {
  const quoted = ['-c', 'core.quotePath=false'];
  const candidates = gitLines(
    [...quoted, 'grep', '-l', '-I', '-E', OPENING, '--', ...LOADED],
    root,
  );
  return candidates.filter((file) => {
    try {
      return CONFLICT.test(readFileSync(path.join(root, file), 'utf8'));
    } catch {
      return false;
    }
  });
}

/**
 * What stops the project from loading after a merge: files git still lists as in conflict, and
 * tracked code holding its conflict markers (committed by hand); one message, or '' if none.
 */
export function unmergedProblem(root = ROOT): string {
  const quoted = ['-c', 'core.quotePath=false'];
  const inConflict = gitLines([...quoted, 'diff', '--name-only', '--diff-filter=U'], root);
  const names = [...new Set([...inConflict, ...markedFiles(root)])].sort();
  if (names.length === 0) return '';
  const shown =
    names.slice(0, 8).join(', ') + (names.length > 8 ? ` and ${names.length - 8} more` : '');
  const what = `${shown} ${names.length === 1 ? 'holds' : 'hold'} git's conflict markers (<<<<<<<)`;
  const guide = 'CUSTOMIZING.md, "Updating the template"';
  if (inConflict.length > 0) {
    // The template never has an owner's content/: a branch that has one is the owner's own.
    const fromTemplate =
      spawnSync('git', ['cat-file', '-e', 'MERGE_HEAD:content'], { cwd: root }).status !== 0;
    return fromTemplate
      ? `A merge is not settled: ${what}. Run bash <(git show MERGE_HEAD:scripts/settle-template-merge.sh), ` +
          `which keeps your content/ and public/ and takes the template's side elsewhere (${guide}).`
      : `A merge is not settled: ${what}. Settle each, then git commit.`;
  }
  return (
    `A merge was committed unsettled: ${what}. Mend each by hand, or take the template's side of ` +
    `a file of its code: git checkout template/main -- <file> (${guide}).`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = unmergedProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
