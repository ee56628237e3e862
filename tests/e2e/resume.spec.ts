// The résumé as a visitor and a machine get it: both Download links fetch the PDF the build wrote
// from content (or the owner's own), served as a PDF, at the root and under a sub-path; and the
// page links resume.json, a valid JSON Resume that agrees with the content.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import * as content from '../../src/content';
import { RESUME_HEADINGS, resumeModel } from '../../scripts/resume/model.ts';
import { RESUME_MAX_PAGES } from '../../scripts/resume/pdf.ts';
import { missingInOrder, readPdf, readsBackAsWritten } from '../../scripts/resume/read-pdf.ts';
import { jsonResumeProblems } from '../../scripts/resume/schema.ts';
import { expect, test } from './fixtures';
import { RESUME_LINKS } from './resume-links';
import { serveSubpathSite, SUBPATH_BASE } from './subpath-site';

const root = path.resolve(import.meta.dirname, '../..');
const { profile } = content;
const own = profile.resumePdf === 'own';

/** Clicks each Download link; returns the address and bytes each one fetched. */
async function downloads(page: Page): Promise<{ url: string; body: Buffer }[]> {
  const fetched = [];
  for (const name of RESUME_LINKS) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name, exact: true }).click(),
    ]);
    expect(await download.failure()).toBeNull();
    fetched.push({ url: download.url(), body: readFileSync(await download.path()) });
  }
  return fetched;
}

/** The PDF is the one this content calls for: the owner's file, or one generated from content. */
async function expectTheResume(body: Buffer, siteUrl: string): Promise<void> {
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  if (own) {
    expect(body.equals(readFileSync(path.join(root, 'public', profile.resume)))).toBe(true);
    return;
  }
  const read = await readPdf(body);
  expect(read.pages).toBeGreaterThanOrEqual(1);
  expect(read.pages).toBeLessThanOrEqual(RESUME_MAX_PAGES);
  expect(read.info.Author).toBe(profile.name);
  const model = resumeModel(content, siteUrl);
  // Right-to-left text and emoji do not read back as written (read-pdf.ts); the rest must.
  const inOrder = (texts: string[]) =>
    expect(missingInOrder(read.text, texts.filter(readsBackAsWritten))).toEqual([]);
  inOrder([profile.name, ...model.sections.map((key) => RESUME_HEADINGS[key])]);
  inOrder(model.experience.map((job) => job.title));
  inOrder(model.projects.map((project) => project.title));
  expect(read.links).toEqual(expect.arrayContaining(profile.profiles.map((link) => link.url)));
}

test.skip(/^[a-z]+:/i.test(profile.resume), 'the résumé is hosted elsewhere');

test('both Download links fetch the résumé PDF, served as application/pdf', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  for (const { url, body } of await downloads(page)) {
    expect(new URL(url).pathname).toBe(profile.resume);
    const response = await request.get(profile.resume);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).equals(body)).toBe(true);
    await expectTheResume(body, canonical);
  }
});

test('the page links resume.json, a valid JSON Resume of this content', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const link = page.locator('link[rel="alternate"][type="application/json"]');
  await expect(link).toHaveAttribute('href', '/resume.json');
  const response = await request.get('/resume.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const resume = (await response.json()) as {
    basics: { name: string; profiles: { network: string; url: string; username?: string }[] };
    work: { position: string }[];
    projects: { name: string }[];
  };
  expect(jsonResumeProblems(resume)).toEqual([]);
  expect(resume.basics.name).toBe(profile.name);
  expect(resume.basics.profiles).toEqual(
    profile.profiles.map(({ network, url, username }) => ({
      network,
      url,
      ...(username ? { username } : {}),
    })),
  );
  expect(resume.work.map((job) => job.position)).toEqual(content.experience.map((j) => j.title));
  expect(resume.projects.map((p) => p.name)).toEqual(content.projects.map((p) => p.title));

  // The JSON-LD in the page speaks of the same person.
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@graph': { '@type': string; name?: string; sameAs?: string[] }[] };
  const person = ld['@graph'].find((node) => node['@type'] === 'Person');
  expect(person?.name).toBe(resume.basics.name);
  expect(person?.sameAs).toEqual(resume.basics.profiles.map((p) => p.url));
});

test.describe('under a sub-path', () => {
  const BASE = SUBPATH_BASE;
  let server: Server;
  let site: string;

  test.describe.configure({ mode: 'default', timeout: 60_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ({ server, site } = await serveSubpathSite());
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  test('both Download links fetch the résumé PDF from the sub-path', async ({ page }) => {
    await page.goto(site);
    const href = `${BASE}${profile.resume.replace(/^\//, '')}`;
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    for (const { url, body } of await downloads(page)) {
      expect(new URL(url).pathname).toBe(href);
      const response = await page.request.get(url);
      expect(response.headers()['content-type']).toBe('application/pdf');
      await expectTheResume(body, canonical);
    }
    await expect(page.locator('link[rel="alternate"][type="application/json"]')).toHaveAttribute(
      'href',
      `${BASE}resume.json`,
    );
    const json = await page.request.get(`${site}resume.json`);
    expect(json.status()).toBe(200);
  });
});
