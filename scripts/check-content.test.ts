import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_MODULES } from '../src/content/schema';
import type { Content } from '../src/content/validate';
import {
  addressProblems,
  contentProblems,
  contentWarnings,
  emptyFolder,
  existsInProject,
  formatMismatch,
  imageProblems,
  loadContent,
  loadFailure,
  otherCaseInProject,
  ownResumeProblems,
  ROOT,
} from './check-content';
import { makeContent } from '../src/test/content-fixture';
import { OWNER_CONTENT_DIR } from './content-dir';
import { makeScratchCopy } from './scratch-copy';
import { validateContent } from '../src/content/validate';

/** `unloaded` of a folder holding these modules only, as files written here. */
async function unloadedOf(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return (await loadContent(dir)).unloaded.map((line) => line.replaceAll(dir, 'content'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('check-content', () => {
  it('finds files in the project and nothing outside it', () => {
    expect(existsInProject('package.json')).toBe(true);
    expect(existsInProject('public/no-such-file.pdf')).toBe(false);
    expect(existsInProject('src/content')).toBe(false);
    expect(existsInProject('../package.json')).toBe(false);
  });

  // A Mac's disk finds "images/me.jpg" for "images/Me.jpg"; Linux, where hosts build, does not:
  // the check answers as the host will, and says what the disk has.
  it('finds a file only as the disk spells it, and names the spelling it has', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'case-'));
    try {
      mkdirSync(path.join(dir, 'content', 'Images'), { recursive: true });
      writeFileSync(path.join(dir, 'content', 'Images', 'Me.JPG'), 'x');
      mkdirSync(path.join(dir, 'public'));
      writeFileSync(path.join(dir, 'public', 'Resume.pdf'), '%PDF-1.7');
      expect(existsInProject('content/Images/Me.JPG', dir)).toBe(true);
      expect(existsInProject('content/images/me.jpg', dir)).toBe(false);
      expect(otherCaseInProject('content/images/me.jpg', dir)).toBe('content/Images/Me.JPG');
      expect(otherCaseInProject('content/Images/Me.JPG', dir)).toBeUndefined();
      expect(otherCaseInProject('content/images/you.jpg', dir)).toBeUndefined();

      const content = makeContent();
      content.profile.profileImage = 'images/me.jpg';
      content.profile.resume = '/resume.pdf';
      content.profile.resumePdf = 'own';
      const problems = validateContent(
        content,
        (p) => existsInProject(p, dir),
        'content',
        (p) => otherCaseInProject(p, dir),
      );
      expect(problems.map((p) => [p.field, p.message])).toContainEqual([
        'profileImage',
        expect.stringContaining(
          'there is content/Images/Me.JPG; write it with the same capital letters',
        ),
      ]);
      expect(problems.map((p) => [p.field, p.message])).toContainEqual([
        'resume',
        expect.stringContaining(
          'there is public/Resume.pdf; write it with the same capital letters',
        ),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names a résumé of your own that is empty or not a PDF, and passes a PDF', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'resume-'));
    try {
      mkdirSync(path.join(dir, 'public'));
      const content = makeContent();
      content.profile.resume = '/cv.pdf';
      content.profile.resumePdf = 'own';
      const said = (bytes: string) => {
        writeFileSync(path.join(dir, 'public', 'cv.pdf'), bytes, 'latin1');
        return ownResumeProblems(content, 'content', dir);
      };
      expect(said('')).toEqual([
        'content/profile.ts › profile › resume: public/cv.pdf is empty: put your résumé there as a PDF, or leave out resumePdf for the page to make one',
      ]);
      expect(said('PK\x03\x04word/document.xml')).toEqual([
        expect.stringContaining('› resume: public/cv.pdf is not a PDF: put your résumé there'),
      ]);
      expect(said('%PDF-1.7\n')).toEqual([]);
      // A generated résumé is the build's own to write.
      content.profile.resumePdf = 'A4';
      expect(said('')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Warnings, not problems: content that built before an update must build after it.
  it('warns of an experience whose duration ends before it starts, and of no other', () => {
    const content = makeContent();
    const [first] = content.experience;
    content.experience = [
      { ...first, id: 1, title: 'Backwards', duration: 'Sep 2025 – Jul 2024' },
      { ...first, id: 2, title: 'Fine', duration: 'Jul 2024 – Sep 2025' },
      { ...first, id: 3, title: 'Ongoing', duration: 'Mar 2023 – Present' },
      { ...first, id: 4, title: 'Year only', duration: 'Mar 2024 – 2024' },
      { ...first, id: 5, title: 'Free text', duration: 'a summer' },
    ];
    const lines = contentWarnings(content, 'content');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^content\/experience\.ts › .*Backwards.* › duration: "Sep 2025 – Jul 2024" ends before it starts \(read as 2025-09 to 2024-07\)/,
    );
  });

  // An empty entry shipped an empty pill, bullet or paragraph.
  it('warns of an empty entry in a list of words, naming file, entry and index', () => {
    const c = makeContent();
    c.profile.interests = ['Chess', ''];
    c.profile.about = [' '];
    c.projects[0].tech = [''];
    c.projects[0].features = ['Fast', '\t'];
    c.publications[0].keywords = [''];
    c.experience[0].skills = ['Go', ''];
    const lines = contentWarnings(c, 'content');
    const said = (file: string, field: string) =>
      lines.some(
        (line) =>
          line.startsWith(`content/${file}`) &&
          line.includes(` › ${field}: is empty, and shows as an empty item: remove it`),
      );
    expect(lines).toHaveLength(6);
    expect(said('profile.ts', 'about[0]')).toBe(true);
    expect(said('profile.ts', 'interests[1]')).toBe(true);
    expect(said('projects.ts', 'tech[0]')).toBe(true);
    expect(said('projects.ts', 'features[1]')).toBe(true);
    expect(said('publications.ts', 'keywords[0]')).toBe(true);
    expect(said('experience.ts', 'skills[1]')).toBe(true);
    // And the check itself still passes the content: the build goes on.
    expect(validateContent(c, () => true, 'content')).toEqual([]);
  });

  it('warns of a text that reads "undefined", "NaN" or "[object Object]", naming where it is', () => {
    const c = makeContent();
    c.aboutCards[0]!.primary = 'undefined production deployments';
    c.profile.tagline = 'CGPA NaN/10';
    c.projects[0]!.features = ['[object Object]'];
    const lines = contentWarnings(c, 'content').filter((line) =>
      line.includes(' is what the page'),
    );
    expect(lines).toEqual([
      `content/profile.ts › profile › tagline: reads "CGPA NaN/10": "NaN" is what the page shows for a name another file does not have (a figure figures.ts lacks?)`,
      expect.stringMatching(
        /^content\/about\.ts › about card id ".+" › primary: reads "undefined production deployments": "undefined" is what/,
      ),
      expect.stringMatching(
        /^content\/projects\.ts › project id .+ › features\[0\]: reads "\[object Object\]"/,
      ),
    ]);
  });

  it("names an owner's address the résumé cannot carry, in the owner's file, once", () => {
    const content = makeContent();
    content.profile.contact.email = 'a..b@example.com';
    expect(addressProblems(content, 'content')).toEqual([
      'content/profile.ts › profile › contact.email: "a..b@example.com" is not an address the résumé can carry: write it as name@example.com, each part between dots not empty',
    ]);
    // One the content's own rule refuses is named by that rule alone.
    content.profile.contact.email = 'jo@doe';
    expect(addressProblems(content, 'content')).toEqual([]);
    content.profile.contact.email = 'jo@doe.dev';
    expect(addressProblems(content, 'content')).toEqual([]);
  });

  // Its time grows with the content: some 5 s for a hundred projects and sixty papers.
  it('finds no problems in the shipped content', { timeout: 60_000 }, async () => {
    expect(await contentProblems()).toEqual([]);
  });

  it('says "content OK" and exits 0 when run as `npm run check-content` on sound content', () => {
    // As the owner runs it: the command itself, which loads the modules that read the address
    // record, the notes and the photo, some of which import this module in turn.
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'scripts/check-content.ts')],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(run.stdout).toContain('content OK');
    expect(run.status).toBe(0);
  }, 60_000);

  it("names what is still the sample's, as the build does, in content new-content copied", () => {
    const dest = mkdtempSync(path.join(os.tmpdir(), 'check-sample-'));
    try {
      // The project's own content (an owner's, in their copy) stays out: the copy starts afresh.
      makeScratchCopy({
        dest,
        exclude: (file) =>
          file.startsWith('tests/content-') || file.startsWith(`${OWNER_CONTENT_DIR}/`),
      });
      const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
      const made = spawnSync(tsx, ['scripts/new-content.ts'], { cwd: dest, encoding: 'utf8' });
      expect(made.status, made.stderr).toBe(0);
      const run = spawnSync(tsx, ['scripts/check-content.ts'], { cwd: dest, encoding: 'utf8' });
      expect(run.stderr).toMatch(/^sample content: /m);
      expect(run.stdout).toContain('content OK');
      expect(run.status).toBe(0);
    } finally {
      rmSync(dest, { recursive: true, force: true });
    }
  }, 90_000);

  it('reads each module of the schema from its own file, and names one that does not load or lacks its export', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
    try {
      const { file } = CONTENT_MODULES.projects;
      const misnamed = CONTENT_MODULES.certificates.file;
      writeFileSync(path.join(dir, file), 'export const projects = [{ id: 1 }];\n');
      writeFileSync(path.join(dir, misnamed), 'export const certificate = [];\n');
      const { content, unloaded } = await loadContent(dir);
      expect(content.projects).toEqual([{ id: 1 }]);
      // Modules the owner may leave out need no file; every other one is named.
      const optional = Object.values(CONTENT_MODULES).filter(
        (module) => module.schema.safeParse(undefined).success,
      );
      expect(optional.length).toBeGreaterThan(0);
      const absent = Object.values(CONTENT_MODULES)
        .filter((module) => !optional.includes(module))
        .map((module) => module.file)
        .filter((name) => name !== file && name !== misnamed);
      expect(unloaded).toEqual(
        expect.arrayContaining(
          absent.map((name) => expect.stringMatching(`^${dir}/${name}: does not load`)),
        ),
      );
      expect(unloaded).toContain(`${dir}/${misnamed}: has no export named certificates`);
      // What to do: a list may be empty; a module every site needs is copied from the sample.
      const said = (module: keyof typeof CONTENT_MODULES) =>
        unloaded.find((line) => line.startsWith(`${dir}/${CONTENT_MODULES[module].file}:`));
      expect(said('publications')).toContain('keep the file with an empty list');
      expect(said('publications')).toContain('export const publications = [];');
      expect(said('profile')).toContain(`copy sample/${CONTENT_MODULES.profile.file}`);
      expect(unloaded).toHaveLength(absent.length + 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the line and column of a slip in a module once, not again for the module importing it', async () => {
    const profile = CONTENT_MODULES.profile.file;
    const about = CONTENT_MODULES.aboutCards.file;
    const unloaded = await unloadedOf({
      // A comma left out at the end of line 2.
      [profile]: "export const profile = {\n  name: 'Ada'\n  tagline: 'Hi',\n};\n",
      [about]: `import { profile } from './${profile.replace(/\.ts$/, '')}';\nexport const aboutCards = [profile];\n`,
    });
    // The compiler's words differ (esbuild under tsx, Oxc under Vitest); the place does not.
    const line = unloaded.find((text) => text.startsWith(`content/${profile}: does not load: `));
    expect(line).toMatch(/[Ee]xpected/);
    expect(line?.endsWith(`(content/${profile}, line 3, column 3)`)).toBe(true);
    // Said once, for the file the slip is in: not again for each file that imports it.
    expect(unloaded.filter((text) => text.includes(`line 3, column 3`))).toEqual([line]);
    expect(unloaded.some((text) => text.startsWith(`content/${about}:`))).toBe(false);
  });

  it("reads esbuild's report of a slip as tsx gives it, its column counted from 0", () => {
    const dir = path.join(os.tmpdir(), 'content');
    const error = new Error(
      `Transform failed with 1 error:\n${dir}/profile.ts:10:2: ERROR: Expected "}" but found "tagline"`,
    );
    expect(loadFailure(error, dir)).toBe(
      `Expected "}" but found "tagline" (${dir}/profile.ts, line 10, column 3)`,
    );
  });

  it('names the line of a name that is not defined', async () => {
    const profile = CONTENT_MODULES.profile.file;
    const unloaded = await unloadedOf({
      [profile]: 'export const profile = {\n  name: fullName,\n};\n',
    });
    expect(unloaded).toContain(
      `content/${profile}: does not load: fullName is not defined (content/${profile}, line 2, column 9)`,
    );
  });

  it('reads the photo and the notes’ images as the build will, naming each that is no image', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
    try {
      mkdirSync(path.join(dir, 'images'));
      writeFileSync(path.join(dir, 'images/empty.png'), '');
      writeFileSync(path.join(dir, 'images/words.jpg'), 'not a picture');
      // A JPEG cut short: its header is whole, its picture is not.
      const whole = await sharp({
        create: { width: 400, height: 400, channels: 3, background: '#3a6' },
      })
        .jpeg()
        .toBuffer();
      writeFileSync(path.join(dir, 'images/cut.jpg'), whole.subarray(0, 300));
      const profile = { profileImage: 'images/empty.png' } as Content['profile'];
      const notes = [
        {
          file: 'content/notes/a.md',
          cover: 'images/words.jpg',
          markdown: '![x](images/gone.png) ![y](images/cut.jpg)',
        },
      ];
      const problems = (await imageProblems({ profile }, notes, dir)).map((line) =>
        line.replaceAll(path.relative(process.cwd(), dir), 'content'),
      );
      expect(problems).toEqual([
        expect.stringMatching(
          /^Profile photo content\/images\/empty\.png cannot be read as an image/,
        ),
        expect.stringMatching(
          /^content\/notes\/a\.md: the cover content\/images\/words\.jpg cannot be read/,
        ),
        'content/notes/a.md: the image "images/gone.png" is not a file in the content folder',
        expect.stringMatching(
          /^content\/notes\/a\.md: the image content\/images\/cut\.jpg is damaged or cut short \(.+\): copy or export it again/,
        ),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says how to start a content folder that is empty, rather than what it lacks', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'content-'));
    try {
      expect(emptyFolder(dir)).toMatch(/ is empty: `npm run new-content` fills it/);
      expect(await formatMismatch(dir)).toBe(emptyFolder(dir));
      writeFileSync(path.join(dir, 'profile.ts'), 'export const profile = {};\n');
      expect(emptyFolder(dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
