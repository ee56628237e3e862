// The contact form against `npm run serve:edge` (playwright.edge.config.ts): the handler in workerd,
// with JavaScript on and off, a bot’s honeypot, the rate limit, a provider that is down, and a
// page in another language.
import type { Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EDGE_RATE_LIMIT } from '../../playwright.edge.config.ts';
import { MIN_FILL_MS } from '../../server/edge/contact-handler.ts';
import { CONTACT_FORM_PATH, CONTACT_SENT_PATH, HONEYPOT_FIELD } from '../../src/config/env-email';
import { profile } from '../../src/content';
import { ownerEmail } from '../../src/lib/contact-details';
import { createTranslator, type Translator } from '../../src/words/index.ts';
import type { Dictionary } from '../../src/words/types';
import { templateDictionary } from '../../scripts/languages/prepare';
import { expect, holdTheIslands, test } from '../e2e/fixtures';
import { addressIn, languages, OTHER_LANGUAGES, wordsIn } from '../e2e/languages';
import { t } from '../../src/words/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface OutboxRecord {
  template_params: Record<string, string>;
}

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL ?? '').port);
/** The second server, whose outbox cannot be written: a provider that is down. */
const downURL = (baseURL: string | undefined) => `http://127.0.0.1:${portOf(baseURL) + 1}/`;

async function outboxRecord(baseURL: string | undefined, name: string) {
  const dir = path.resolve(`test-results/edge-outbox-${portOf(baseURL)}`);
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    if (!file.endsWith('.json')) continue;
    const record = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxRecord;
    if (record.template_params.from_name === name) return record;
  }
  return undefined;
}

function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

// Each test is its own client to the rate limit (workerd's adapter reads X-Forwarded-For).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueName('client').replace(/\W/g, '') });
});

/** The form, found by its labels in `words` (the page's language's). */
function form(page: Page, words: Pick<Translator, 't'> = { t }) {
  const scope = page.locator('form').first();
  return {
    name: scope.getByLabel(words.t('contact.form.name.label')),
    email: scope.getByLabel(words.t('contact.form.email.label')),
    message: scope.getByLabel(words.t('contact.form.message.label')),
    send: scope.getByRole('button', { name: words.t('contact.form.send') }),
    async fill(name: string, email: string, message: string) {
      await this.name.fill(name);
      await this.email.fill(email);
      await this.message.fill(message);
    },
    async expectFields(name: string, email: string, message: string) {
      await expect(this.name).toHaveValue(name);
      await expect(this.email).toHaveValue(email);
      await expect(this.message).toHaveValue(message);
    },
  };
}

/** Opens the page with its clock under the test's hand, so "a person's time" passes at once. */
async function openWithClock(page: Page, address = '/') {
  await page.clock.install();
  await page.goto(address);
  await page.locator('#contact form').scrollIntoViewIfNeeded();
}

