// Finds a Chromium for the end-to-end tests. As root with apt, installs Debian's package, saying
// so; otherwise stops with one line naming what to install. Prints the path it found.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter((p): p is string => Boolean(p));

export function findChromium(): string | undefined {
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}

function canApt(): boolean {
  return (
    process.getuid?.() === 0 &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (!found && canApt()) {
    console.log(
      'No Chromium found: installing Debian\'s "chromium" package with apt-get (running as root).',
    );
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    found = findChromium();
  }
  if (!found) {
    console.error(
      'No Chromium found: install Chromium (Debian/Ubuntu: "sudo apt-get install chromium") or set CHROMIUM_PATH to its binary.',
    );
    process.exit(1);
  }
  console.log(`Using Chromium at ${found}`);
}
