import { describe, expect, it } from 'vitest';
import { FIXTURE_FILES, makeContent } from '../test/content-fixture';
import { formatProblem, validateContent, type Content } from './validate';

// How the schema's own findings read: the same "file › entry › field: message" lines as the
// checks beside it (validate.test.ts), for typos, missing fields and values of the wrong type.
const exists = (path: string) => FIXTURE_FILES.has(path);
const shipped = makeContent();

/** The problem lines after `breakIt` edits the fixture as loosely as a module without types. */
function problemsAfter(breakIt: (c: Record<string, unknown> & Content) => void): string[] {
  const c = makeContent();
  breakIt(c as Record<string, unknown> & Content);
  return validateContent(c, exists).map(formatProblem);
}

describe('the content schema', () => {
  it('names an unknown field, so a typo is not silently ignored', () => {
    const card = shipped.aboutCards[1];
    const problems = problemsAfter((c) => {
      Object.assign(c.aboutCards[1], { iconColour: 'blue' });
      Object.assign(c.profile.contact, { twitter: 'https://x.test/ada' });
    });
    expect(problems).toEqual([
      'content/profile.ts › profile › contact.twitter: unknown field: check its spelling against src/content/schema.ts',
      `content/about.ts › about card id ${JSON.stringify(card.id)} ${JSON.stringify(card.title)} › iconColour: unknown field: check its spelling against src/content/schema.ts`,
    ]);
  });

  it('names a missing field and a value of the wrong type', () => {
    const project = shipped.projects[1];
    const problems = problemsAfter((c) => {
      delete (c.profile as Partial<Content['profile']>).tagline;
      Object.assign(c.projects[1], { tech: 'Zig', featured: 'yes' });
      Object.assign(c.publications[0], { results: { accuracy: 0.9 } });
    });
    const entry = `project id ${project.id} ${JSON.stringify(project.title)}`;
    expect(problems).toEqual([
      'content/profile.ts › profile › tagline: is required',
      `content/projects.ts › ${entry} › featured: "yes" must be true or false`,
      `content/projects.ts › ${entry} › tech: "Zig" must be a list`,
      expect.stringMatching(
        /^content\/publications\.ts › .* › results\.accuracy: 0\.9 must be text$/,
      ),
    ]);
  });

  it("names a paper's year that is not four digits, which citations could not read", () => {
    const problems = problemsAfter((c) => {
      c.publications[0].year = '24';
      c.publications[1].year = 2024 as unknown as string;
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/publications\.ts › .* › year: "24" is not a year: write its four digits \('2024'\), or '' for none$/,
      ),
      expect.stringMatching(/^content\/publications\.ts › .* › year: 2024 must be text$/),
    ]);
    // A slip of one digit too many is no year either.
    expect(problemsAfter((c) => (c.publications[0].year = '20233'))).toEqual([
      expect.stringMatching(/^content\/publications\.ts › .* › year: "20233" is not a year: /),
    ]);
    // A year in a longer text still reads, and a paper may have none.
    expect(
      problemsAfter((c) => {
        c.publications[0].year = 'in press, 2025';
        c.publications[1].year = '';
      }),
    ).toEqual([]);
  });

  it('reports an entry that is not an object by its position, and still checks the rest', () => {
    const problems = problemsAfter((c) => {
      (c.projects as unknown[])[1] = null;
      c.projects[2].id = c.projects[0].id;
    });
    expect(problems).toEqual([
      'content/projects.ts › project at position 2: null must be an object',
      `content/projects.ts › project id ${shipped.projects[0].id} ${JSON.stringify(shipped.projects[2].title)} › id: ${shipped.projects[0].id} is used twice`,
    ]);
  });

  it('checks the stated figures when the content has them', () => {
    const problems = problemsAfter((c) => {
      c.figures = { cgpa: 9.4 } as unknown as Content['figures'];
    });
    expect(problems).toEqual(['content/figures.ts › figures › cgpa: 9.4 must be text']);
  });

  it('names a stat tile that says neither or both of a value and a count, and a count it cannot make', () => {
    const problems = problemsAfter((c) => {
      c.stats.hero = [
        { label: 'Neither' },
        { label: 'Both', value: '3', count: 'projects' },
        { label: 'Talks', count: 'talks' as 'projects' },
        // `value: figures.deploys` where figures.ts has no such name.
        { label: 'Deployments', value: undefined },
      ];
    });
    expect(problems).toEqual([
      'content/stats.ts › stats › hero[0]: needs either a `value` you state or a `count` the page makes, not both',
      'content/stats.ts › stats › hero[1]: needs either a `value` you state or a `count` the page makes, not both',
      'content/stats.ts › stats › hero[2].count: "talks" is not one of "experience", "projects", "publications", "publications under review", "certificates", "skills"',
      'content/stats.ts › stats › hero[3]: has a `value` that is undefined: does it name a figure your figures.ts does not have?',
    ]);
  });
});
