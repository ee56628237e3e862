// `npm run build` runs this first: content written for another format than the template's stops
// the build with one line saying what to run. The build itself cannot say it, as it imports the
// content modules as the current format has them, and fails on one an earlier format lacks.
// A content module that does not load (a missing comma) stops it here too, with the file and the
// place: the build would fail on that import with a stack trace. So does a merge left unsettled,
// checked before any of the project's modules is loaded (one of them may be the file in conflict).
import { unmergedProblem } from './unmerged.ts';

const unmerged = unmergedProblem();
if (unmerged) {
  console.error(unmerged);
  process.exit(1);
}
const { exitOnProblems, formatMismatch, loadContent } = await import('./check-content.ts');
const mismatch = await formatMismatch();
if (mismatch) {
  console.error(mismatch);
  process.exit(1);
}
exitOnProblems((await loadContent()).unloaded);
