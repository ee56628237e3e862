import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { figureNameProblems } from './figure-names.ts';

let dir = '';
const write = (files: Record<string, string>) => {
  dir = mkdtempSync(path.join(tmpdir(), 'figures-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
};
const shown = (file: string) => `content/${path.relative(dir, file)}`;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const FIGURES = "export const figures = { cgpa: '9.42', deployments: '10+' };\n";

describe('figures a content file names', () => {
  it('names each one its figures.ts lacks, with its file and line, and what that file has', async () => {
    write({
      'figures.ts': FIGURES,
      'about.ts': [
        "import { figures } from './figures';",
        'export const aboutCards = [',
        '  { primary: `CGPA ${figures.cgpa}` },',
        "  { primary: `${figures.deploys} deployments`, secondary: figures['talks'] },",
        '];',
      ].join('\n'),
    });
    expect(await figureNameProblems(dir, shown)).toEqual([
      'content/about.ts, line 4: figures.deploys is not in content/figures.ts (which has cgpa, deployments), so the page would show "undefined" there: add it to that file, or use one of its names',
      'content/about.ts, line 4: figures.talks is not in content/figures.ts (which has cgpa, deployments), so the page would show "undefined" there: add it to that file, or use one of its names',
    ]);
  });

  it("reads a language's files against the figures they import, and passes names that are there", async () => {
    write({
      'figures.ts': FIGURES,
      'stats.ts': "import { figures } from './figures.ts';\nexport const x = figures.cgpa;\n",
      'de/figures.ts': "export const figures = { cgpa: '9,42' };\n",
      'de/about.ts':
        "import { figures } from './figures';\nexport const y = figures.deployments;\n",
      'notes/a.ts': "import { figures } from '../figures';\nfigures.nothing;\n",
    });
    expect(await figureNameProblems(dir, shown)).toEqual([
      'content/de/about.ts, line 2: figures.deployments is not in content/de/figures.ts (which has cgpa), so the page would show "undefined" there: add it to that file, or use one of its names',
    ]);
  });

  it("reads only code: not a comment, a string, or another object's figures", async () => {
    write({
      'figures.ts': FIGURES,
      'about.ts': [
        "import { figures } from './figures.ts'",
        '// was figures.deploys, before the rename',
        "const words = 'see figures.ts, and figures. Later on';",
        'const page = { figures: { talks: 3 } };',
        'export const about = [words, page.figures.talks, `${figures.cgpa}`];',
      ].join('\n'),
    });
    expect(await figureNameProblems(dir, shown)).toEqual([]);
  });

  it('leaves a file that does not import figures, or whose figures do not load, to the rest of the check', async () => {
    write({
      'figures.ts': 'export const figures = {',
      'about.ts': "import { figures } from './figures';\nexport const z = figures.cgpa;\n",
      'skills.ts': 'export const figures = 1; const a = { figures: 2 }; a.figures;\n',
    });
    expect(await figureNameProblems(dir, shown)).toEqual([]);
  });
});
