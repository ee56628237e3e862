// Writes content as the typed modules in src/content, formatted as the project formats code, and
// keeps a copy of every file it replaces unless told not to.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Content } from '../../src/content/validate';
import { CONTENT_TYPES_IMPORT } from '../../src/content/folders';

/** Each module: its file, the export it declares and that export's type. */
const MODULES = [
  ['profile.ts', 'profile', 'Profile', 'Profile'],
  ['about.ts', 'aboutCards', 'AboutCard[]', 'AboutCard'],
  ['skills.ts', 'skillCategories', 'SkillCategory[]', 'SkillCategory'],
  ['experience.ts', 'experience', 'ExperienceEntry[]', 'ExperienceEntry'],
  ['projects.ts', 'projects', 'Project[]', 'Project'],
  ['publications.ts', 'publications', 'Publication[]', 'Publication'],
  ['certificates.ts', 'certificates', 'Certificate[]', 'Certificate'],
  ['stats.ts', 'stats', 'Stats', 'Stats'],
  ['categories.ts', 'categories', 'Categories', 'Categories'],
] as const satisfies readonly (readonly [string, keyof Content, string, string])[];

export const MODULE_FILES: string[] = MODULES.map(([file]) => file);

/** The source of each module, by file name; `command` is the import that wrote it. */
export async function renderModules(
  content: Content,
  source: string,
  command = 'import-resume',
): Promise<Record<string, string>> {
  const config = (await resolveConfig(path.resolve(import.meta.dirname, 'x.ts'))) ?? {};
  const out: Record<string, string> = {};
  for (const [file, name, type, imported] of MODULES) {
    const code = [
      `// Imported from ${source} by \`npm run ${command}\`. Yours to edit; check it with`,
      '// `npm run check-content`.',
      '',
      `import type { ${imported} } from '${CONTENT_TYPES_IMPORT}';`,
      '',
      `export const ${name}: ${type} = ${JSON.stringify(content[name], null, 2)};`,
      '',
    ].join('\n');
    out[file] = await format(code, { ...config, parser: 'typescript' });
  }
  return out;
}

export interface WriteOptions {
  /** Replace files without keeping a copy. */
  force: boolean;
  /** Names the copies; defaults to now. */
  stamp?: string;
}

/** Writes the modules into `dir`; returns the files written and the copies kept. */
export async function writeModules(
  dir: string,
  modules: Record<string, string>,
  { force, stamp = new Date().toISOString().replace(/[:.]/g, '-') }: WriteOptions,
): Promise<{ written: string[]; backups: string[] }> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  const backups: string[] = [];
  // Every copy is made before any file is replaced, so a failure leaves nothing half done.
  if (!force) {
    for (const file of Object.keys(modules)) {
      const target = path.join(dir, file);
      if (!existsSync(target)) continue;
      const backup = `${target}.${stamp}.bak`;
      await copyFile(target, backup);
      backups.push(backup);
    }
  }
  for (const [file, code] of Object.entries(modules)) {
    const target = path.join(dir, file);
    await writeFile(target, code);
    written.push(target);
  }
  return { written, backups };
}
