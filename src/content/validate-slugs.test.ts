import { describe, expect, it } from 'vitest';
import { FIXTURE_FILES, makeContent } from '../test/content-fixture';
import { formatProblem, validateContent, type Content } from './validate';

// The page addresses of projects and papers (src/lib/item-address.ts), checked with the content.
const exists = (path: string) => FIXTURE_FILES.has(path);

function problemsAfter(breakIt: (c: Content) => void): string[] {
  const c = makeContent();
  breakIt(c);
  return validateContent(c, exists).map(formatProblem);
}

describe('item page addresses', () => {
  it('stops on two projects whose titles make the same slug, naming both', () => {
    const c = makeContent();
    const [first, second] = c.projects;
    const problems = problemsAfter((broken) => {
      broken.projects[1].title = `${first.title.toUpperCase()}!`;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`project id ${first.id} "${first.title}"`);
    expect(problems[0]).toContain(`project id ${second.id} "${first.title.toUpperCase()}!"`);
    expect(problems[0]).toMatch(/shares the address \/projects\/[^/]+\/ with/);
  });

  it("counts an owner's slug against the other papers' titles", () => {
    const c = makeContent();
    const problems = problemsAfter((broken) => {
      broken.publications[1].slug = broken.publications[0].title.toLowerCase().replace(/\W+/g, '-');
    });
    expect(c.publications.length).toBeGreaterThan(1);
    expect(problems.join('\n')).toMatch(/publication id .* shares the address \/research\//);
  });

  it('lets a slug tell two same-titled items apart', () => {
    expect(
      problemsAfter((c) => {
        c.projects[1].title = c.projects[0].title;
        c.projects[1].slug = 'second-take';
      }),
    ).toEqual([]);
  });

  it('refuses a slug that is no address segment, and a title that makes none', () => {
    const problems = problemsAfter((c) => {
      c.projects[0].slug = 'Has Spaces/';
      c.publications[0].title = '???';
    });
    expect(problems).toEqual([
      expect.stringMatching(/projects\.ts › project id .* › slug: "Has Spaces\/" is not a valid/),
      expect.stringMatching(/publications\.ts › publication id .* › slug: the title makes no/),
    ]);
  });
});
