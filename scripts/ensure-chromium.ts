// Finds a Chromium for the end-to-end tests: Chromium's headless shell where there is one (the
// same engine without the browser around it: the suite runs a quarter faster), else Chromium. As
// root with apt, installs Debian's "chromium-headless-shell" when neither is there, saying so;
// otherwise stops with one line naming what to install. Prints the path it found.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter((p): p is string => Boolean(p));

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findChromium(
  candidates: readonly string[] = CHROMIUM_CANDIDATES,
): string | undefined {
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * The full Chromium the benchmark and the screenshots drive (the tests' headless shell is not
 * it: Lighthouse measures the browser a visitor has), or one line saying how to get it.
 */
export function requireChromium(candidates: readonly string[] = CHROMIUM_CANDIDATES): string {
  const found = findChromium(candidates);
  if (found) return found;
  throw new Error(
    'No Chromium found: the benchmark and the screenshots need the full browser, not the ' +
      'tests\' headless shell. Install it (Debian/Ubuntu: "sudo apt-get install chromium") or ' +
      'set CHROMIUM_PATH to its binary.',
  );
}

/** The Chromium the end-to-end tests drive: CHROMIUM_PATH, else the headless shell, else Chromium. */
export function findTestChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

function canApt(): boolean {
  return (
    process.getuid?.() === 0 &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findTestChromium();
  if (found !== HEADLESS_SHELL && !process.env.CHROMIUM_PATH && canApt()) {
    console.log(
      'No Chromium headless shell found: installing Debian\'s "chromium-headless-shell" package with apt-get (running as root).',
    );
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = findTestChromium();
  }
  if (!found) {
    console.error(
      'No Chromium found: install Chromium\'s headless shell or Chromium (Debian/Ubuntu: "sudo apt-get install chromium-headless-shell") or set CHROMIUM_PATH to its binary.',
    );
    process.exit(1);
  }
  console.log(`Using Chromium at ${found}`);
}
