// Finds Firefox, WebKit's WebDriver with its MiniBrowser, and xvfb-run for the cross-browser
// journeys (tests/cross-browser). As root with apt, installs Debian's packages, saying so;
// otherwise stops with one line naming what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface BrowserPaths {
  firefox: string;
  webkitDriver: string;
  miniBrowser: string;
  xvfbRun: string;
}

const DEBIAN_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];

const first = (candidates: (string | undefined)[]): string | undefined =>
  candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));

function miniBrowsers(): string[] {
  const libs = [
    '/usr/lib/x86_64-linux-gnu',
    '/usr/lib/aarch64-linux-gnu',
    '/usr/lib',
    '/usr/libexec',
  ];
  return libs.flatMap((lib) => {
    if (!existsSync(lib)) return [];
    return readdirSync(lib)
      .filter((name) => name.startsWith('webkit2gtk-4.') || name.startsWith('webkitgtk-6.'))
      .sort()
      .reverse()
      .map((name) => path.join(lib, name, 'MiniBrowser'));
  });
}

/** Every browser piece the journeys need, or the names of those missing. */
export function findBrowsers(): BrowserPaths | { missing: string[] } {
  const found = {
    firefox: first([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']),
    webkitDriver: first([process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver']),
    miniBrowser: first([process.env.MINIBROWSER_PATH, ...miniBrowsers()]),
    xvfbRun: first(['/usr/bin/xvfb-run']),
  };
  const missing = [
    !found.firefox && 'firefox-esr',
    (!found.webkitDriver || !found.miniBrowser) && 'webkit2gtk-driver',
    !found.xvfbRun && 'xvfb',
  ].filter((name): name is string => Boolean(name));
  if (missing.length > 0) return { missing };
  return found as BrowserPaths;
}

function canApt(): boolean {
  return (
    process.getuid?.() === 0 &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

/** Finds the browsers, installing the Debian packages first when it can; exits when it cannot. */
export function ensureBrowsers(): BrowserPaths {
  let found = findBrowsers();
  if ('missing' in found && canApt()) {
    console.log(
      `Missing ${found.missing.join(', ')}: installing Debian's ${DEBIAN_PACKAGES.join(', ')} with apt-get (running as root).`,
    );
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', ...DEBIAN_PACKAGES],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    found = findBrowsers();
  }
  if ('missing' in found) {
    console.error(
      `Cross-browser tests need ${found.missing.join(', ')}: install them (Debian/Ubuntu: "sudo apt-get install ${DEBIAN_PACKAGES.join(' ')}").`,
    );
    process.exit(1);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = ensureBrowsers();
  console.log(`Using ${found.firefox}, ${found.webkitDriver} with ${found.miniBrowser}`);
}
