import { describe, expect, it } from 'vitest';
import { requireChromium } from './ensure-chromium.ts';

describe('the Chromium the benchmark and the screenshots drive', () => {
  it('is the first candidate that exists', () => {
    expect(requireChromium(['/no/such/chromium', process.execPath])).toBe(process.execPath);
  });

  it("when there is none, is asked for by name, not by the tests' set-up (which installs only the headless shell)", () => {
    expect(() => requireChromium(['/no/such/chromium'])).toThrow(
      /^No Chromium found: .*"sudo apt-get install chromium".*CHROMIUM_PATH/,
    );
    expect(() => requireChromium([])).not.toThrow(/ensure-chromium/);
  });
});
