// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeContent } from '../../src/test/content-fixture';
import { jsonResumeProblems } from './schema.ts';
import { readPdf } from './read-pdf.ts';
import { resumePaper, writeResume } from './write.ts';

let dir: string;
let dist: string;
let publicDir: string;
const site = { url: 'https://ada.test/', photo: 'assets/ada.jpg' };

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'resume-write-'));
  dist = path.join(dir, 'dist');
  publicDir = path.join(dir, 'public');
  await mkdir(dist, { recursive: true });
  await mkdir(publicDir, { recursive: true });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeResume', () => {
  it('generates the PDF at profile.resume and resume.json beside the page', async () => {
    const content = makeContent();
    content.profile.resumePdf = 'Letter';
    const line = await writeResume({ content, dist, publicDir, site });
    const pdf = await readFile(path.join(dist, content.profile.resume));
    const read = await readPdf(pdf);
    expect(read.size).toEqual({ width: 612, height: 792 });
    expect(read.info.Author).toBe(content.profile.name);
    const json: unknown = JSON.parse(await readFile(path.join(dist, 'resume.json'), 'utf8'));
    expect(jsonResumeProblems(json)).toEqual([]);
    expect(line).toMatch(
      /^résumé: cv\.pdf \(\d+ pages?, Letter, \d+ KiB\) and resume\.json in \d+ ms$/,
    );
  });

  it("ships the owner's own PDF untouched and generates none", async () => {
    const content = makeContent();
    content.profile.resumePdf = 'own';
    // Vite copies public/ into the build before this step runs.
    await writeFile(path.join(publicDir, 'cv.pdf'), '%PDF-1.4 mine');
    await writeFile(path.join(dist, 'cv.pdf'), '%PDF-1.4 mine');
    const line = await writeResume({ content, dist, publicDir, site });
    expect(await readFile(path.join(dist, 'cv.pdf'), 'utf8')).toBe('%PDF-1.4 mine');
    expect(existsSync(path.join(dist, 'resume.json'))).toBe(true);
    expect(line).toMatch(/^résumé: your own \/cv\.pdf and resume\.json/);
  });

  it('stops with one line when the own PDF does not exist', async () => {
    const content = makeContent();
    content.profile.resumePdf = 'own';
    await expect(writeResume({ content, dist, publicDir, site })).rejects.toThrow(
      "résumé: profile.resumePdf is 'own' but there is no file public/cv.pdf",
    );
  });

  it('stops with one line when a generated résumé has no local .pdf path', async () => {
    const content = makeContent();
    content.profile.resume = 'https://cdn.ada.test/cv.pdf';
    await expect(writeResume({ content, dist, publicDir, site })).rejects.toThrow(
      'résumé: profile.resume must be a path like "/resume.pdf" for a generated résumé',
    );
    expect(existsSync(path.join(dist, 'resume.json'))).toBe(false);
  });

  it('generates on A4 unless told otherwise', () => {
    const content = makeContent();
    expect(resumePaper(content)).toBe('A4');
    content.profile.resumePdf = 'own';
    expect(resumePaper(content)).toBeNull();
  });
});
