import { SEND_RATE_LIMIT } from '../../src/lib/send-rate-limit';
import { networkOf } from '../../src/lib/profiles';
import type { Page, Request } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '../../server/serve.ts';
import {
  FILL_TIME_PARAM,
  HONEYPOT_FIELD,
  LOCAL_OUTBOX_MAX_BODY_BYTES,
} from '../../src/config/env-email';
import { SEND_ANSWER_MS, STATUS_RESET_MS } from '../../src/config/site';
import { DRAFT_STORAGE_KEY } from '../../src/lib/contact-draft';
import { profile } from '../../src/content';
import { contactDetails, ownerEmail } from '../../src/lib/contact-details';
import { CONTENT_FREE } from './tags';
import { expect, holdTheApp, HOME, test, waitForHydration } from './fixtures';
import { translateThePage } from './translator';
import { t } from '../../src/words/index.ts';
import { ANY_NUMBER, wordPattern } from '../../src/test/words';

const SUCCESS = t('contact.status.success');
const FAILURE = t('contact.status.error');
const UNANSWERED = t('contact.status.unanswered');
const SEND = '**/api/v1.0/email/send';
/**
 * Failures are logged on purpose: ours, and Chromium's own line for a failed request. One pattern,
 * since test.use reads a two-item array as [value, options].
 */
const EXPECTED_FAILURE_LOGS = [/^(Contact form: message not sent: |Failed to load resource)/];

interface OutboxRecord {
  lib_version: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

/** The outbox the web server writes to (playwright.config.ts passes it as OUTBOX_DIR). */
function outboxDir(baseURL: string | undefined): string {
  const port = new URL(baseURL ?? 'http://127.0.0.1:4174').port;
  return path.resolve(process.env.OUTBOX_DIR ?? `test-results/outbox-${port}`);
}

async function findInOutbox(dir: string, fromName: string): Promise<OutboxRecord | undefined> {
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    const record = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as OutboxRecord;
    if (record.template_params.from_name === fromName) return record;
  }
  return undefined;
}

/** A name no other test (running in parallel against the same outbox) will use. */
function uniqueName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * After `page.clock.install()`: from here the page's time moves only when the test says. The jump
 * ahead is longer than any test runs, so a slow machine cannot make it a jump into the past.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 60_000));
}

/** Every POST the page makes from now on, as it makes it. */
function postsOf(page: Page): Request[] {
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sends.push(request);
  });
  return sends;
}

async function openForm(page: Page, address = HOME) {
  await page.goto(address);
  const section = page.locator('#contact');
  const form = section.locator('form');
  await form.scrollIntoViewIfNeeded();
  const fields = {
    name: form.getByLabel(t('contact.form.name.label')),
    email: form.getByLabel(t('contact.form.email.label')),
    message: form.getByLabel(t('contact.form.message.label')),
  };
  return {
    fields,
    button: form.getByRole('button'),
    status: section.getByRole('status'),
    mailAppOffer: section.getByRole('link', { name: t('contact.form.mailAppOffer') }),
    async fill(name = 'Ada Lovelace', email = 'ada@example.com', message = 'Hello from e2e') {
      await fields.name.fill(name);
      await fields.email.fill(email);
      await fields.message.fill(message);
    },
    async expectFields(name: string, email: string, message: string) {
      await expect(fields.name).toHaveValue(name);
      await expect(fields.email).toHaveValue(email);
      await expect(fields.message).toHaveValue(message);
    },
  };
}

/** Answers every send with `status`/`body` and records the requests. */
async function routeSend(page: Page, status: number, body: string): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(SEND, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status, contentType: 'text/plain', body });
  });
  return requests;
}

