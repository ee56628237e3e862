import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_COPY_SCRIPT } from './code-copy-script';

// Two blocks as the build writes them (scripts/notes/code-copy.ts): a bar hidden until the script
// runs, its status and its button, over shiki's <pre>.
const block = (code: string) => `
  <div data-code>
    <div data-code-bar hidden>
      <span role="status"></span>
      <button type="button" data-code-copy data-copied="Copied" data-selected="Selected">Copy</button>
    </div>
    <pre tabindex="0"><code>${code}</code></pre>
  </div>`;
const CODES = ['print("one")\nprint("two")', 'let x = 1;'];

const blocks = () => [...document.querySelectorAll<HTMLElement>('[data-code]')];
const statusOf = (element: HTMLElement) => element.querySelector('[role="status"]')!.textContent;
const clickCopy = async (element: HTMLElement) => {
  element.querySelector<HTMLButtonElement>('[data-code-copy]')!.click();
  // The clipboard answers in a promise; the block's status then says what came of it.
  await vi.waitFor(() => expect(statusOf(element)).not.toBe(''));
};
const withClipboard = (clipboard: unknown) =>
  vi.stubGlobal('navigator', { ...navigator, clipboard });

describe('the Copy button over a note’s code blocks', () => {
  beforeAll(() => {
    document.body.innerHTML = CODES.map(block).join('');
    new Function(CODE_COPY_SCRIPT)();
  });

  it('shows each bar only once the script runs', () => {
    for (const element of blocks()) {
      expect(element.querySelector<HTMLElement>('[data-code-bar]')!.hidden).toBe(false);
    }
  });

  it("copies its own block's code and says so there alone", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard({ writeText });
    const [first, second] = blocks();
    await clickCopy(first!);
    expect(writeText).toHaveBeenLastCalledWith(CODES[0]);
    expect(statusOf(first!)).toBe('Copied');
    await clickCopy(second!);
    expect(writeText).toHaveBeenLastCalledWith(CODES[1]);
    expect([statusOf(first!), statusOf(second!)]).toEqual(['', 'Copied']);
  });

  it.each([
    ['refuses', { writeText: () => Promise.reject(new Error('denied')) }],
    ['is missing', undefined],
  ])(
    'selects the code to copy by hand when the clipboard %s, and says so',
    async (_, clipboard) => {
      withClipboard(clipboard);
      const [first] = blocks();
      await clickCopy(first!);
      expect(statusOf(first!)).toBe('Selected');
      expect(document.activeElement).toBe(first!.querySelector('pre'));
      expect(getSelection()!.toString()).toBe(CODES[0]);
    },
  );
});
