import { describe, expect, it } from 'vitest';
import { makeContent } from '../../src/test/content-fixture';
import { sampleValues } from './sample-values';

/** A sample and an owner's content that shares nothing of its free text. */
function twoOwners() {
  const sample = makeContent();
  const owner = makeContent();
  owner.profile.name = 'Grace Owner';
  owner.profile.firstName = 'Grace';
  owner.profile.tagline = 'Own tagline.';
  owner.profile.description = 'Own description.';
  owner.profile.about = ['Own paragraph.'];
  owner.profile.interests = ['Go'];
  owner.profile.roles = ['Staff engineer'];
  owner.profile.contact = {
    email: 'grace@grace.test',
    phone: '+1 555 0199',
    location: 'City',
    state: 'Region',
    postalCode: '99999',
  };
  owner.profile.profiles = [{ network: 'GitHub', url: 'https://github.com/grace' }];
  owner.profile.resume = '/grace.pdf';
  owner.profile.profileImage = 'images/grace.jpg';
  owner.profile.profileImageAlt = 'Grace at her desk';
  owner.profile.siteUrl = 'https://grace.test/';
  owner.figures = { years: '11' };
  owner.stats.hero = [{ label: 'GPA', count: 'projects' }];
  owner.stats.research = [];
  owner.aboutCards = owner.aboutCards.map((card, i) => ({
    ...card,
    title: `Mine ${i}`,
    primary: `P${i}`,
    secondary: `S${i}`,
    tertiary: `T${i}`,
  }));
  const retitle = <T extends { title: string; description?: string }>(items: T[], what: string) =>
    items.map((item, i) => ({ ...item, title: `${what} ${i}`, description: `${what} text ${i}.` }));
  owner.projects = retitle(owner.projects, 'Own project').map((p) => ({
    ...p,
    fullDescription: `${p.title} in full.`,
    features: [`${p.title} feature`],
    github: null,
    live: null,
  }));
  owner.experience = retitle(owner.experience, 'Own role').map((e) => ({
    ...e,
    company: 'Own company',
    location: 'Own town',
  }));
  owner.certificates = retitle(owner.certificates, 'Own certificate').map((c) => ({
    ...c,
    issuer: 'Own issuer',
  }));
  owner.publications = [];
  owner.skillCategories = owner.skillCategories.map((c) => ({ ...c, category: `${c.category}!` }));
  return { sample, owner };
}

describe('sampleValues', () => {
  it('names nothing in content of the owner’s own, however much vocabulary it shares', () => {
    const { sample, owner } = twoOwners();
    expect(sampleValues(owner, sample, 'content')).toEqual([]);
    // The site's languages are a choice among tags, as the sample's are.
    const languages = { default: 'en', all: ['en', 'de'] };
    expect(sampleValues({ ...owner, languages }, { ...sample, languages }, 'content')).toEqual([]);
  });

  it('names each value still the sample’s, in every module, by file and field', () => {
    const { sample, owner } = twoOwners();
    owner.profile.tagline = sample.profile.tagline;
    owner.profile.interests = ['Go', ...sample.profile.interests];
    owner.figures = { ...owner.figures, gpa: sample.figures!.gpa! };
    owner.stats.hero = [...owner.stats.hero, sample.stats.hero[0]!];
    owner.aboutCards[1] = { ...owner.aboutCards[1]!, primary: sample.aboutCards[0]!.primary };
    owner.certificates[0] = { ...owner.certificates[0]!, issuer: sample.certificates[0]!.issuer };
    const lines = sampleValues(owner, sample, 'content');
    const still = (file: string, at: string, value: string) =>
      `content/${file} › ${at}: "${value}" is the sample's; replace it with your own.`;
    expect(lines).toEqual([
      still('profile.ts', 'profile.tagline', sample.profile.tagline),
      still('profile.ts', 'profile.interests[1]', sample.profile.interests[0]!),
      still('figures.ts', 'figures.gpa', sample.figures!.gpa!),
      still('stats.ts', 'stats.hero[1].value', String(sample.stats.hero[0]!.value)),
      still('about.ts', 'aboutCards[1].primary', sample.aboutCards[0]!.primary),
      still('certificates.ts', 'certificates[0].issuer', sample.certificates[0]!.issuer),
    ]);
  });

  it('names a sample entry kept whole once, wherever it sits and whatever its id', () => {
    const { sample, owner } = twoOwners();
    owner.projects.push({ ...sample.projects[0]!, id: 99 });
    const index = owner.projects.length - 1;
    expect(sampleValues(owner, sample, 'content')).toEqual([
      `content/projects.ts › projects[${index}]: is a sample entry, kept whole; replace or remove it.`,
    ]);
  });
});
