// One way to start Debian's Chromium for the scripts (screenshots, benchmark), as the tests do.
import { chromium, type Browser } from '@playwright/test';
import { requireChromium } from './ensure-chromium.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  const executablePath = requireChromium();
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
