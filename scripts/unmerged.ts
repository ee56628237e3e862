// A merge left half done stops the content check, the build and migrate-content with one line
// naming the files, not a parser's stack trace from the first module that fails to load. Run
// before anything that imports the project's modules; it imports none of them itself.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The lines git writes around each side of a conflict (seven of a sign, then a space or nothing). */
const MARKER = '^(<{7}|>{7})( |$)';

const gitLines = (args: string[], root: string): string[] => {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  // Not a git checkout (a downloaded copy), or no git: there is no merge to be in the middle of.
  if (result.error || result.status === null || result.status > 1) return [];
  return result.stdout.split('\n').filter(Boolean);
};

/**
 * What stops the project from loading after a merge: files git still lists as in conflict, and
 * tracked files holding its conflict markers (committed by hand); one message, or '' if none.
 */
export function unmergedProblem(root = ROOT): string {
  const quoted = ['-c', 'core.quotePath=false'];
  const inConflict = gitLines([...quoted, 'diff', '--name-only', '--diff-filter=U'], root);
  const marked = gitLines([...quoted, 'grep', '-l', '-I', '-E', MARKER], root);
  const names = [...new Set([...inConflict, ...marked])].sort();
  if (names.length === 0) return '';
  const shown =
    names.slice(0, 8).join(', ') + (names.length > 8 ? ` and ${names.length - 8} more` : '');
  const what = `${shown} ${names.length === 1 ? 'holds' : 'hold'} git's conflict markers (<<<<<<<)`;
  const guide = 'CUSTOMIZING.md, "Updating the template"';
  if (inConflict.length > 0) {
    return (
      `A merge is not settled: ${what}. Run bash scripts/settle-template-merge.sh, which keeps ` +
      `your content/ and public/ and takes the template's side elsewhere (${guide}).`
    );
  }
  return (
    `A merge was committed unsettled: ${what}. Mend each by hand, or take the template's side of ` +
    `a file of its code: git checkout template/main -- <file> (${guide}).`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = unmergedProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