test.describe('contact section', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 640 } });

    test('a send with a field left empty brings it into view with its label clear of the bar', async ({
      page,
    }) => {
      const { fields } = await openForm(page);
      // The page scrolled on until the first field is just above the screen.
      await fields.name.evaluate((field) =>
        window.scrollBy({ top: field.getBoundingClientRect().bottom + 8, behavior: 'instant' }),
      );
      await expect(fields.name).not.toBeInViewport();
      await page.locator('#contact form').evaluate((form: HTMLFormElement) => form.requestSubmit());
      await expect(fields.name).toBeFocused();
      const label = page.locator('#contact form label').first();
      const bar = await page.getByRole('banner').boundingBox();
      await expect
        .poll(async () => (await label.boundingBox())?.y)
        .toBeGreaterThanOrEqual(bar!.y + bar!.height);
    });
  });

  test('shows the contact details and a labelled form', async ({ page }) => {
    const { fields, button } = await openForm(page);
    const section = page.locator('#contact');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(t('contact.title'));
    // Each detail the owner gave, as a link where it leads somewhere; none left empty.
    const details = contactDetails(profile);
    for (const { text, href } of details) {
      if (href) await expect(section.locator(`a[href="${href}"]`)).toContainText(text);
      else await expect(section).toContainText(text);
    }
    await expect(section.locator('a[href="mailto:"], a[href="tel:"]')).toHaveCount(0);
    for (const link of profile.profiles) {
      await expect(
        section.getByRole('link', { name: `${link.network} ${t('link.newTabHint')}` }),
      ).toHaveAttribute('href', link.url);
    }
    await expect(section.getByText(t('contact.info.response'))).toBeVisible();
    await expect(fields.email).toHaveAttribute('type', 'email');
    await expect(fields.message).toHaveAttribute('rows', '6');
    await expect(button).toHaveText(t('contact.form.send'));
  });

  test('loads the mail SDK only when a message is sent', CONTENT_FREE, async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // A chunk that arrives as the test ends (the particles, say) has no body to read any more.
      const body = await response.text().catch(() => '');
      if (body.includes('api.emailjs.com')) scripts.push(response.url());
    });
    const form = await openForm(page);
    await page.waitForLoadState('networkidle');
    expect(scripts, 'SDK loaded before any send').toEqual([]);
    await routeSend(page, 200, 'OK');
    await form.fill();
    await form.button.click();
    await expect(form.status).toHaveText(SUCCESS);
    // The response listener reads each body asynchronously: wait for it rather than race it.
    await expect.poll(() => scripts.length).toBe(1);
  });

  test('sends through the local outbox, which saves exactly what was typed', async ({
    page,
    baseURL,
  }) => {
    const form = await openForm(page);
    const name = uniqueName('Ada Lovelace');
    await form.fill(name, 'ada@example.com', 'Hello from the end-to-end test.\nSecond line.');
    await form.button.click();
    await expect(form.status).toHaveText(SUCCESS);
    await form.expectFields('', '', '');

    const dir = outboxDir(baseURL);
    await expect.poll(() => findInOutbox(dir, name)).toBeDefined();
    const record = await findInOutbox(dir, name);
    expect(record).toMatchObject({
      lib_version: '4.4.1',
      service_id: 'local-outbox',
      template_id: 'local-outbox',
    });
    expect(record?.template_params).toEqual({
      from_name: name,
      from_email: 'ada@example.com',
      message: 'Hello from the end-to-end test.\nSecond line.',
      to_name: profile.name,
      [FILL_TIME_PARAM]: expect.stringMatching(/^\d+$/),
    });
  });

  test(
    'keeps hostile, right-to-left, emoji and 100 KB text as typed, never interpreted',
    CONTENT_FREE,
    async ({ page, baseURL }) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      const form = await openForm(page);
      const name = uniqueName('<img src=x onerror=alert(1)>');
      const message = `مرحبا بالعالم 👋🏽🚀 <script>alert("x")</script> "quotes" & ampersands\n${'x'.repeat(100 * 1024)}`;
      await form.fill(name, "o'brien+tag@example.co.uk", message);
      await form.button.click();
      await expect(form.status).toHaveText(SUCCESS);

      const dir = outboxDir(baseURL);
      await expect.poll(() => findInOutbox(dir, name)).toBeDefined();
      const record = await findInOutbox(dir, name);
      expect(record?.template_params.from_email).toBe("o'brien+tag@example.co.uk");
      expect(record?.template_params.message).toBe(message);
      expect(dialogs).toEqual([]);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    },
  );

  test("a send with fields left empty names each at its field, in the page's words, and sends nothing", async ({
    page,
  }) => {
    const form = await openForm(page);
    const sends = postsOf(page);
    await form.fields.email.fill('ada@example.com');
    await form.button.click();
    const nameHint = page.getByText(t('contact.problem.name.missing'));
    await expect(nameHint).toBeVisible();
    await expect(page.getByText(t('contact.problem.message.missing'))).toBeVisible();
    // The browser takes the visitor to the first, and its bubble says the same words.
    await expect(form.fields.name).toBeFocused();
    expect(
      await form.fields.name.evaluate((field: HTMLInputElement) => field.validationMessage),
    ).toBe(t('contact.problem.name.missing'));
    await expect(form.fields.email).not.toHaveAttribute('aria-invalid');

    await form.fields.name.fill('Ada');
    await form.fields.message.fill('   ');
    await expect(nameHint).toBeHidden();
    await form.button.click();
    await expect(form.fields.message).toBeFocused();
    await expect(page.getByText(t('contact.problem.message.missing'))).toBeVisible();
    expect(sends).toEqual([]);
    await form.expectFields('Ada', 'ada@example.com', '   ');
  });

  test('an address the browser lets through but mail cannot use is named at its field, and nothing is sent until it is right', async ({
    page,
  }) => {
    const form = await openForm(page);
    const sends = postsOf(page);
    await form.fill('Ada', 'ada@gmailcom', 'Typed once');
    await form.button.click();
    const hint = page.getByText(t('contact.problem.email.invalid'));
    await expect(hint).toBeVisible();
    await expect(form.fields.email).toBeFocused();
    await expect(form.fields.email).toHaveAttribute('aria-invalid', 'true');
    // Pressed again unchanged, the browser's own check stops it, with the same words.
    await form.button.click();
    expect(
      await form.fields.email.evaluate((field: HTMLInputElement) => field.validationMessage),
    ).toBe(t('contact.problem.email.invalid'));
    expect(sends).toEqual([]);
    await form.expectFields('Ada', 'ada@gmailcom', 'Typed once');

    await form.fields.email.fill('ada@gmail.com');
    await expect(hint).toBeHidden();
    await form.button.click();
    await expect(form.status).toHaveText(SUCCESS);
    expect(sends).toHaveLength(1);
  });

  test('posts the EmailJS request body to its own origin', async ({ page, baseURL }) => {
    const requests = await routeSend(page, 200, 'OK');
    const form = await openForm(page);
    await form.fill('Grace Hopper', 'grace@example.com', 'A message');
    await form.button.click();
    await expect(form.status).toHaveText(SUCCESS);
    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request?.url()).toBe(new URL('/api/v1.0/email/send', baseURL).href);
    expect(request?.method()).toBe('POST');
    expect(request?.headers()['content-type']).toBe('application/json');
    expect(request?.postDataJSON()).toEqual({
      lib_version: '4.4.1',
      user_id: 'local-outbox',
      service_id: 'local-outbox',
      template_id: 'local-outbox',
      template_params: {
        from_name: 'Grace Hopper',
        from_email: 'grace@example.com',
        message: 'A message',
        to_name: profile.name,
        [FILL_TIME_PARAM]: expect.stringMatching(/^\d+$/),
      },
    });
  });

  test(
    'disables the button and reads Sending... while the request is in flight',
    CONTENT_FREE,
    async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let count = 0;
      await page.route(SEND, async (route) => {
        count += 1;
        await held;
        await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
      });
      const form = await openForm(page);
      await form.fill();
      await form.button.click();
      await expect(form.button).toBeDisabled();
      await expect(form.button).toHaveText(t('contact.form.sending'));
      await form.fields.message.press('Enter'); // a textarea newline, not a submit
      await form.fields.name.press('Enter'); // implicit submission is refused while sending
      await expect(form.status).toHaveText('');
      release();
      await expect(form.status).toHaveText(SUCCESS);
      await expect(form.button).toBeEnabled();
      await expect(form.button).toHaveText(t('contact.form.send'));
      expect(count).toBe(1);
    },
  );

  test('clears the success message after 5 seconds', CONTENT_FREE, async ({ page }) => {
    await page.clock.install();
    await routeSend(page, 200, 'OK');
    const form = await openForm(page);
    await pauseClock(page);
    await form.fill();
    await form.button.click();
    await expect(form.status).toHaveText(SUCCESS);
    await page.clock.runFor(4000);
    await expect(form.status).toHaveText(SUCCESS);
    await page.clock.runFor(1100);
    await expect(form.status).toHaveText('');
  });

  test(
    'lets the browser stop empty fields and malformed emails before any request',
    CONTENT_FREE,
    async ({ page }) => {
      const requests = await routeSend(page, 200, 'OK');
      const form = await openForm(page);
      await form.button.click();
      await expect(form.fields.name).toBeFocused();
      await form.fill('Ada', 'not-an-email', 'Hello');
      await form.button.click();
      expect(await form.fields.email.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(
        false,
      );
      await expect(form.fields.email).toBeFocused();
      await expect(form.status).toHaveText('');
      expect(requests).toHaveLength(0);
    },
  );

  test(
    'drops a filled honeypot without a request, still showing success',
    CONTENT_FREE,
    async ({ page }) => {
      const requests = await routeSend(page, 200, 'OK');
      const form = await openForm(page);
      const trap = page.locator(`#contact input[name="${HONEYPOT_FIELD}"]`);
      await expect(trap).toHaveAttribute('tabindex', '-1');
      await trap.fill('Acme Bots Inc.', { force: true });
      await form.fill();
      await form.button.click();
      await expect(form.status).toHaveText(SUCCESS);
      expect(requests).toHaveLength(0);
    },
  );

  test('sends when localStorage throws', CONTENT_FREE, async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const form = await openForm(page);
    const name = uniqueName('Storage Blocked');
    await form.fill(name, 'blocked@example.com', 'Storage is off');
    await form.button.click();
    await expect(form.status).toHaveText(SUCCESS);
    await expect.poll(() => findInOutbox(outboxDir(baseURL), name)).toBeDefined();
  });

  test.describe('when sending fails', CONTENT_FREE, () => {
    test.use({ allowConsole: EXPECTED_FAILURE_LOGS });

    const answers = [
      { label: '400', status: 400, text: 'The template ID is invalid' },
      { label: '500', status: 500, text: 'Internal Server Error' },
    ];
    for (const { label, status, text } of answers) {
      test(`shows the failure message and keeps the fields on a ${label}`, async ({ page }) => {
        const logs: string[] = [];
        page.on('console', (message) => logs.push(message.text()));
        await routeSend(page, status, text);
        const form = await openForm(page);
        await form.fill('Ada', 'ada@example.com', 'Keep me');
        await form.button.click();
        await expect(form.status).toHaveText(FAILURE);
        await form.expectFields('Ada', 'ada@example.com', 'Keep me');
        await expect(form.button).toBeEnabled();
        expect(logs).toContain(`Contact form: message not sent: ${status} ${text}`);
      });
    }

    test('shows the failure message and keeps the fields when the connection is refused', async ({
      page,
    }) => {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await page.route(SEND, (route) => route.abort('connectionrefused'));
      const form = await openForm(page);
      await form.fill('Ada', 'ada@example.com', 'Keep me too');
      await form.button.click();
      await expect(form.status).toHaveText(FAILURE);
      await form.expectFields('Ada', 'ada@example.com', 'Keep me too');
      expect(
        logs.some((line) => line.startsWith('Contact form: message not sent: Network Error')),
      ).toBe(true);
    });

    test('with the connection down from the start, says the send failed, not that there is no mail', async ({
      page,
    }) => {
      // Every request to the server's mail paths fails, the form's question of the server too.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      const form = await openForm(page);
      await form.fill('Ada', 'ada@example.com', 'Written offline');
      await form.button.click();
      await expect(form.status).toHaveText(FAILURE);
      await expect(form.mailAppOffer).toBeVisible();
      await expect(page.getByText(t('contact.form.viaMailApp'))).toHaveCount(0);
      await form.expectFields('Ada', 'ada@example.com', 'Written offline');
    });

    test('clears the failure message after 5 seconds and lets the visitor retry', async ({
      page,
    }) => {
      await page.clock.install();
      let answer = 500;
      await page.route(SEND, (route) =>
        route.fulfill({
          status: answer,
          contentType: 'text/plain',
          body: answer === 200 ? 'OK' : 'Down',
        }),
      );
      const form = await openForm(page);
      await pauseClock(page);
      await form.fill();
      await form.button.click();
      await expect(form.status).toHaveText(FAILURE);
      await page.clock.runFor(5100);
      await expect(form.status).toHaveText('');
      answer = 200;
      await form.button.click();
      await expect(form.status).toHaveText(SUCCESS);
    });

    test('sends a second message within 10 seconds once they have passed: one request per 10 seconds', async ({
      page,
    }) => {
      await page.clock.install();
      const requests = await routeSend(page, 200, 'OK');
      const form = await openForm(page);
      await pauseClock(page);
      await form.fill('First', 'first@example.com', 'One');
      await form.button.click();
      await expect(form.status).toHaveText(SUCCESS);
      await form.fill('Second', 'second@example.com', 'Two');
      await form.button.click();
      // Sending, not failed: it waits out the rest of the 10 seconds.
      await expect(form.button).toHaveText(t('contact.form.sending'));
      expect(requests).toHaveLength(1);
      // The rest of the 10 seconds, and a moment.
      await page.clock.runFor(SEND_RATE_LIMIT.throttle + 1000);
      await expect(form.status).toHaveText(SUCCESS);
      expect(requests).toHaveLength(2);
    });

    test('shows the failure message when the outbox rejects the request', async ({ page }) => {
      // The real outbox, with the body made invalid on its way: a 400 with the outbox's reason.
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await page.route(SEND, async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, template_params: [] }) });
      });
      const form = await openForm(page);
      await form.fill('Ada', 'ada@example.com', 'Rejected');
      await form.button.click();
      await expect(form.status).toHaveText(FAILURE);
      await form.expectFields('Ada', 'ada@example.com', 'Rejected');
      expect(logs).toContain(
        'Contact form: message not sent: 400 template_params must be an object',
      );
    });
  });
});

