// One small driving interface over the two engines: Firefox through puppeteer-core over WebDriver
// BiDi, WebKit through WebKitWebDriver (classic WebDriver) with MiniBrowser under xvfb-run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type Page } from 'puppeteer-core';
import { Builder, By, Capabilities, Key, Origin, type WebDriver } from 'selenium-webdriver';
import type { BrowserPaths } from '../../scripts/ensure-browsers.ts';

export type EngineName = 'firefox' | 'webkit';
export type KeyName = 'Escape' | 'Enter' | 'Tab' | 'ArrowRight';

/** A page in one engine. Coordinates are CSS pixels from the viewport's top left. */
export interface Session {
  readonly engine: EngineName;
  readonly version: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn` in the page with JSON-serialisable `args`; awaits a returned promise. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  clickAt(x: number, y: number): Promise<void>;
  /** The driver's own click on an element (its in-view centre), found by CSS selector. */
  clickElement(selector: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  type(text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Firefox only: the page printed to A4. */
  pdf?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  readonly version: string;
  /** A fresh page (own storage) with this viewport. */
  open(width: number, height: number): Promise<Session>;
  quit(): Promise<void>;
}

/**
 * The script text sent to the page. tsx compiles with keepNames, which wraps inner functions in a
 * `__name` helper the page does not have; a no-op stands in for it.
 */
function script<A extends unknown[], R>(fn: (...args: A) => R, args: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/**
 * How long a browser (and WebKit's driver) may take to start. Each starts in seconds; on a shared
 * machine busy elsewhere both have taken more than 15 and 30 s, failing a run before any journey.
 */
const STARTUP_MS = 90_000;

/**
 * `promise`, or an error naming `what` once `ms` have passed. The timer goes with the promise, so
 * a run that is done does not wait for it to end.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// ---- Firefox ---------------------------------------------------------------------------------

export async function launchFirefox(paths: BrowserPaths): Promise<Engine> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: paths.firefox,
    headless: true,
    // Firefox starts in a second or two, but a shared machine busy elsewhere has kept it past
    // puppeteer's 30 s: a browser that starts late is still a browser.
    timeout: STARTUP_MS,
  });
  const version = (await browser.version()).replace(/^firefox\//i, '');
  return {
    name: 'firefox',
    version,
    async open(width, height) {
      const context = await browser.createBrowserContext();
      const page: Page = await context.newPage();
      await page.setViewport({ width, height });
      return firefoxSession(page, version, () => context.close());
    },
    quit: () => browser.close(),
  };
}

function firefoxSession(page: Page, version: string, close: () => Promise<void>): Session {
  return {
    engine: 'firefox',
    version,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: async (fn, ...args) => page.evaluate(script(fn, args)) as never,
    clickAt: (x, y) => page.mouse.click(x, y),
    clickElement: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    async screenshot(file) {
      mkdirSync(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file as `${string}.png` });
    },
    pdf: () => page.pdf({ format: 'A4', printBackground: true }),
    close,
  };
}

// ---- WebKit ----------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `configDir` gets a GTK stylesheet that lets MiniBrowser's window shrink to phone widths. */
export async function launchWebKit(paths: BrowserPaths, configDir: string): Promise<Engine> {
  // MiniBrowser's toolbar holds its window at 447 px or wider; a phone is narrower.
  mkdirSync(path.join(configDir, 'gtk-3.0'), { recursive: true });
  writeFileSync(
    path.join(configDir, 'gtk-3.0', 'gtk.css'),
    'headerbar, toolbar, entry, button, box { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n',
  );
  const port = await freePort();
  // MiniBrowser has no headless mode: the driver and the browsers it starts share one X server.
  // `-noreset`: by default Xvfb resets when its last client leaves, as the desktop's browser does
  // before the phone's starts, and a client that connects during a reset on a busy machine is
  // refused ("cannot open display"; 14 of 400 connections under load, none of 2,500 without it).
  const driver: ChildProcess = spawn(
    paths.xvfbRun,
    ['-a', '-s', '-screen 0 1600x1200x24 -noreset', paths.webkitDriver, `--port=${port}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
      // No accessibility bus to look for: GTK's wait for one (there is none under xvfb-run) is
      // one way a browser's start can stall.
      env: { ...process.env, XDG_CONFIG_HOME: configDir, NO_AT_BRIDGE: '1' },
    },
  );
  // What the driver (or xvfb-run before it) said last, to name why it never answered.
  let said = '';
  driver.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
  });
  let exited: string | undefined;
  driver.once('exit', (code, signal) => {
    exited = `exited (${signal ?? code})`;
  });
  let stopped = false;
  const stopDriver = () => {
    if (stopped || !driver.pid) return;
    stopped = true;
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  // The driver runs in its own process group: stop it however this process ends.
  process.once('exit', stopDriver);
  const capabilities = () => {
    const caps = new Capabilities();
    caps.set('browserName', 'MiniBrowser');
    caps.set('webkitgtk:browserOptions', { binary: paths.miniBrowser, args: ['--automation'] });
    return caps;
  };
  const server = `http://127.0.0.1:${port}`;
  // Every session starts a MiniBrowser, the phone's after the desktop's too, and each may take as
  // long as the first: on a busy machine one took more than 30 s and ended WebKit's run. One that
  // does not start in STARTUP_MS (MiniBrowser failed to come up) is an error.
  const build = () =>
    withTimeout(
      new Builder().usingServer(server).withCapabilities(capabilities()).build(),
      STARTUP_MS,
      'starting MiniBrowser',
    );
  // The driver needs a moment to listen: ask for the first session until it answers.
  let first: WebDriver | undefined;
  const deadline = Date.now() + STARTUP_MS;
  while (!first) {
    try {
      first = await build();
    } catch (error) {
      if (exited || Date.now() > deadline) {
        stopDriver();
        const why = `${exited ?? `did not answer in ${STARTUP_MS / 1000} s`}; it said: ${said.trim() || 'nothing'}`;
        throw new Error(`WebKit's driver ${why} (${String(error)})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const version = String((await first.getCapabilities()).get('browserVersion'));
  let spare: WebDriver | undefined = first;
  return {
    name: 'webkit',
    version,
    async open(width, height) {
      // A browser that does not start says why, as far as the driver (and MiniBrowser, whose
      // output goes to it) said anything.
      const driver =
        spare ??
        (await build().catch((error: unknown) => {
          throw new Error(`${String(error)}; the driver said: ${said.trim() || 'nothing'}`);
        }));
      spare = undefined;
      await resizeViewport(driver, width, height);
      return webkitSession(driver, version);
    },
    async quit() {
      await spare?.quit();
      stopDriver();
    },
  };
}

async function resizeViewport(driver: WebDriver, width: number, height: number): Promise<void> {
  const window = driver.manage().window();
  // The window is larger than its page by the toolbar: measure that once, then size to fit.
  await window.setRect({ width, height });
  const outer = await window.getRect();
  const [innerWidth, innerHeight] = (await driver.executeScript(
    'return [window.innerWidth, window.innerHeight]',
  )) as [number, number];
  await window.setRect({
    width: width + outer.width - innerWidth,
    height: height + outer.height - innerHeight,
  });
}

function webkitSession(driver: WebDriver, version: string): Session {
  const pointer = (x: number, y: number) =>
    driver
      .actions()
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
      .click()
      .perform();
  const KEYS: Record<KeyName, string> = {
    Escape: Key.ESCAPE,
    Enter: Key.ENTER,
    Tab: Key.TAB,
    ArrowRight: Key.ARROW_RIGHT,
  };
  return {
    engine: 'webkit',
    version,
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    evaluate: async (fn, ...args) => driver.executeScript(`return ${script(fn, args)}`) as never,
    clickAt: pointer,
    clickElement: (selector) => driver.findElement(By.css(selector)).click(),
    press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
    type: (text) => driver.actions().sendKeys(text).perform(),
    async screenshot(file) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await driver.takeScreenshot(), 'base64');
    },
    close: () => driver.quit(),
  };
}
