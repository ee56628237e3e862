import { describe, expect, it } from 'vitest';
import { ACCENT_NAMES } from '../config/palette';
import { FIXTURE_FILES, makeContent } from '../test/content-fixture';
import { LanguagesSchema } from './schema';
import { formatProblem, isHttpUrl, validateContent, type Content } from './validate';

const exists = (path: string) => FIXTURE_FILES.has(path);
// The content these tests break is their own (src/test/content-fixture.ts), not the owner's:
// scripts/check-content.test.ts checks the owner's content against the real files.
const shipped = makeContent();
const content = makeContent;

/** Content with the one mistake `breakIt` makes; returns its problems. */
function problemsAfter(breakIt: (c: Content) => void, fileExists = exists) {
  const c = content();
  breakIt(c);
  return validateContent(c, fileExists);
}

describe('validateContent', () => {
  it('passes sound content with zero problems', () => {
    expect(validateContent(content(), exists)).toEqual([]);
  });

  it('names a duplicate project id by file, entry and field', () => {
    const problems = problemsAfter((c) => {
      c.projects[2].id = c.projects[0].id;
    });
    expect(problems).toEqual([
      {
        file: 'content/projects.ts',
        entry: `project id 1 "${shipped.projects[2].title}"`,
        field: 'id',
        message: '1 is used twice',
      },
    ]);
  });

  it.each([
    ['experience', 'content/experience.ts', 'experience'],
    ['publications', 'content/publications.ts', 'publication'],
    ['certificates', 'content/certificates.ts', 'certificate'],
    ['aboutCards', 'content/about.ts', 'about card'],
  ] as const)('finds duplicate ids in %s', (key, file, kind) => {
    const problems = problemsAfter((c) => {
      (c[key][1] as { id: unknown }).id = c[key][0].id;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file, field: 'id' });
    expect(problems[0].entry).toMatch(new RegExp(`^${kind} id `));
  });

  it('finds a repeated skill category name', () => {
    const problems = problemsAfter((c) => {
      c.skillCategories[1].category = c.skillCategories[0].category;
    });
    const name = shipped.skillCategories[0].category;
    expect(problems).toEqual([
      {
        file: 'content/skills.ts',
        entry: `skill category "${name}"`,
        field: 'category',
        message: `"${name}" is used twice`,
      },
    ]);
  });

  it('rejects a link that is not an absolute http(s) URL, and prints it on one line', () => {
    const problems = problemsAfter((c) => {
      c.projects[2].live = 'htp:/x';
    });
    expect(problems.map(formatProblem)).toEqual([
      `content/projects.ts › project id 3 "${shipped.projects[2].title}" › live: "htp:/x" is not a valid http(s) URL or null`,
    ]);
  });

  it("names a paper's DOI written without its address, with the address to write", () => {
    for (const written of ['10.1000/xyz.7', 'doi:10.1000/xyz.7']) {
      const problems = problemsAfter((c) => {
        c.publications[0].doi = written;
      });
      expect(problems.map((problem) => problem.message)).toEqual([
        `"${written}" is a DOI without its address: write "https://doi.org/10.1000/xyz.7"`,
      ]);
    }
  });

  it.each([
    ['publication github', (c: Content) => (c.publications[0].github = 'github.com/x'), 'github'],
    ['publication doi', (c: Content) => (c.publications[0].doi = '10.1000/xyz'), 'doi'],
    ['publication arxiv', (c: Content) => (c.publications[0].arxiv = 'ftp://arxiv/1'), 'arxiv'],
    [
      'profile address',
      (c: Content) => (c.profile.profiles = [{ network: 'GitHub', url: 'https://' }]),
      'profiles[0].url',
    ],
    [
      'profile mailto',
      (c: Content) => (c.profile.profiles = [{ network: 'Email', url: 'mailto:me@ex.test' }]),
      'profiles[0].url',
    ],
    ['contact email', (c: Content) => (c.profile.contact.email = 'me at example'), 'contact.email'],
  ])('rejects a bad %s link', (_, breakIt, field) => {
    const problems = problemsAfter(breakIt);
    expect(problems).toHaveLength(1);
    expect(problems[0].field).toBe(field);
  });

  it('accepts null links', () => {
    const problems = problemsAfter((c) => {
      c.projects[0].github = null;
      c.projects[0].live = null;
      c.publications[0].doi = null;
    });
    expect(problems).toEqual([]);
  });

  it.each([101, -1, 50.5])('rejects a skill level of %s', (level) => {
    const problems = problemsAfter((c) => {
      c.skillCategories[1].skills[1].level = level;
    });
    expect(problems).toEqual([
      {
        file: 'content/skills.ts',
        entry: `skill "${shipped.skillCategories[1].skills[1].name}" in category "${shipped.skillCategories[1].category}"`,
        field: 'skills[1].level',
        message: `${level} must be a whole number from 0 to 100`,
      },
    ]);
  });

  it('rejects an unknown project status', () => {
    const problems = problemsAfter((c) => {
      Object.assign(c.projects[2], { status: 'Abandoned' });
    });
    expect(problems.map((p) => [p.file, p.entry, p.field])).toEqual([
      ['content/projects.ts', `project id 3 "${shipped.projects[2].title}"`, 'status'],
    ]);
    expect(problems[0].message).toBe('"Abandoned" is not one of "Completed", "In Progress"');
  });

  it('names a project category categories.ts does not declare, and the ones it does', () => {
    const problems = problemsAfter((c) => {
      c.projects[2].category = 'Basket Weaving';
    });
    const declared = shipped.categories.projects.map((c) => `"${c.name}"`).join(', ');
    expect(problems).toEqual([
      {
        file: 'content/projects.ts',
        entry: `project id 3 "${shipped.projects[2].title}"`,
        field: 'category',
        message: `"Basket Weaving" is not declared in categories.ts: the project categories there are ${declared}. Add it there, or use one of those`,
      },
    ]);
  });

  it.each([
    ['experience', 'type', 'experience types', 'content/experience.ts'],
    ['certificates', 'type', 'certificate types', 'content/certificates.ts'],
    ['publications', 'category', 'paper categories', 'content/publications.ts'],
  ] as const)('names %s %s not declared in categories.ts', (key, field, what, file) => {
    const problems = problemsAfter((c) => {
      Object.assign(c[key][1], { [field]: 'Undeclared' });
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file, field });
    expect(problems[0].message).toMatch(
      new RegExp(`^"Undeclared" is not declared in categories.ts: the ${what} there`),
    );
  });

  it('takes an empty type or paper category for none', () => {
    const problems = problemsAfter((c) => {
      c.experience[0].type = '';
      c.certificates[0].type = '';
      c.publications[0].category = '';
    });
    expect(problems).toEqual([]);
  });

  it('says a list of categories.ts is empty when a value has nothing to be one of', () => {
    const problems = problemsAfter((c) => {
      c.categories.certificates = [];
    });
    expect(problems).toHaveLength(shipped.certificates.length);
    expect(problems[0].message).toContain(
      'its list of certificate types (`certificates`) is empty',
    );
  });

  it('finds a name categories.ts lists twice, and a project category named like the All button', () => {
    const problems = problemsAfter((c) => {
      c.categories.papers.push(c.categories.papers[0]);
      c.categories.projects.push({ name: 'All', accent: 'blue' });
    });
    expect(problems.map(formatProblem)).toEqual([
      `content/categories.ts › categories › projects[${shipped.categories.projects.length}].name: "All" is the name of the button that shows every project: choose another name`,
      `content/categories.ts › categories › papers[${shipped.categories.papers.length}]: "${shipped.categories.papers[0]}" is listed twice`,
    ]);
  });

  it.each([
    ['skillCategories', 'content/skills.ts', 'accent'],
    ['aboutCards', 'content/about.ts', 'accent'],
    ['publications', 'content/publications.ts', 'accent'],
  ] as const)(
    'rejects an accent of %s that is not in the palette, listing those that are',
    (key, file, field) => {
      const problems = problemsAfter((c) => {
        Object.assign(c[key][0], { accent: 'from-blue-500 to-cyan-500' });
      });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ file, field });
      expect(problems[0].message).toBe(
        `"from-blue-500 to-cyan-500" is not an accent: use one of ${ACCENT_NAMES.map((n) => `"${n}"`).join(', ')}`,
      );
    },
  );

  it("rejects a project category's accent that is not in the palette", () => {
    const problems = problemsAfter((c) => {
      Object.assign(c.categories.projects[0], { accent: 'blu' });
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/categories\.ts › categories › projects\[0\]\.accent: "blu" is not an accent: use one of "blue", /,
      ),
    ]);
  });

  it('points a gradient of an earlier format to the migration', () => {
    const problems = problemsAfter((c) => {
      const category: Record<string, unknown> = c.skillCategories[1];
      delete category.accent;
      category.bgGradient = 'from-blue-500 to-cyan-500';
    });
    const entry = `skill category "${shipped.skillCategories[1].category}"`;
    expect(problems.map(formatProblem)).toEqual([
      `content/skills.ts › ${entry} › accent: is required`,
      `content/skills.ts › ${entry} › bgGradient: replaced by \`accent\`, a colour by name (see src/config/palette.ts): run \`npm run migrate-content\` to rewrite it`,
    ]);
  });

  it("names a paper's BibTeX key that would break its .bib file, and takes one that would not", () => {
    const problems = problemsAfter((c) => {
      Object.assign(c.publications[0]!, { bibKey: 'key,} @misc{evil' });
      Object.assign(c.publications[1]!, { bibKey: "o'neil:1984-art_2%" });
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /content\/publications\.ts.*bibKey.*"key,} @misc\{evil" is not a BibTeX key/,
      ),
    ]);
  });

  it('rejects an unknown publication status', () => {
    const problems = problemsAfter((c) => {
      Object.assign(c.publications[1], { status: 'Rejected' });
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/publications.ts', field: 'status' });
  });

  it("names a result's label for a result the paper does not have, and takes one it has", () => {
    const problems = problemsAfter((c) => {
      const paper = c.publications[0]!;
      paper.resultLabels = { [Object.keys(paper.results)[0]!]: 'Kept', renamedKey: 'Lost' };
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/content\/publications\.ts.*resultLabels\.renamedKey.*names no result/),
    ]);
  });

  it('names a label for a result whose key an object already has ("toString")', () => {
    const problems = problemsAfter((c) => {
      c.publications[0]!.resultLabels = { toString: 'Shown nowhere' };
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/resultLabels\.toString.*names no result/),
    ]);
  });

  it('requires at least one featured project', () => {
    const problems = problemsAfter((c) => {
      for (const project of c.projects) project.featured = false;
    });
    expect(problems).toEqual([
      {
        file: 'content/projects.ts',
        entry: 'projects',
        field: 'featured',
        message: 'no project is featured: mark at least one with featured: true',
      },
    ]);
  });

  it('takes an empty list of projects: the page leaves their section out', () => {
    expect(
      problemsAfter((c) => {
        c.projects.length = 0;
      }),
    ).toEqual([]);
  });

  it('requires titles and names', () => {
    const problems = problemsAfter((c) => {
      c.certificates[0].title = '  ';
      c.profile.name = '';
    });
    expect(problems.map((p) => [p.file, p.field, p.message])).toEqual([
      ['content/profile.ts', 'name', 'is required and must not be empty'],
      ['content/certificates.ts', 'title', 'is required and must not be empty'],
    ]);
  });

  it('rejects an icon that is not in ICON_NAMES', () => {
    const problems = problemsAfter((c) => {
      Object.assign(c.certificates[2], { icon: 'unicorn' });
    });
    expect(problems).toEqual([
      {
        file: 'content/certificates.ts',
        entry: `certificate id 3 "${shipped.certificates[2].title}"`,
        field: 'icon',
        message: '"unicorn" is not a known icon (see src/content/icon-names.ts)',
      },
    ]);
  });

  it('reports an own resume missing from public/ or a photo missing from src/content/', () => {
    const problems = problemsAfter(
      (c) => {
        c.profile.resumePdf = 'own';
      },
      (path) => path !== `public${shipped.profile.resume}`,
    );
    expect(problems).toEqual([
      {
        file: 'content/profile.ts',
        entry: 'profile',
        field: 'resume',
        message: `"${shipped.profile.resume}" is missing: no file public${shipped.profile.resume} (resumePdf is 'own')`,
      },
    ]);
    const image = problemsAfter((c) => {
      c.profile.profileImage = 'images/me.webp';
    });
    expect(image.map(formatProblem)).toEqual([
      'content/profile.ts › profile › profileImage: "images/me.webp" is missing: no file content/images/me.webp',
    ]);
  });

  it.each([
    '/images/me.jpg',
    '../me.jpg',
    'images/me.gif',
    '',
    'https://example.org/me.jpg',
    'data:image/png;base64,x.png',
  ])('rejects %j as a photo path', (photo) => {
    const problems = problemsAfter((c) => {
      c.profile.profileImage = photo;
    });
    expect(problems.map((p) => p.field)).toEqual(['profileImage']);
    expect(problems[0].message).toMatch(/must be a JPEG, PNG, WebP, AVIF or SVG file/);
  });

  it('allows a page without a photo, and then needs no words on it', () => {
    const problems = problemsAfter((c) => {
      delete c.profile.profileImage;
      delete c.profile.profileImageAlt;
    });
    expect(problems).toEqual([]);
  });

  it.each([undefined, '', '  '])('asks for words on a photo described as %j', (alt) => {
    const problems = problemsAfter((c) => {
      c.profile.profileImageAlt = alt;
    });
    expect(problems.map(formatProblem)).toEqual([
      'content/profile.ts › profile › profileImageAlt: needs a few words on what your photo shows, for screen readers',
    ]);
  });

  it('allows empty papers, certificates and experience', () => {
    const problems = problemsAfter((c) => {
      c.publications = [];
      c.certificates = [];
      c.experience = [];
    });
    expect(problems).toEqual([]);
  });

  it('needs no file for a generated resume, only a path ending in .pdf', () => {
    const none = () => true;
    for (const resumePdf of [undefined, 'A4', 'Letter'] as const) {
      const fine = problemsAfter(
        (c) => {
          c.profile.resumePdf = resumePdf;
        },
        (path) => path !== `public${shipped.profile.resume}` && exists(path),
      );
      expect(fine).toEqual([]);
    }
    const bad = problemsAfter((c) => {
      c.profile.resume = 'https://cdn.example.com/cv.pdf';
    }, none);
    expect(bad.map(formatProblem)).toEqual([
      'content/profile.ts › profile › resume: "https://cdn.example.com/cv.pdf" must be a path like "/resume.pdf" for a generated résumé',
    ]);
    const paper = problemsAfter((c) => {
      (c.profile as { resumePdf?: string }).resumePdf = 'A5';
    }, none);
    expect(paper.map((p) => p.field)).toEqual(['resumePdf']);
  });

  it('accepts an absolute URL for an own resume without looking for a file', () => {
    const problems = problemsAfter(
      (c) => {
        c.profile.resumePdf = 'own';
        c.profile.resume = 'https://cdn.example.com/cv.pdf';
      },
      (path) => path === `content/${shipped.profile.profileImage}`,
    );
    expect(problems).toEqual([]);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://localhost:4173/x?y#z', true],
    ['https://', false],
    ['htp:/x', false],
    ['http:/x', false],
    ['//example.com', false],
    ['mailto:me@example.com', false],
    [null, false],
    // What URL() would drop or escape without a word: a space, a line break, a quote, markup.
    ['https://me.example/ ', false],
    ['https://me.example/\n', false],
    ['https://x.example/a b', false],
    ['https://x.example/"><b>', false],
    // Letters beyond ASCII are an address's own.
    ['https://de.wikipedia.org/wiki/Übung', true],
    // What URL() keeps as written, and addresses use.
    ['https://fonts.example/css?family=A|B', true],
  ])('%s → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

describe('LanguagesSchema', () => {
  const messages = (languages: unknown) => {
    const result = LanguagesSchema.safeParse(languages);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('gives a tag written otherwise as the site needs it, and says what a tag is for the rest', () => {
    expect(messages({ default: 'EN', all: ['EN'] })).toEqual([
      '"EN" is not a language tag such as "en", "de" or "pt-BR": write it as "en"',
      '"EN" is not a language tag such as "en", "de" or "pt-BR": write it as "en"',
    ]);
    expect(messages({ default: 'en', all: ['en', 'pt_BR'] })).toEqual([
      '"pt_BR" is not a language tag such as "en", "de" or "pt-BR": write it as "pt-BR"',
    ]);
    expect(messages({ default: 'en', all: ['en', 'English'] })).toEqual([
      '"English" is not a language tag such as "en", "de" or "pt-BR"',
    ]);
    expect(messages({ default: 'en', all: ['en', 'pt-BR'] })).toEqual([]);
  });
});
