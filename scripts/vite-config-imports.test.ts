// The Vite config loads these modules itself, before any bundler: a relative import without its
// file's extension there makes Vite print, on every build and once per language, a screen of
// warnings (its coming native config loader cannot follow one).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const RELATIVE_IMPORT = /(?:^|\n)\s*((?:import|export)\b[^'"]*?)\bfrom\s+'(\.{1,2}\/[^']+)'/g;
/** An import of types alone, which TypeScript erases before anything loads it. */
const TYPES_ONLY =
  /^(?:import|export)\s+type\b|^(?:import|export)\s*\{\s*(?:type\s+[\w$]+\s*,?\s*)+\}\s*$/;

/** Every relative import, without an extension, of the modules `entry` loads, by file and name. */
function importsWithoutExtension(entry: string): string[] {
  const seen = new Set<string>();
  const missing: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, clause, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      if (TYPES_ONLY.test(clause!.trim())) continue;
      const target = path.resolve(path.dirname(file), specifier!);
      if (!/\.[cm]?[jt]sx?$/.test(specifier!)) {
        missing.push(`${path.relative(ROOT, file)}: '${specifier}'`);
        continue;
      }
      if (existsSync(target) && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(entry);
  return missing;
}

describe('the modules the Vite config loads', () => {
  it('name each relative import with its extension', () => {
    expect(importsWithoutExtension(path.join(ROOT, 'vite.config.ts'))).toEqual([]);
  });
});
