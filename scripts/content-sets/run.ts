// The property test over content: builds the site from content sets no test was written for and
// runs the checks that hold for any content (tests/e2e/any-content.spec.ts) on each.
//
//   npm run test:content                  the smallest valid set, then COUNT random ones (default 2)
//   SEED=123 npm run test:content         the same sets again (the seed is printed on every run)
//   COUNT=10 npm run test:content         more sets
//   FULL=1 npm run test:content           the unit tests, the whole end-to-end suite and the
//                                         Firefox and WebKit journeys on each set, not only the
//                                         any-content checks (the unit tests always run on the
//                                         smallest set, where a test that assumes a shape breaks)
//
// On the smallest set, a build that fails after the content check must leave the built site as
// it was (scripts/dist-folder.ts).
//
// Each set is built in a clean copy of the project (as scripts/owner-suite.ts makes one) whose
// content/ is the generated set; its modules and photo stay there for a look after a failure.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { makeScratchCopy } from '../scratch-copy.ts';
import { contentSet, MINIMAL_SET, type ContentSet } from './arbitrary.ts';
import { writeContentSet, writeLanguages } from './write.ts';
import { dictionaries } from '../../src/words/dictionaries.ts';
import { ENGLISH_ONLY } from '../../src/lib/languages.ts';
import { OWNER_CONTENT_DIR } from '../content-dir.ts';

/**
 * The languages drawn sets are written in, by turn: each of the template's dictionaries other than
 * English first, so every run builds a site whose words and numbers are not English ones.
 */
export const LANGUAGE_TURNS: readonly string[] = [
  ...Object.keys(dictionaries).filter((tag) => tag !== ENGLISH_ONLY.default),
  ENGLISH_ONLY.default,
];

/**
 * The sets one run checks: the smallest valid one (with no languages.ts, so in English), then
 * `count` drawn from the seed, each a site in one language of LANGUAGE_TURNS.
 */
export function setsFor(
  seed: number,
  count: number,
): { name: string; set: ContentSet; language?: string }[] {
  const drawn = count > 0 ? fc.sample(contentSet, { seed, numRuns: count }) : [];
  return [
    { name: 'smallest', set: MINIMAL_SET },
    ...drawn.map((set, index) => ({
      name: `random ${index + 1} of ${count}`,
      set,
      language: LANGUAGE_TURNS[index % LANGUAGE_TURNS.length],
    })),
  ];
}

/** One line that says what a set holds, so a failure's log shows what was built. */
export function describeSet(set: ContentSet): string {
  const { photo } = set;
  return [
    `${set.projects.length} projects`,
    `${set.publications.length} papers`,
    `${set.certificates.length} certificates`,
    `${set.experience.length} experience entries`,
    `${set.skillCategories.length} skill categories`,
    `${set.aboutCards.length} about cards`,
    `${set.profile.roles.length} roles`,
    photo ? `${photo.width}×${photo.height} ${photo.format} photo` : 'no photo',
  ].join(', ');
}

function run(cwd: string, label: string, command: string, env: Record<string, string> = {}) {
  console.log(`  ${label}: ${command}`);
  const result = spawnSync('bash', ['-c', command], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true', ...env },
  });
  return result.status === 0;
}

/** Every file of a folder with its bytes' hash: the site as a host would receive it. */
function snapshot(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
      return [path.relative(dir, file), hash];
    }),
  );
}

/**
 * A build stopped by an error after the content check leaves the last good site as it was (and no
 * half-built folder beside it): the set again, one role holding a character no font has, which
 * the résumé's typesetting refuses once the pages are built.
 */
async function failedBuildKeepsTheSite(dest: string, set: ContentSet): Promise<boolean> {
  const dist = path.join(dest, 'dist');
  const before = snapshot(dist);
  const broken = { ...set, profile: { ...set.profile, roles: [...set.profile.roles, '\uE000'] } };
  await writeContentSet(path.join(dest, OWNER_CONTENT_DIR), broken);
  const built = run(dest, 'a build that fails (a role no font can set)', 'npm run build');
  await writeContentSet(path.join(dest, OWNER_CONTENT_DIR), set);
  const after = snapshot(dist);
  const kept =
    after.size === before.size && [...before].every(([file, hash]) => after.get(file) === hash);
  const leftovers = readdirSync(dest).filter((name) => name.startsWith('dist.'));
  if (built) console.error('  that build should have failed, and did not');
  if (!kept) console.error('  the failed build changed dist/');
  if (leftovers.length > 0) console.error(`  the failed build left ${leftovers.join(', ')}`);
  return !built && kept && leftovers.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seed = process.env.SEED ? Number(process.env.SEED) : Math.floor(Math.random() * 2 ** 31);
  const count = Number(process.env.COUNT ?? 2);
  const full = process.env.FULL === '1';
  if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 0) {
    console.error('SEED and COUNT must be whole numbers, COUNT 0 or more.');
    process.exit(2);
  }
  const reproduce = `SEED=${seed} COUNT=${count}${full ? ' FULL=1' : ''} npm run test:content`;
  console.log(`[content sets] seed ${seed}: reproduce with \`${reproduce}\``);

  const started = Date.now();
  const sets = setsFor(seed, count);
  for (const [index, { name, set, language }] of sets.entries()) {
    const dest = path.join(os.tmpdir(), `portfolio-content-set-${index}`);
    const says = `${describeSet(set)}; ${language ? `in "${language}" only` : 'no languages.ts'}`;
    console.log(`\n[content set ${index + 1}/${sets.length}: ${name}] ${says}`);
    makeScratchCopy({ dest, exclude: (file) => file.startsWith('tests/content-') });
    await writeContentSet(path.join(dest, OWNER_CONTENT_DIR), set);
    writeLanguages(path.join(dest, OWNER_CONTENT_DIR), language);
    writeFileSync(path.join(dest, 'content-set.json'), JSON.stringify(set, null, 2));
    const passed =
      run(dest, 'build', 'npm run build') &&
      (full || set === MINIMAL_SET ? run(dest, 'unit tests', 'npx vitest run') : true) &&
      (full
        ? run(dest, 'end-to-end suite', 'npx playwright test', { E2E_PORT: '4374' }) &&
          run(dest, 'cross-browser journeys', 'npm run test:browsers')
        : run(dest, 'any-content checks', 'npx playwright test tests/e2e/any-content.spec.ts', {
            E2E_PORT: '4374',
          })) &&
      (set === MINIMAL_SET ? await failedBuildKeepsTheSite(dest, set) : true);
    if (!passed) {
      console.error(
        `\n[content sets] "${name}" failed. Its content is in ${dest}/${OWNER_CONTENT_DIR} ` +
          `(and ${dest}/content-set.json). Reproduce with \`${reproduce}\`.`,
      );
      process.exit(1);
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n[content sets] ${sets.length} passed in ${seconds} s (seed ${seed})`);
}