test.describe('with JavaScript on', () => {
  test('sends through the handler in workerd, which keeps exactly what was typed', async ({
    page,
    baseURL,
  }) => {
    await openWithClock(page);
    const fields = form(page);
    const name = uniqueName('Ada');
    await fields.fill(name, 'ada@example.com', 'Hello from the edge.\nSecond line.');
    await page.clock.fastForward(MIN_FILL_MS);
    await fields.send.click();
    await expect(page.locator('#contact').getByRole('status')).toHaveText(
      t('contact.status.success'),
    );
    await fields.expectFields('', '', '');
    await expect.poll(() => outboxRecord(baseURL, name)).toBeDefined();
    expect((await outboxRecord(baseURL, name))?.template_params).toEqual({
      from_name: name,
      from_email: 'ada@example.com',
      message: 'Hello from the edge.\nSecond line.',
      to_name: profile.name,
    });
  });

  test('a draft brought back by a reload is sent at once: the time counts from its writing', async ({
    page,
    baseURL,
  }) => {
    await openWithClock(page);
    const name = uniqueName('Ada');
    await form(page).fill(name, 'ada@example.com', 'Written, then the page was reloaded');
    await page.clock.fastForward(MIN_FILL_MS);
    await page.reload();
    const again = form(page);
    await again.expectFields(name, 'ada@example.com', 'Written, then the page was reloaded');
    await again.send.click();
    await expect(page.locator('#contact').getByRole('status')).toHaveText(
      t('contact.status.success'),
    );
    await expect.poll(() => outboxRecord(baseURL, name)).toBeDefined();
  });

  test('a name pasted with characters that do not show is sent without them, and without spaces around it', async ({
    page,
    baseURL,
  }) => {
    await openWithClock(page);
    const fields = form(page);
    const name = uniqueName('Eve');
    await fields.fill(`  ${name}\u202E `, 'eve@example.com', 'Pasted from somewhere.');
    await page.clock.fastForward(MIN_FILL_MS);
    await fields.send.click();
    await expect(page.locator('#contact').getByRole('status')).toHaveText(
      t('contact.status.success'),
    );
    await expect.poll(() => outboxRecord(baseURL, name)).toBeDefined();
  });

  test('a message begun before the form woke is sent: its time counts from the page’s start', async ({
    page,
    baseURL,
  }) => {
    // A page whose start was a minute ago, as a phone's slow load makes it, told in fractions
    // of a millisecond as browsers tell it (the test's clock would make it a whole number).
    await page.addInitScript(() => {
      const began = performance.timeOrigin - 60_000;
      Object.defineProperty(performance, 'timeOrigin', { get: () => began });
    });
    const release = await holdTheIslands(page);
    await page.goto('/#contact', { waitUntil: 'commit' });
    const fields = form(page);
    const name = uniqueName('Ada');
    // Typed into the page as it came, while its code was still on its way.
    await fields.name.fill(name);
    release();
    await expect(page.locator('[data-root="contact"]')).toHaveAttribute('data-hydrated', 'true');
    await fields.email.fill('ada@example.com');
    await fields.message.fill('Begun before the form woke.');
    await fields.send.click();
    await expect(page.locator('#contact').getByRole('status')).toHaveText(
      t('contact.status.success'),
    );
    await expect.poll(() => outboxRecord(baseURL, name)).toBeDefined();
  });

  test.describe('when the provider is down', () => {
    test.use({ allowConsole: [/^(Contact form: message not sent: |Failed to load resource)/] });

    test('says it failed, offers the mail app and keeps the typed text', async ({
      page,
      baseURL,
    }) => {
      await openWithClock(page, downURL(baseURL));
      const fields = form(page);
      await fields.fill('Ada', 'ada@example.com', 'Kept when the provider fails');
      await page.clock.fastForward(MIN_FILL_MS);
      await fields.send.click();
      await expect(page.locator('#contact').getByRole('status')).toHaveText(
        t('contact.status.error'),
      );
      const offer = page.getByRole('link', { name: t('contact.form.mailAppOffer') });
      await expect(offer).toHaveAttribute('href', new RegExp(`^mailto:${ownerEmail(profile)}`));
      await fields.expectFields('Ada', 'ada@example.com', 'Kept when the provider fails');
    });
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('sends with a plain form post and lands on the sent page', async ({ page, baseURL }) => {
    await page.goto('/');
    const fields = form(page);
    const name = uniqueName('Grace');
    await fields.fill(name, 'grace@example.com', 'Sent without JavaScript');
    await fields.send.click();
    await expect(page).toHaveURL(new RegExp(`/${CONTACT_SENT_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contact.sent.heading'));
    await expect(page.getByRole('status')).toHaveText(t('contact.status.success'));
    await expect.poll(() => outboxRecord(baseURL, name)).toBeDefined();
    expect((await outboxRecord(baseURL, name))?.template_params.message).toBe(
      'Sent without JavaScript',
    );
  });

  test.describe('answered with a page', () => {
    // Chromium logs the 4xx or 5xx answer the page came with.
    test.use({ allowConsole: [/^Failed to load resource/] });

    test('says what was wrong with a field, keeps the text, and sends once it is right', async ({
      page,
      baseURL,
    }) => {
      await page.goto('/');
      const fields = form(page);
      const name = uniqueName('Ada <b>&</b>');
      // An address the browser's own check lets through, the server's does not.
      await fields.fill(name, 'ada@localhost', 'Typed once, kept');
      await fields.send.click();
      await expect(page.getByText(t('contact.problem.email.invalid'))).toBeVisible();
      await fields.expectFields(name, 'ada@localhost', 'Typed once, kept');
      await fields.email.fill('ada@example.com');
      await fields.send.click();
      await expect(page).toHaveURL(new RegExp(`/${CONTACT_SENT_PATH}$`));
      await expect.poll(() => outboxRecord(baseURL, name)).toBeDefined();
    });

    test('a provider that is down: the failure, the mail app and the typed text', async ({
      page,
      baseURL,
    }) => {
      await page.goto(downURL(baseURL));
      const fields = form(page);
      await fields.fill('Ada', 'ada@example.com', 'Kept without JavaScript');
      await fields.send.click();
      await expect(page.getByRole('alert')).toHaveText(t('contact.status.error'));
      await expect(
        page.getByRole('link', { name: t('contact.form.mailAppOffer') }),
      ).toHaveAttribute('href', /^mailto:.*Kept%20without%20JavaScript/);
      await fields.expectFields('Ada', 'ada@example.com', 'Kept without JavaScript');
    });

    test(`past ${EDGE_RATE_LIMIT} messages, says to wait and keeps the text`, async ({ page }) => {
      for (let i = 0; i < EDGE_RATE_LIMIT; i += 1) {
        await page.goto('/');
        await form(page).fill(uniqueName('Burst'), 'burst@example.com', `Message ${i}`);
        await form(page).send.click();
        await expect(page).toHaveURL(new RegExp(`/${CONTACT_SENT_PATH}$`));
      }
      await page.goto('/');
      await form(page).fill('One too many', 'burst@example.com', 'Past the limit');
      await form(page).send.click();
      await expect(page.getByRole('alert')).toHaveText(t('contact.problem.rateLimited'));
      await form(page).expectFields('One too many', 'burst@example.com', 'Past the limit');
    });
  });

  test.describe('from a page in another language', () => {
    // Chromium logs the 400 the answer page came with.
    test.use({ allowConsole: [/^Failed to load resource/] });

    test('answers in that language and sends on to its sent page', async ({ page, baseURL }) => {
      // One the template has words for where there is one (German in the sample).
      const dictionaryOf = (tag: string) => templateDictionary(ROOT, tag)?.words;
      const tag = OTHER_LANGUAGES.find(dictionaryOf) ?? OTHER_LANGUAGES[0];
      test.skip(tag === undefined, 'the site has one language');
      if (tag === undefined) return;
      // The language's pages carry the owner's words for it; the handler's answer page has the
      // template's dictionary for it, or the default language's words where the template has none.
      const pageWords = createTranslator((await wordsIn(tag)) as Dictionary, tag);
      const dictionary = dictionaryOf(tag);
      const answerWords = dictionary
        ? createTranslator(dictionary, tag)
        : createTranslator((await wordsIn(languages.default)) as Dictionary, languages.default);
      await page.goto(addressIn(tag));
      const name = uniqueName('Lise');
      await form(page, pageWords).fill(name, 'lise@localhost', 'In the page’s language');
      await form(page, pageWords).send.click();
      await expect(page.locator('html')).toHaveAttribute('lang', answerWords.locale);
      await expect(page.getByText(answerWords.t('contact.problem.email.invalid'))).toBeVisible();
      const again = form(page, answerWords);
      await again.expectFields(name, 'lise@localhost', 'In the page’s language');
      await again.email.fill('lise@example.com');
      await again.send.click();
      await expect(page).toHaveURL(new RegExp(`${addressIn(tag, CONTACT_SENT_PATH)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        pageWords.t('contact.sent.heading'),
      );
      await expect.poll(() => outboxRecord(baseURL, name)).toBeDefined();
    });
  });

  test('a bot that fills the honeypot is told it was sent, and nothing is kept', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const fields = form(page);
    const name = uniqueName('Bot');
    await fields.fill(name, 'bot@example.com', 'Buy now');
    await page.locator(`input[name="${HONEYPOT_FIELD}"]`).fill('Bots Inc.');
    await fields.send.click();
    await expect(page).toHaveURL(new RegExp(`/${CONTACT_SENT_PATH}$`));
    // The same bot posting the page's JSON straight to the handler.
    const json = await page.request.post(`/${CONTACT_FORM_PATH}`, {
      headers: { Origin: new URL(baseURL ?? '').origin },
      data: {
        user_id: 'x',
        service_id: 'x',
        template_id: 'x',
        template_params: {
          from_name: name,
          from_email: 'bot@example.com',
          message: 'Buy now',
          [HONEYPOT_FIELD]: 'Bots Inc.',
          fill_ms: String(MIN_FILL_MS),
        },
      },
    });
    expect(json.status()).toBe(200);
    expect(await outboxRecord(baseURL, name)).toBeUndefined();
  });
});