test(
  'what is typed before the page is ready is kept and sent, and nothing is submitted before then',
  CONTENT_FREE,
  async ({ page, baseURL }) => {
    // Without JavaScript the form is a plain post (tests/edge); with it, an inline script disables
    // its button as it is parsed, before the app has arrived, and the fields take typing all along.
    const release = await holdTheApp(page);
    const posts = postsOf(page);
    await page.goto(HOME, { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    const section = page.locator('#contact');
    const form = section.locator('form');
    await expect(form.getByRole('button')).toBeDisabled();
    const name = uniqueName('Early Typist');
    const typed = { name, email: 'early@example.com', message: 'Typed while the page loaded' };
    const typingFrom = Date.now();
    for (const field of ['name', 'email', 'message'] as const) {
      await form.getByLabel(t(`contact.form.${field}.label`)).pressSequentially(typed[field]);
    }
    // Enter in a field cannot send it either.
    await form.getByLabel(t('contact.form.email.label')).press('Enter');
    expect(posts).toEqual([]);
    const island = page.locator('[data-root]').filter({ has: form });
    await expect(island).toHaveAttribute('data-hydrated', 'false');

    release();
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    for (const field of ['name', 'email', 'message'] as const) {
      await expect(form.getByLabel(t(`contact.form.${field}.label`))).toHaveValue(typed[field]);
    }
    const sentAfter = Date.now() - typingFrom;
    await form.getByRole('button').click();
    await expect(section.getByRole('status')).toHaveText(SUCCESS);
    await expect.poll(() => findInOutbox(outboxDir(baseURL), name)).toBeDefined();
    const record = await findInOutbox(outboxDir(baseURL), name);
    expect(record?.template_params).toMatchObject({
      from_name: typed.name,
      from_email: typed.email,
      message: typed.message,
    });
    // The time the visitor spent counts from the typing, not from when the form became React's:
    // a server that refuses a message sent faster than a person writes takes this one.
    expect(Number(record?.template_params[FILL_TIME_PARAM])).toBeGreaterThanOrEqual(sentAfter);
  },
);

test.describe('a page the browser translates before it wakes', () => {
  // React's word that it drew the translated parts anew.
  test.use({ allowConsole: [/was drawn anew: its HTML was not what React draws/] });
  test(
    'keeps what was typed and the focus, and sends the message',
    CONTENT_FREE,
    async ({ page, baseURL }) => {
      const release = await holdTheApp(page);
      await page.goto(HOME, { waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      await translateThePage(page);
      const section = page.locator('#contact');
      const form = section.locator('form');
      const name = uniqueName('Translated');
      const typed = { name, email: 'translated@example.com', message: 'Read in my language' };
      const typingFrom = Date.now();
      for (const field of ['name', 'email', 'message'] as const) {
        await form.getByLabel(t(`contact.form.${field}.label`)).pressSequentially(typed[field]);
      }

      release();
      await waitForHydration(page);
      for (const field of ['name', 'email', 'message'] as const) {
        await expect(form.getByLabel(t(`contact.form.${field}.label`))).toHaveValue(typed[field]);
      }
      await expect(form.getByLabel(t('contact.form.message.label'))).toBeFocused();
      const sentAfter = Date.now() - typingFrom;
      await form.getByRole('button').click();
      await expect(section.getByRole('status')).toHaveText(SUCCESS);
      await expect.poll(() => findInOutbox(outboxDir(baseURL), name)).toBeDefined();
      const { template_params: sent } = (await findInOutbox(outboxDir(baseURL), name))!;
      expect(sent).toMatchObject({
        from_name: typed.name,
        from_email: typed.email,
        message: typed.message,
      });
      // Counted from the typing, as where the form was kept: not from the form drawn anew.
      expect(Number(sent[FILL_TIME_PARAM])).toBeGreaterThanOrEqual(sentAfter);
    },
  );
});

/** The subject and body a mailto: address carries. */
function mailtoParts(href: string | null) {
  const url = new URL(href ?? '');
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
  };
}

test.describe('no message is lost', () => {
  test(
    'keeps a draft across a reload, and clears it once the message is sent',
    CONTENT_FREE,
    async ({ page }) => {
      const form = await openForm(page);
      const name = uniqueName('Draft');
      await form.fill(name, 'draft@example.com', 'Typed before a reload\nwith two lines');
      await page.reload();
      await form.expectFields(name, 'draft@example.com', 'Typed before a reload\nwith two lines');
      // Kept for this tab only: nothing in the storage that outlives it.
      expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull();
      await form.button.click();
      await expect(form.status).toHaveText(SUCCESS);
      expect(
        await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY),
      ).toBeNull();
      await page.reload();
      await form.fields.name.focus(); // what the form needs loads now, not only when idle
      await page.waitForLoadState('networkidle');
      await form.expectFields('', '', '');
    },
  );

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(
      `brings the outcome into view after a send (motion: ${reducedMotion})`,
      CONTENT_FREE,
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion });
        await routeSend(page, 200, 'OK');
        const form = await openForm(page);
        await form.fill();
        // The button at the very bottom of the screen: the status line will appear below the fold.
        // Placed again until the page has settled under it (late layout can move it).
        await expect
          .poll(() =>
            form.button.evaluate((button) => {
              button.scrollIntoView({ block: 'end', behavior: 'instant' });
              const status = button.closest('section')?.querySelector('[role="status"]');
              return (status?.getBoundingClientRect().bottom ?? 0) - window.innerHeight;
            }),
          )
          .toBeGreaterThanOrEqual(-1);
        await form.button.click();
        await expect(form.status.getByText(SUCCESS)).toBeInViewport({ ratio: 1 });
      },
    );
  }

  test.describe('when sending fails', () => {
    test.use({ allowConsole: EXPECTED_FAILURE_LOGS });

    test('offers the same message in the mail app, until it is sent', async ({ page }) => {
      let answer = 500;
      await page.route(SEND, (route) =>
        route.fulfill({ status: answer, contentType: 'text/plain', body: 'Down' }),
      );
      await page.clock.install();
      const form = await openForm(page);
      await pauseClock(page);
      await form.fill('Ada Lovelace', 'ada@example.com', 'First line\nSecond line');
      await form.button.click();
      await expect(form.status).toHaveText(FAILURE);
      const parts = mailtoParts(await form.mailAppOffer.getAttribute('href'));
      expect(parts.to).toBe(ownerEmail(profile));
      expect(parts.subject).toContain('Ada Lovelace');
      expect(parts.body).toContain('First line\r\nSecond line');
      expect(parts.body).toContain('ada@example.com');
      // The failure line goes after 5 seconds; the offer stays.
      await page.clock.runFor(5100);
      await expect(form.status).toHaveText('');
      await expect(form.mailAppOffer).toBeVisible();
      answer = 200;
      await page.clock.runFor(10_000); // past the rate limit
      await form.button.click();
      await expect(form.status).toHaveText(SUCCESS);
      await expect(form.mailAppOffer).toHaveCount(0);
    });

    test('says a message over the size limit is too long, with the limit, before any request', async ({
      page,
    }) => {
      const requests = await routeSend(page, 200, 'OK');
      const form = await openForm(page);
      await form.fill('Ada', 'ada@example.com', 'x'.repeat(LOCAL_OUTBOX_MAX_BODY_BYTES));
      const limitKb = LOCAL_OUTBOX_MAX_BODY_BYTES / 1024;
      const hint = page.getByText(
        wordPattern(t('contact.form.message.tooLong', { size: ANY_NUMBER, limit: limitKb })),
      );
      await expect(hint).toBeVisible();
      await expect(form.fields.message).toHaveAttribute('aria-invalid', 'true');
      await form.button.click();
      expect(
        await form.fields.message.evaluate((el: HTMLTextAreaElement) => el.validationMessage),
      ).toBe(await hint.textContent());
      await expect(form.status).toHaveText('');
      expect(requests).toHaveLength(0);
    });
  });

  test.describe('when the tab cannot keep a draft', CONTENT_FREE, () => {
    // The send fails, as the test has it; the mail app is not set up here, and Chromium says so.
    test.use({
      allowConsole: [
        /^(Contact form: message not sent: |Failed to load resource|Failed to launch 'mailto:)/,
      ],
    });

    test('with session storage full, asks before the tab closes on what was written, but not for the mail app', async ({
      page,
    }) => {
      await page.clock.install();
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      });
      await routeSend(page, 500, 'Internal Server Error');
      const form = await openForm(page);
      await form.fill('Ada', 'ada@example.com', 'Nowhere to keep this');
      await form.button.click();
      await expect(form.status).toHaveText(FAILURE);
      const seen: string[] = [];
      page.on('dialog', (dialog) => {
        seen.push(dialog.type());
        void dialog.dismiss();
      });
      // The mail app takes the message with it, and the page stays: nothing to ask.
      await form.mailAppOffer.click();
      // A moment later, leaving is leaving again.
      await page.clock.runFor(1100);
      seen.push('closing');
      const asked = new Promise<void>((resolve) => page.once('dialog', () => resolve()));
      await page.close({ runBeforeUnload: true });
      await asked;
      expect(seen).toEqual(['closing', 'beforeunload']);
      expect(page.isClosed()).toBe(false);
      await form.expectFields('Ada', 'ada@example.com', 'Nowhere to keep this');
    });
  });

  test.describe('when the mail service does not answer', CONTENT_FREE, () => {
    test.use({ allowConsole: [/^Contact form: no answer from the mail service/] });

    test('the form is the visitor’s again, says so, asks before the tab closes, and takes the late answer once', async ({
      page,
    }) => {
      await page.clock.install();
      // The request reaches the outbox's address and waits there, unanswered, until released.
      let release: () => Promise<void> = () => Promise.resolve();
      const arrived = new Promise<void>((resolve) => {
        void page.route(SEND, (route) => {
          release = () => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
          resolve();
        });
      });
      const posts = postsOf(page);
      const form = await openForm(page);
      await pauseClock(page);
      await form.fill('Ada Lovelace', 'ada@example.com', 'Are you there?');
      await form.button.click();
      await arrived;
      await expect(form.button).toBeDisabled();
      await page.clock.runFor(SEND_ANSWER_MS);
      await expect(form.status).toHaveText(UNANSWERED);
      await expect(form.button).toBeEnabled();
      await expect(form.mailAppOffer).toBeVisible();
      await form.expectFields('Ada Lovelace', 'ada@example.com', 'Are you there?');
      // Past the 5 seconds an outcome shows: this word stays while the answer is awaited.
      await page.clock.runFor(STATUS_RESET_MS + 100);
      await expect(form.status).toHaveText(UNANSWERED);
      // Closing the tab now would lose the message with its draft: the browser asks first.
      const asked = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        });
      });
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe('beforeunload');
      expect(page.isClosed()).toBe(false);
      await release();
      await expect(form.status).toHaveText(SUCCESS);
      await form.expectFields('', '', '');
      expect(posts.filter((post) => post.url().includes('/email/send'))).toHaveLength(1);
    });
  });

  test.describe('on a static host built without mail keys', CONTENT_FREE, () => {
    // Chromium has no mail app here, and says so; and it logs the 404 the page's probe gets.
    test.use({ allowConsole: [/^(Failed to launch 'mailto:|Failed to load resource)/] });

    test('a visit that never turns to the form asks the host nothing, so nothing 404s', async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) asked.push(request.url());
      });
      await page.route('**/api/**', (route) => route.fulfill({ status: 404 }));
      // The form's own code arrives once the page is idle; nothing is asked then, nor after.
      const extras = page.waitForResponse((response) =>
        /\/contact-extras-[\w-]+\.js$/.test(response.url()),
      );
      await openForm(page);
      await extras;
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
      expect(asked).toEqual([]);
      // Turning to it asks, once.
      await page.locator('#contact form').getByLabel(t('contact.form.name.label')).focus();
      await expect(page.getByText(t('contact.form.viaMailApp'))).toBeVisible();
      expect(asked).toHaveLength(1);
    });

    test('composes in the mail app, says so beside the button, and sends nothing', async ({
      page,
    }) => {
      // A static host: the same files, without the local server's outbox.
      await page.route('**/*', async (route) => {
        if (route.request().url().includes('/api/')) return route.fulfill({ status: 404 });
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['x-local-outbox'];
        await route.fulfill({ response, headers });
      });
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      const form = await openForm(page);
      await form.fields.name.focus();
      const note = page.getByText(t('contact.form.viaMailApp'));
      await expect(note).toBeVisible();
      await expect(form.button).toHaveAccessibleDescription(await note.innerText());
      await form.fill('Ada', 'ada@example.com', 'Through the mail app');
      await form.button.click();
      await expect(form.status).toHaveText(t('contact.status.composed'));
      await form.expectFields('Ada', 'ada@example.com', 'Through the mail app');
      expect(posts).toEqual([]);
    });
  });

  test.describe('when the server stops after the page has loaded', CONTENT_FREE, () => {
    // Ours, and Chromium's for each request the stopped server refuses (one pattern: see above).
    // Reduced motion keeps the decorative particles, whose own lazy plugins are not the form's
    // concern, from starting.
    test.use({
      allowConsole: [/^(Contact form: message not sent: |Failed to load resource)/],
      reducedMotion: 'reduce',
    });
    let server: Server | undefined;
    test.afterEach(() => {
      server?.closeAllConnections();
      server?.close();
    });

    test('shows the failure and the mail-app offer, with no page error', async ({ page }) => {
      const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
      server = await serve({ dir: dist, port: 0 });
      const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const form = await openForm(page, site);
      // The visitor has started on the form: what it needs has arrived.
      await form.fields.name.focus();
      await page.waitForLoadState('networkidle');
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        server?.closeAllConnections();
      });
      await form.fill('Ada', 'ada@example.com', 'Sent to a stopped server');
      await form.button.click();
      await expect(form.status).toHaveText(FAILURE);
      await expect(form.mailAppOffer).toBeVisible();
      await form.expectFields('Ada', 'ada@example.com', 'Sent to a stopped server');
    });
  });
});

test('every profile shows in the hero, contact section and footer, with an icon the page draws', async ({
  page,
}) => {
  await page.goto(HOME);
  for (const link of profile.profiles) {
    for (const where of ['#hero', '#contact', 'footer']) {
      const anchor = page.locator(where).locator(`a[href="${link.url}"]`);
      await expect(anchor, `${link.network} in ${where}`).toHaveCount(1);
      await expect(anchor).toHaveAttribute('target', '_blank');
      const rel = (await anchor.getAttribute('rel'))?.split(' ') ?? [];
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      // Mastodon checks for rel="me" to show the link as verified.
      expect(rel.includes('me'), `${link.network}: rel="${rel.join(' ')}"`).toBe(
        networkOf(link) === 'mastodon',
      );
      const symbol = await anchor.locator('use').getAttribute('href');
      expect(symbol, `${link.network}'s icon`).toMatch(/^#/);
      await expect(page.locator(`symbol${symbol}`), `${link.network}'s icon`).toHaveCount(1);
    }
  }
});
