import { describe, expect, it } from 'vitest';
import {
  showTextPath,
  translateContent,
  translationProblems,
  untranslatedTexts,
} from './translate-content';

// A content shape of every kind: a single module, a list by id, a list by position, plain texts.
const profile = {
  name: 'Ada',
  tagline: 'Builds things',
  roles: ['Engineer', 'Writer'],
  contact: { email: 'ada@example.com', location: 'London' },
  siteUrl: 'https://example.com/',
};
const projects = [
  { id: 4, title: 'Loom', description: 'A loom', github: 'https://example.com/loom', level: 3 },
  { id: 9, title: 'Engine', description: 'An engine', github: null, level: 5 },
];
const skills = [
  { category: 'Languages', skills: [{ name: 'Lisp', level: 90 }] },
  { category: 'Tools', skills: [{ name: 'Git', level: 80 }] },
];

describe('translateContent', () => {
  it('lays each given text over the default and keeps the rest', () => {
    const german = translateContent(profile, {
      tagline: 'Baut Dinge',
      roles: ['Ingenieurin', 'Autorin'],
      contact: { location: 'London (UK)' },
    });
    expect(german).toEqual({
      ...profile,
      tagline: 'Baut Dinge',
      roles: ['Ingenieurin', 'Autorin'],
      contact: { ...profile.contact, location: 'London (UK)' },
    });
    expect(profile.tagline).toBe('Builds things');
  });

  it('translates entries with an id by id, whatever their order', () => {
    const german = translateContent(projects, { 9: { title: 'Maschine' } });
    expect(german.map((project) => project.title)).toEqual(['Loom', 'Maschine']);
    expect(german[1]).toMatchObject({ id: 9, description: 'An engine', level: 5 });
  });

  it('translates entries without an id by position', () => {
    const german = translateContent(skills, [undefined, { category: 'Werkzeuge' }]);
    expect(german.map((group) => group.category)).toEqual(['Languages', 'Werkzeuge']);
    expect(german[1]!.skills).toEqual(skills[1]!.skills);
  });

  it('never takes an address, id or number from a translation', () => {
    const german = translateContent(projects, {
      4: { github: 'https://evil.example/', id: 7, level: 1 },
    });
    expect(german[0]).toEqual(projects[0]);
    expect(translateContent(profile, { siteUrl: 'https://x.example/' }).siteUrl).toBe(
      profile.siteUrl,
    );
  });
});

describe('untranslatedTexts', () => {
  it('lists every text left in the default language, by where it is', () => {
    const left = untranslatedTexts(
      { profile, projects },
      {
        profile: { name: 'Ada', roles: ['Ingenieurin'], contact: { location: 'London' } },
        projects: { 4: { title: 'Webstuhl', description: 'Ein Webstuhl' } },
      },
    ).map(showTextPath);
    expect(left).toEqual([
      'profile › tagline',
      'projects › 9 › title',
      'projects › 9 › description',
    ]);
  });

  it('lists nothing for a full translation, and everything for none', () => {
    expect(
      untranslatedTexts(skills, [
        { category: 'Sprachen', skills: [{ name: 'Lisp' }] },
        { category: 'Werkzeuge', skills: [{ name: 'Git' }] },
      ]),
    ).toEqual([]);
    expect(untranslatedTexts(skills, undefined).map(showTextPath)).toEqual([
      '0 › category',
      '0 › skills › 0 › name',
      '1 › category',
      '1 › skills › 0 › name',
    ]);
  });
});

describe('translationProblems', () => {
  it('names what a translation would silently lose', () => {
    const problems = translationProblems(
      { profile, projects, skills },
      {
        profile: { tagline: 3, nickname: 'A', siteUrl: 'https://x.example/', roles: 'Ingenieurin' },
        projects: { 5: { title: 'Nichts' } },
        skills: [{ category: 'Sprachen' }, {}, { category: 'Zu viel' }],
      },
    ).map(({ path, message }) => `${showTextPath(path)}: ${message}`);
    expect(problems).toEqual([
      'profile › tagline: must be text, a translation of the default',
      'profile › nickname: is not a field of the default content',
      'profile › siteUrl: is not translated: it stays the same in every language',
      'profile › roles: must be a list of texts, the whole list translated',
      'projects › 5: has no entry with id 5 to translate',
      'skills › 2: has no entry at position 3 to translate',
    ]);
  });

  it('finds nothing wrong in a sound translation', () => {
    expect(
      translationProblems(projects, { 4: { title: 'Webstuhl' }, 9: { description: 'Motor' } }),
    ).toEqual([]);
  });
});
