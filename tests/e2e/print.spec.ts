import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { profile, projects, publications, skillCategories } from '../../src/content';
import { ownerEmail } from '../../src/lib/contact-details';
import { MOTION_PAUSED_ATTRIBUTE, MOTION_PAUSED_STORAGE_KEY } from '../../src/config/site';
import { readsBackAsWritten } from '../../scripts/resume/read-pdf.ts';
import { cssColor } from './colors';
import { expect, given, test } from './fixtures';
import { t } from '../../src/words/index.ts';
import { VISIBLE_KEYWORDS, VISIBLE_TECH_TAGS } from '../../src/config/site';
import { itemPath, itemSlug } from '../../src/lib/item-address';
import { notePath, notesListPath } from '../../src/lib/notes';
import { publishedNotes } from './notes-content';

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  return { text: lines.join(' ').replace(/\s+/g, ' '), pages: document.numPages };
}

test('a visitor who stopped the animations prints the roles once', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), MOTION_PAUSED_STORAGE_KEY);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute(MOTION_PAUSED_ATTRIBUTE, '');
  await page.emulateMedia({ media: 'print' });
  // In the headline's own line: the tagline may say the same words.
  const headline = page.locator('#hero p', { has: page.getByTestId('roles-still') });
  const roles = headline.getByText(profile.roles.join(' · '), { exact: true });
  await expect(roles.filter({ visible: true })).toHaveCount(1);
});

