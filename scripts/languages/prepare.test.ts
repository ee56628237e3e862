import { describe, expect, it } from 'vitest';
import type { Content } from '../../src/content/validate';
import { itemSlug } from '../../src/lib/item-address';
import { missingWords } from './check.ts';
import { languageReport, textsLeftInDefaultLanguage, translatedContent } from './prepare.ts';

// Content of the smallest shape the translation reads: two categories, an item of each kind.
const content = {
  profile: { name: 'Ada', tagline: 'Builds looms' },
  categories: {
    projects: [
      { name: 'Machines', accent: 'blue' },
      { name: 'Writing', accent: 'coral' },
    ],
    experience: ['Job'],
    certificates: ['Course'],
    papers: ['Maths'],
  },
  projects: [{ id: 1, title: 'Analytical Engine', category: 'Writing' }],
  experience: [{ id: 1, title: 'Analyst', type: 'Job' }],
  certificates: [{ id: 1, title: 'Notes', type: 'Course' }],
  publications: [{ id: 1, title: 'Sketch of the Engine', category: 'Maths' }],
  skillCategories: [],
  aboutCards: [],
} as unknown as Content;

const german = {
  profile: { tagline: 'Baut Webstühle' },
  categories: {
    projects: [{ name: 'Maschinen' }, { name: 'Schreiben' }],
    experience: ['Stelle'],
    papers: ['Mathematik'],
  },
  projects: { 1: { title: 'Analytische Maschine' } },
} as unknown as Partial<Content>;

describe('the content in another language', () => {
  it('names each item’s category by its translation, and keeps every address', () => {
    const translated = translatedContent(content, german);
    expect(translated.projects[0]).toMatchObject({
      title: 'Analytische Maschine',
      category: 'Schreiben',
      slug: itemSlug(content.projects[0]!),
    });
    expect(translated.experience[0]!.type).toBe('Stelle');
    expect(translated.publications[0]).toMatchObject({
      category: 'Mathematik',
      slug: itemSlug(content.publications[0]!),
    });
    // A list left untranslated keeps its names, and its items theirs.
    expect(translated.certificates[0]!.type).toBe('Course');
    expect(translated.profile).toMatchObject({ name: 'Ada', tagline: 'Baut Webstühle' });
  });

  it('reports what is untranslated, file by file, but never a category an item names', () => {
    const { untranslated, problems } = languageReport(content, german, 'content/de');
    expect(problems).toEqual([]);
    expect(untranslated).toContain('content/de/profile.ts › name');
    expect(untranslated).toContain('content/de/certificates.ts › 1 › title');
    expect(untranslated.some((line) => /› category$|› type$/.test(line))).toBe(false);
  });

  it('names a translation that matches nothing, and a category set on an item', () => {
    const { problems } = languageReport(
      content,
      {
        projects: { 1: { category: 'Schreiben' }, 9: { title: 'Neu' } },
      } as unknown as Partial<Content>,
      'content/de',
    );
    expect(problems).toEqual([
      'content/de/projects.ts › 9: has no entry with id 9 to translate',
      'content/de/projects.ts › 1 › category: is translated in categories.ts, in the same order',
    ]);
  });
});

