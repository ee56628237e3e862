// The build's output for Vercel: the built site as its static files, and the contact handler as
// one bundled function that Node loads as it is and that answers the form, as Vercel would run it.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_FORM_PATH,
  EMAIL_SEND_PATH,
  LOCAL_OUTBOX_HEADER,
} from '../src/config/env-email.ts';
import { buildsForVercel, functionConfig, writeVercelOutput } from './vercel-output.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SITE = 'https://portfolio.example';

type Handler = (request: Request) => Promise<Response>;

let scratch: string;
let output: string;
let logLine: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'vercel-output-'));
  const dist = path.join(scratch, 'dist');
  await mkdir(path.join(dist, 'de'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(path.join(dist, 'de', 'index.html'), '<!doctype html><title>de</title>');
  output = path.join(scratch, 'output');
  logLine = await writeVercelOutput(ROOT, dist, output);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await rm(scratch, { recursive: true, force: true });
});

const functionDir = () => path.join(output, 'functions', `${CONTACT_FORM_PATH}.func`);

async function handlers(): Promise<Record<'GET' | 'HEAD' | 'POST', Handler>> {
  const config = JSON.parse(await readFile(path.join(functionDir(), '.vc-config.json'), 'utf8'));
  return import(pathToFileURL(path.join(functionDir(), config.handler)).href);
}

describe('the build output for Vercel', () => {
  it('is written only when the build runs on Vercel', () => {
    expect(buildsForVercel({ VERCEL: '1' })).toBe(true);
    expect(buildsForVercel({})).toBe(false);
  });

  it('serves the built site, every language, as static files', async () => {
    expect(await readFile(path.join(output, 'static/index.html'), 'utf8')).toContain('home');
    expect(await readFile(path.join(output, 'static/de/index.html'), 'utf8')).toContain('de');
    expect(JSON.parse(await readFile(path.join(output, 'config.json'), 'utf8'))).toEqual({
      version: 3,
    });
    expect(logLine).toContain(`/${CONTACT_FORM_PATH}`);
  });

  it('runs the function on the Node.js the site was built with, or the closest Vercel runs', async () => {
    const config = JSON.parse(await readFile(path.join(functionDir(), '.vc-config.json'), 'utf8'));
    expect(config).toEqual(functionConfig());
    expect(config).toMatchObject({ handler: 'index.mjs', launcherType: 'Nodejs' });
    const runtime = (version: string) => functionConfig(version).runtime;
    expect(runtime('22.12.0')).toBe('nodejs22.x');
    expect(runtime('24.1.0')).toBe('nodejs24.x');
    // Node 20 is no longer run; an odd major has no runtime of its own.
    expect(runtime('20.19.0')).toBe('nodejs22.x');
    expect(runtime('25.2.0')).toBe('nodejs24.x');
  });

  it('holds the handler and everything it imports: Node loads it and it answers the form', async () => {
    const { HEAD, POST } = await handlers();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubEnv('RESEND_API_KEY', 're_x');
    vi.stubEnv('CONTACT_TO_EMAIL', 'owner@example.com');
    vi.stubEnv('CONTACT_FROM_EMAIL', 'form@portfolio.example');
    const probe = await HEAD(new Request(`${SITE}${EMAIL_SEND_PATH}`, { method: 'HEAD' }));
    expect(probe.headers.get(LOCAL_OUTBOX_HEADER)).toBe('1');
    // A post without JavaScript missing its message: the answer page says what to fix.
    const answer = await POST(
      new Request(`${SITE}/${CONTACT_FORM_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Ada', email: 'ada@example.com', message: '' }),
      }),
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
  });
});
