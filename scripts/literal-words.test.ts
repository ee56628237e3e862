import { describe, expect, it } from 'vitest';
import { componentFiles, findLiteralWords, literalWordsInComponents } from './literal-words';

const lines = (source: string) =>
  findLiteralWords(source, 'x.tsx').map((w) => `${w.line} ${w.text}`);

describe('components hold no English', () => {
  it('finds text, word props, literal children and word fields, naming the line', () => {
    const source = [
      'export function X({ open }: { open: boolean }) {',
      "  const tiles = [{ label: 'Total Skills', value: 1 }];",
      '  return (',
      '    <Section title="About Me" subtitle={`Hi ${name}`}>',
      '      <button aria-label={open ? t("navbar.closeMenu") : "Open menu"}>Close</button>',
      "      {sending ? 'Sending...' : t('contact.form.send')}",
      '      <img alt="Portrait" placeholder={t("x.y")} />',
      '    </Section>',
      '  );',
      '}',
    ].join('\n');
    expect(lines(source)).toEqual([
      '2 Total Skills',
      '4 About Me',
      '4 Hi',
      '5 Open menu',
      '5 Close',
      '6 Sending...',
      '7 Portrait',
    ]);
  });

  it('lets through punctuation, symbols, keys passed to t() and non-word props', () => {
    const source = [
      '<p className="mt-4 text-sm" id="hero-heading" data-x="yes">',
      "  <span aria-hidden=\"true\">·</span> → {'/'} +{count} {t('projects.title')}",
      "  <a href={`#${id}`} rel=\"noopener noreferrer\" title={t('a.b', { c: 'd' })} />",
      '</p>',
    ].join('\n');
    expect(lines(source)).toEqual([]);
  });

  it('finds none in the page components', () => {
    expect(componentFiles().length).toBeGreaterThan(20);
    const found = literalWordsInComponents().map((w) => `${w.file}:${w.line} "${w.text}"`);
    // Move each into src/words/en.ts and read it with t(): a second language then needs no code.
    expect(found).toEqual([]);
  });
});