describe('the texts a language shows as the default language has them', () => {
  // A project, a paper, a job and a certificate with every marked field; the translation gives
  // some of them.
  const base = {
    ...content,
    projects: [
      {
        id: 1,
        title: 'Analytical Engine',
        description: 'A machine that computes.',
        fullDescription: 'It computes tables.',
        features: ['Punched cards', 'A mill'],
        category: 'Writing',
      },
      { id: 2, title: 'Loom', description: '', fullDescription: '', features: [] },
    ],
    publications: [
      {
        id: 1,
        title: 'Sketch of the Engine',
        abstract: 'Notes on the engine.',
        methodology: 'Reading.',
        category: 'Maths',
      },
    ],
    experience: [{ id: 1, title: 'Analyst', description: 'Computed tables.', type: 'Job' }],
    certificates: [{ id: 1, title: 'Notes', description: 'On the engine.', type: 'Course' }],
  } as unknown as Content;

  it('lists each untranslated text, and each given the same words, but no translated one', () => {
    const translations = {
      projects: {
        1: { title: 'Analytische Maschine', features: ['Lochkarten', 'Eine Mühle'] },
        2: { title: 'Loom' },
      },
      publications: { 1: { title: 'Sketch of the Engine', abstract: 'Notizen zur Maschine.' } },
      experience: { 1: { title: 'Analytikerin' } },
    } as unknown as Partial<Content>;
    const translated = translatedContent(base, translations);
    expect(textsLeftInDefaultLanguage(base, translated)).toEqual([
      // The owner's name, written as the default language writes it (the bar's, the footer's).
      'Ada',
      'Builds looms',
      'A machine that computes.',
      'It computes tables.',
      'Loom',
      'Sketch of the Engine',
      'Reading.',
      // A job's type is its category's name: untranslated here, as categories.ts is.
      'Job',
      'Computed tables.',
      'Notes',
      'On the engine.',
    ]);
  });

  it('lists the items of a list left whole, and leaves out empty texts', () => {
    const translated = translatedContent(base, {
      projects: { 2: { title: 'Webstuhl' } },
    } as unknown as Partial<Content>);
    const texts = textsLeftInDefaultLanguage(base, translated);
    expect(texts).toEqual(expect.arrayContaining(['Punched cards', 'A mill', 'Analytical Engine']));
    // Empty texts are not shown, so not marked; a translated title is the page's own.
    expect(texts).not.toContain('');
    expect(texts).not.toContain('Webstuhl');
    expect(texts).not.toContain('Loom');
  });

  it("lists the profile's prose left untranslated, and the owner's name: not the translated tagline", () => {
    const profile = {
      name: 'Ada',
      tagline: 'Builds looms',
      description: 'Ada writes programs.',
      about: ['First paragraph.', 'Second paragraph.'],
    };
    const withProfile = { ...base, profile } as unknown as Content;
    const translated = translatedContent(withProfile, {
      profile: { tagline: 'Baut Webstühle' },
    } as unknown as Partial<Content>);
    const texts = textsLeftInDefaultLanguage(withProfile, translated);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Ada',
        'Ada writes programs.',
        'First paragraph.',
        'Second paragraph.',
      ]),
    );
    // The tagline is the page's own language now.
    expect(texts).not.toContain('Builds looms');
    expect(texts).not.toContain('Baut Webstühle');
  });

  it("lists the About cards' lines left untranslated, but not one with no letter in it", () => {
    const aboutCards = [
      {
        id: 'education',
        title: 'Education',
        primary: 'BSc Mathematics',
        secondary: 'University of London',
        tertiary: 'First class',
        duration: '1833 – 1836',
      },
    ];
    const withCards = { ...base, aboutCards } as unknown as Content;
    const translated = translatedContent(withCards, {
      aboutCards: { education: { title: 'Ausbildung', tertiary: 'Mit Auszeichnung' } },
    } as unknown as Partial<Content>);
    const texts = textsLeftInDefaultLanguage(withCards, translated);
    expect(texts).toEqual(expect.arrayContaining(['BSc Mathematics', 'University of London']));
    expect(texts).not.toContain('Education');
    expect(texts).not.toContain('First class');
    // Years are read the same in any language: marking them would only change the voice.
    expect(texts).not.toContain('1833 – 1836');
  });

  it('lists nothing where everything is translated', () => {
    const all = translatedContent(base, {
      profile: { name: 'Ада', tagline: 'Baut Webstühle' },
      projects: {
        1: {
          title: 'A',
          description: 'B',
          fullDescription: 'C',
          features: ['D', 'E'],
        },
        2: { title: 'Webstuhl' },
      },
      publications: { 1: { title: 'F', abstract: 'G', methodology: 'H' } },
      experience: { 1: { title: 'I', description: 'J' } },
      certificates: { 1: { title: 'K', description: 'L' } },
      categories: { experience: ['Stelle'] },
    } as unknown as Partial<Content>);
    expect(textsLeftInDefaultLanguage(base, all)).toEqual([]);
  });
});

describe('the words of a language', () => {
  it('are missing where neither the dictionary nor the owner has them, or a parameter is lost', () => {
    const missing = missingWords(
      { 'nav.hero': 'Start', 'tags.more': '+{count}' },
      { 'footer.copyright': '© {year}' },
    );
    expect(missing).not.toContain('nav.hero');
    // "{more}" is gone from the text: the number would show without its word.
    expect(missing).toContain('tags.more');
    // "{name}" is gone: the owner's name would vanish from the line.
    expect(missing).toContain('footer.copyright');
    expect(missing).toContain('nav.about');
  });
});
