// The build's résumé step: the PDF behind both Download links (generated from content, or the
// owner's own, as profile.resumePdf says) and resume.json beside the page.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../../src/content/validate';
import { isHttpUrl } from '../../src/content/validate';
import { RESUME_JSON, toJsonResume, type JsonResumeSite } from './json-resume.ts';
import { RESUME_MAX_PAGES, renderResumePdf, ResumeError, type Paper } from './pdf.ts';
import { jsonResumeProblems } from './schema.ts';

/** The paper a generated résumé is set on, or null when the owner ships their own PDF. */
export function resumePaper(content: Content): Paper | null {
  const setting = content.profile.resumePdf ?? 'A4';
  return setting === 'own' ? null : setting;
}

export interface ResumeBuildOptions {
  content: Content;
  /** The built site's folder. */
  dist: string;
  /** The project's public/ folder, where an owner's own PDF lives. */
  publicDir: string;
  site: JsonResumeSite;
  /** Set for a language whose PDF cannot be typeset: only resume.json is written. */
  noPdf?: boolean;
}

/** Writes the PDF (unless the owner ships their own) and resume.json; returns a log line. */
export async function writeResume({
  content,
  dist,
  publicDir,
  site,
  noPdf = false,
}: ResumeBuildOptions): Promise<string> {
  const started = performance.now();
  const { resume } = content.profile;
  const paper = resumePaper(content);
  let said: string;
  if (noPdf) {
    said = 'no PDF in this language (its page links the default language’s)';
  } else if (paper === null) {
    // Vite has copied public/ into the build; the owner's file only has to be there.
    if (!isHttpUrl(resume) && !existsSync(path.join(publicDir, resume))) {
      throw new ResumeError(`profile.resumePdf is 'own' but there is no file public${resume}`);
    }
    said = `your own ${resume}`;
  } else {
    if (isHttpUrl(resume) || !resume.startsWith('/') || !resume.endsWith('.pdf')) {
      throw new ResumeError(
        `profile.resume must be a path like "/resume.pdf" for a generated résumé, not "${resume}"`,
      );
    }
    const { pdf, pages, warnings } = await renderResumePdf(content, { paper, siteUrl: site.url });
    for (const line of warnings) console.warn(`résumé: ${line}`);
    const file = path.join(dist, resume);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pdf);
    if (pages > RESUME_MAX_PAGES) {
      console.warn(
        `résumé: ${pages} pages; shorten descriptions or feature fewer projects to keep it to ${RESUME_MAX_PAGES}`,
      );
    }
    said = `${resume.slice(1)} (${pages} ${pages === 1 ? 'page' : 'pages'}, ${paper}, ${(pdf.length / 1024).toFixed(0)} KiB)`;
  }
  const json = toJsonResume(content, site);
  const problems = jsonResumeProblems(json);
  if (problems.length > 0) {
    throw new ResumeError(`${RESUME_JSON} breaks the JSON Resume schema: ${problems.join('; ')}`);
  }
  await writeFile(path.join(dist, RESUME_JSON), `${JSON.stringify(json, null, 2)}\n`);
  const ms = Math.round(performance.now() - started);
  return `résumé: ${said} and ${RESUME_JSON} in ${ms} ms`;
}