test('printing gives a résumé with every section expanded and no page chrome', async ({ page }) => {
  await page.goto('/');
  // Print from a dark-mode, collapsed page: print must still be light and complete.
  await page.getByRole('button', { name: t('theme.toggle') }).click();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const { text } = await pdfText(pdf);
  // The owner's whole name starts the first sheet, as a résumé's does.
  if (readsBackAsWritten(profile.name)) {
    const first = await (await getDocument({ data: new Uint8Array(pdf) }).promise).getPage(1);
    const words = (await first.getTextContent()).items.map((item) =>
      'str' in item ? item.str : '',
    );
    expect(words.join(' ').replace(/\s+/g, '')).toContain(profile.name.replace(/\s+/g, ''));
  }

  // Right-to-left text and emoji do not read back from a PDF as written (read-pdf.ts). A word too
  // long for its line is broken where it meets the edge, and reads back with a space there.
  const flat = (value: string) => value.replace(/\s+/g, '');
  const printed = flat(text);
  const names = [
    ...projects.map((p) => p.title),
    ...publications.map((p) => p.title),
    ...skillCategories.map((c) => c.category),
  ];
  for (const name of names.filter(readsBackAsWritten)) {
    expect(printed, `the PDF holds "${name}"`).toContain(flat(name));
  }
  // A link prints its address after it: the email's always, a project's code where one has it.
  expect(printed).toContain(flat(`(mailto:${ownerEmail(profile)})`));
  const code = projects.find((p) => p.github)?.github;
  if (code) expect(printed).toContain(flat(`(${code}`));

  for (const chrome of [
    t('nav.hero'),
    t('skipLink.text'),
    t('theme.toggle'),
    t('navbar.openMenu'),
    t('footer.quickLinks.title'),
    t('footer.backToTop'),
    t('contact.form.send'),
    'View All',
    'Show Less',
    'Showing',
  ]) {
    expect(text, `"${chrome}" should not be printed`).not.toContain(chrome);
  }

  await page.emulateMedia({ media: 'print' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    await cssColor(page, 'white'),
  );
  await expect(page.locator('#contact form')).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  // Info and Details open nothing on paper; a paper's title stays, the heading it is.
  for (const [kind, items] of [
    ['project', projects],
    ['paper', publications],
  ] as const) {
    const opener = page.locator(`a[href*="/${kind === 'project' ? 'projects' : 'research'}/"]`);
    const item = items[0];
    if (!item) continue;
    const label =
      kind === 'project'
        ? t('projects.card.infoAbout', { title: item.title })
        : t('research.detailsFor', { title: item.title });
    await expect(opener.and(page.getByLabel(label, { exact: true }))).toBeHidden();
  }
  // A skill's level is its bar's fill, a background, printed without the background setting.
  const bar = page.getByRole('progressbar').first();
  if ((await bar.count()) > 0) {
    expect(
      await bar.evaluate((el) => getComputedStyle(el.firstElementChild!).printColorAdjust),
    ).toBe('exact');
  }
});

test("a paper's page prints the paper, without its Cite control or the way back", async ({
  page,
}) => {
  const paper = publications[0];
  test.skip(!paper, 'the content has no paper');
  await page.goto(`/${itemPath('paper', itemSlug(paper!))}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper!.title);
  await expect(page.locator('[data-cite]')).toBeHidden();
  await expect(page.getByRole('link', { name: t('research.page.back') })).toBeHidden();
});

test("a note's page prints the note, its code as on a light page, without its contents or its neighbours", async ({
  page,
}) => {
  // The note with the most code blocks: the one whose printing has the most to get right.
  const blocks = (markdown: string) => markdown.match(/^```/gm)?.length ?? 0;
  const note = [...publishedNotes].sort((a, b) => blocks(b.markdown) - blocks(a.markdown))[0];
  test.skip(!note, 'the content has no notes');
  await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  await page.goto(`/${notePath(note!.slug)}`);
  const code = page.locator('.note-body pre.shiki');
  const background = (theme: 'light' | 'dark') =>
    code.evaluateAll(
      (pres, name) =>
        pres.map((pre) => {
          const style = getComputedStyle(pre);
          return [style.backgroundColor, style.getPropertyValue(`--shiki-${name}-bg`)];
        }),
      theme,
    );
  const expectCodeIn = async (theme: 'light' | 'dark') => {
    for (const [shown, wanted] of await background(theme)) {
      expect(shown).toBe(await cssColor(page, wanted!));
    }
  };
  // Exactly named: "Notes" is also in "Related notes", which a note sharing a tag has.
  const contents = page.getByRole('navigation', { name: t('notes.contents'), exact: true });
  const neighbours = page.getByRole('navigation', { name: t('notes.list'), exact: true });
  const onScreen = [];
  for (const part of [contents, neighbours]) if (await part.isVisible()) onScreen.push(part);
  await expectCodeIn('dark');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(note!.title);
  for (const part of onScreen) await expect(part).toBeHidden();
  await expectCodeIn('light');
});

test('the notes list prints its notes, without the link to subscribe, the tags or the links to its pages', async ({
  page,
}) => {
  test.skip(publishedNotes.length === 0, 'the content has no notes');
  await page.goto(`/${notesListPath(1)}`);
  const subscribe = page.getByRole('main').locator('summary', { hasText: t('notes.feeds') });
  const tags = page.getByRole('navigation', { name: t('notes.tags') });
  await expect(subscribe).toBeVisible();
  // The links to the list's other pages, where it has more than one.
  const pages = page.getByRole('navigation', { name: t('notes.pages'), exact: true });
  const onScreen = [subscribe];
  for (const part of [tags, pages]) if (await part.isVisible()) onScreen.push(part);
  await page.emulateMedia({ media: 'print' });
  for (const part of onScreen) await expect(part).toBeHidden();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

/** WCAG's contrast of a CSS rgb() colour against white paper. */
function contrastOnWhite(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

test("a solid button's words print dark, with or without the page's backgrounds", async ({
  page,
}) => {
  // The solid button of an item's page: a project's Live Demo, or a paper's View Code.
  const live = projects.find((p) => p.live);
  const coded = publications.find((p) => p.github);
  const address = given(
    live ? itemPath('project', itemSlug(live)) : coded && itemPath('paper', itemSlug(coded)),
    'project with a live demo or paper with code',
  );
  await page.goto(`/${address}`);
  await page.emulateMedia({ media: 'print' });
  const solid = page
    .getByRole('main')
    .getByRole('link', { name: live ? t('projects.liveDemo') : t('link.viewCode') });
  await expect(solid.first()).toBeVisible();
  for (const color of await solid.evaluateAll((links) =>
    links.map((link) => getComputedStyle(link).color),
  )) {
    // Paper without backgrounds leaves the words on white.
    expect(contrastOnWhite(color), color).toBeGreaterThanOrEqual(4.5);
  }
});

test('a long page of its own starts on the first printed page, under its breadcrumb', async ({
  page,
}) => {
  const note = given(publishedNotes[0], 'published note');
  const paper = publications[0];
  const pages = [
    `/${notePath(note.slug)}`,
    ...(paper ? [`/${itemPath('paper', itemSlug(paper))}`] : []),
  ];
  for (const address of pages) {
    await page.goto(address);
    // Longer than a sheet, whatever the content: a first line to find, and many after it.
    await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .evaluate((article) => {
        const line = (text: string) =>
          Object.assign(document.createElement('p'), { textContent: text });
        article.prepend(line('PRINTSTARTMARK'));
        for (let index = 0; index < 80; index += 1) article.append(line(`Filler line ${index}.`));
      });
    const pdf = await getDocument({
      data: new Uint8Array(await page.pdf({ format: 'A4' })),
      useSystemFonts: false,
    }).promise;
    expect(pdf.numPages, address).toBeGreaterThan(1);
    const first = await (await pdf.getPage(1)).getTextContent();
    const text = first.items.map((item) => ('str' in item ? item.str : '')).join('');
    expect(text, `${address}: the first sheet`).toContain('PRINTSTARTMARK');
  }
});

test("cards print their whole description and every tag, with no '+N' that points to nothing", async ({
  page,
}) => {
  const project = given(
    projects.find((p) => p.tech.length > VISIBLE_TECH_TAGS),
    `project with more than ${VISIBLE_TECH_TAGS} technologies`,
  );
  const paper = publications.find((p) => p.keywords.length > VISIBLE_KEYWORDS);
  await page.goto('/');
  // A description longer than the card shows on screen, whatever the content's are.
  const long = 'A description far longer than a card shows on screen. '.repeat(12);
  const card = page.locator('#projects article').filter({
    has: page.getByRole('heading', { name: project.title, exact: true }),
  });
  await card
    .getByText(project.description, { exact: true })
    .evaluate((element, text) => (element.textContent = text), long);
  const description = card.getByText(long.trim(), { exact: true });
  await page.emulateMedia({ media: 'print' });
  expect(
    await description.evaluate((element) => element.scrollHeight - element.clientHeight),
  ).toBeLessThanOrEqual(1);
  for (const tech of project.tech) {
    await expect(card.getByText(tech, { exact: true }).first()).toBeVisible();
  }
  const hidden = project.tech.length - VISIBLE_TECH_TAGS;
  await expect(card.getByText(`+${hidden}`)).toBeHidden();
  if (paper) {
    const paperCard = page.locator('#research article').filter({
      has: page.getByRole('heading', { name: paper.title, exact: true }),
    });
    for (const keyword of paper.keywords) {
      await expect(paperCard.getByText(keyword, { exact: true }).first()).toBeVisible();
    }
  }
});
