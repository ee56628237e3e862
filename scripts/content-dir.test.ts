import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULTS_DIR,
  e2eTsconfig,
  LANGUAGE_DIR_VARIABLE,
  OWNER_CONTENT_DIR,
  resolveContentModule,
  SAMPLE_CONTENT_DIR,
} from './content-dir';

let root: string;
const write = (file: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), 'export {};\n');
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'content-dir-'));
  write(`${SAMPLE_CONTENT_DIR}/profile.ts`);
  write(`${SAMPLE_CONTENT_DIR}/words.ts`);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('@content modules', () => {
  it('are the sample’s while the owner has no content of their own', () => {
    expect(resolveContentModule(root, '@content/profile')).toBe(
      path.join(root, SAMPLE_CONTENT_DIR, 'profile.ts'),
    );
  });

  it('are the owner’s where they have the file, the sample’s for a module they left out', () => {
    write(`${OWNER_CONTENT_DIR}/profile.ts`);
    expect(resolveContentModule(root, '@content/profile')).toBe(
      path.join(root, OWNER_CONTENT_DIR, 'profile.ts'),
    );
    const { compilerOptions } = JSON.parse(readFileSync(e2eTsconfig(root), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    expect(compilerOptions.paths).toEqual({
      '@content/profile': [path.join(root, OWNER_CONTENT_DIR, 'profile.ts')],
      '@content/words': [path.join(root, SAMPLE_CONTENT_DIR, 'words.ts')],
      '@words/active': [path.join(root, 'src/words/active.ts')],
    });
  });

  it("never take the sample's languages for an owner's: without their own, the default", () => {
    write(`${SAMPLE_CONTENT_DIR}/languages.ts`);
    write(`${DEFAULTS_DIR}/languages.ts`);
    expect(resolveContentModule(root, '@content/languages')).toBe(
      path.join(root, SAMPLE_CONTENT_DIR, 'languages.ts'),
    );
    write(`${OWNER_CONTENT_DIR}/profile.ts`);
    expect(resolveContentModule(root, '@content/languages')).toBe(
      path.join(root, DEFAULTS_DIR, 'languages.ts'),
    );
    write(`${OWNER_CONTENT_DIR}/languages.ts`);
    expect(resolveContentModule(root, '@content/languages')).toBe(
      path.join(root, OWNER_CONTENT_DIR, 'languages.ts'),
    );
  });

  it('take the default languages where the sample’s languages.ts was deleted, for the tests too', () => {
    write(`${DEFAULTS_DIR}/languages.ts`);
    expect(resolveContentModule(root, '@content/languages')).toBe(
      path.join(root, DEFAULTS_DIR, 'languages.ts'),
    );
    const { compilerOptions } = JSON.parse(readFileSync(e2eTsconfig(root), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    expect(compilerOptions.paths['@content/languages']).toEqual([
      path.join(root, DEFAULTS_DIR, 'languages.ts'),
    ]);
  });

  it('give the end-to-end specs the words of the language the built site is in', () => {
    const activeWords = () =>
      (
        JSON.parse(readFileSync(e2eTsconfig(root, 'dist'), 'utf8')) as {
          compilerOptions: { paths: Record<string, string[]> };
        }
      ).compilerOptions.paths['@words/active']![0]!;
    // Nothing built yet, or a site in English: the template's English.
    expect(activeWords()).toBe(path.join(root, 'src/words/active.ts'));
    mkdirSync(path.join(root, 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><html lang="de" dir="ltr">');
    write('src/words/de.ts');
    const german = readFileSync(activeWords(), 'utf8');
    expect(german).toContain(
      `export { de as dictionary } from ${JSON.stringify(path.join(root, 'src/words/de.ts'))}`,
    );
    expect(german).toContain('export const language = "de"');
    // A language the template has no words for: English's, under the owner's words.ts.
    writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><html lang="ja" dir="ltr">');
    const japanese = readFileSync(activeWords(), 'utf8');
    expect(japanese).toContain(
      `export { en as dictionary } from ${JSON.stringify(path.join(root, 'src/words/en.ts'))}`,
    );
    expect(japanese).toContain('export const language = "ja"');
  });

  it("are the language's own inside a language build", () => {
    const languageDir = path.join(root, 'build/de');
    write('build/de/profile.ts');
    expect(
      resolveContentModule(root, '@content/profile', { [LANGUAGE_DIR_VARIABLE]: languageDir }),
    ).toBe(path.join(languageDir, 'profile.ts'));
  });
});

describe('the end-to-end suite’s path map', () => {
  // Each Playwright worker writes it as it loads the config while others read it: a reader must
  // never meet a file cut short. It is replaced whole (a new file renamed over it), never truncated
  // and written in place, and the same map is not written again.
  it('is replaced whole when it changes and left alone when it does not', () => {
    const file = e2eTsconfig(root);
    const first = statSync(file).ino;
    expect(e2eTsconfig(root)).toBe(file);
    expect(statSync(file).ino).toBe(first);
    write(`${OWNER_CONTENT_DIR}/profile.ts`);
    e2eTsconfig(root);
    expect(statSync(file).ino).not.toBe(first);
    expect(readFileSync(file, 'utf8')).toContain(path.join(root, OWNER_CONTENT_DIR, 'profile.ts'));
    expect(readdirSync(path.dirname(file))).toEqual([path.basename(file)]);
  });
});
