// The JSON Resume's basics, languages and interests as this project's profile, and its first
// education entry and work as the About cards; what the document lacks is kept from the content
// it replaces.
import { accentInTurn } from '../../src/config/palette';
import type { AboutCard, ExperienceEntry, Profile } from '../../src/content/types';
import { isoRange, presentWord } from './json-resume.ts';
import { hasCjkLetters } from '../../src/lib/writing';
import {
  duration,
  ext,
  isItem,
  kept,
  list,
  str,
  strings,
  url,
  type Item,
  type Note,
} from './import-values.ts';
import { rolesLabel, VOLUNTEER_TYPE } from './import-work.ts';

export function mapProfile(
  basics: Item,
  input: Item,
  current: Profile,
  unmap: Note,
  fill: Note,
): Profile {
  const x = ext(basics);
  const name = str(basics.name) ?? '';
  const summary = str(basics.summary) ?? '';
  const label = str(basics.label);
  const location = isItem(basics.location) ? basics.location : {};
  const profiles: Profile['profiles'] = [];
  list(basics.profiles).forEach((p, i) => {
    const link = url(p.url);
    const name = str(p.network);
    if (!link || !name) {
      unmap(`basics.profiles[${i}]`, 'needs a network and an http(s) url');
      return;
    }
    const username = str(p.username);
    profiles.push({ network: name, url: link, ...(username ? { username } : {}) });
  });
  if (str(basics.image))
    unmap('basics.image', 'put the photo in content/images/ and set profile.profileImage');
  for (const key of ['address', 'countryCode']) {
    if (str(location[key]))
      unmap(`basics.location.${key}`, 'the page shows the city and region only');
  }
  const roles = strings(x.roles);
  if (roles.length === 0 && !label)
    fill('basics.label', 'missing; the headline role is "Developer"');
  // Without an address in the document, the content's stays: it is required.
  const email = str(basics.email);
  if (!email) fill('basics.email', `missing; kept ${current.contact.email}`);
  const tagline = kept(x, 'tagline') ?? label ?? '';
  if (kept(x, 'tagline') === undefined) fill('profile.tagline', `set to "${tagline}"`);
  const interests = list(input.interests);
  interests.forEach((item, i) => {
    if (strings(item.keywords).length > 0)
      unmap(`interests[${i}].keywords`, 'the page shows interest names only');
  });
  const languages = list(input.languages).flatMap((item, i) => {
    const language = str(item.language);
    if (!language) {
      unmap(`languages[${i}]`, 'has no language');
      return [];
    }
    return [{ language, ...(typeof item.fluency === 'string' ? { fluency: item.fluency } : {}) }];
  });
  // A name written family name first (山田 花子) is shown whole: its first word is no first name;
  // nor is a title before a name ("Dr. Jane Public" says "Hi, I'm Jane").
  const words = name.split(/\s+/);
  const title = words.length > 1 && TITLES.test(words[0]!) ? words[0] : undefined;
  const firstName = str(x.firstName) ?? (hasCjkLetters(name) ? name : title ? words[1] : words[0]);
  if (title && !str(x.firstName))
    fill('basics.name', `first name "${firstName}", after the title "${title}"`);
  return {
    name,
    firstName,
    greeting: kept(x, 'greeting') ?? current.greeting,
    roles: roles.length > 0 ? roles : [label ?? 'Developer'],
    tagline,
    description: summary,
    about: Array.isArray(x.about) ? strings(x.about) : [summary].filter(Boolean),
    interests: interests.map((item) => str(item.name)).filter((n): n is string => Boolean(n)),
    // A document that lists languages, even none, gives the field, so the export comes back whole.
    ...(Array.isArray(input.languages) ? { languages } : {}),
    contact: {
      email: kept(x, 'contactEmail') ?? email ?? current.contact.email,
      phone: str(basics.phone) ?? '',
      location: str(location.city) ?? '',
      state: str(location.region) ?? '',
      postalCode: str(location.postalCode) ?? '',
    },
    profiles,
    resume: current.resume,
    ...(current.resumePdf ? { resumePdf: current.resumePdf } : {}),
    // The photo stays the content's own, and so do the owner's words on it unless the document
    // states some; words on it only where there is one.
    ...(current.profileImage
      ? {
          profileImage: current.profileImage,
          profileImageAlt:
            str(x.profileImageAlt) ?? str(current.profileImageAlt) ?? `Portrait of ${name}`,
        }
      : {}),
    siteUrl: url(basics.url) ?? current.siteUrl,
  };
}

/** Titles written before a name, in the languages résumés are often written in. */
const TITLES =
  /^(dr|prof|mr|mrs|ms|mx|miss|sir|dame|herr|frau|mme|mlle|sr|sra|srta|dott|dottssa|ing)\.?$/i;

export interface AboutSources {
  /** The About cards of the content the import replaces. */
  current: AboutCard[];
  /** The cards this project's own export carries, which come back as they were. */
  own: AboutCard[] | undefined;
  /** What the import made of the résumé, for the cards that speak of it. */
  profile: Profile;
  experience: ExperienceEntry[];
}

/** "2020 – Present" (in the site's language) for the span of all the entries, from the earliest start. */
function span(experience: ExperienceEntry[]): string {
  const ranges = experience.map((job) => isoRange(job.duration));
  const starts = ranges.flatMap((r) => (r.startDate ? [r.startDate.slice(0, 4)] : [])).sort();
  const ends = ranges.flatMap((r) => (r.endDate ? [r.endDate.slice(0, 4)] : [])).sort();
  const ongoing = ranges.some((r) => r.startDate && !r.endDate);
  const end = ongoing ? presentWord() : ends.at(-1);
  return [starts[0], end].filter(Boolean).join(' – ');
}

/**
 * The About cards: the Education card from the first education entry, its grade only where the
 * document gives one. A card of this project's own export comes back as it was. Of the cards the
 * import replaces, those with id "location" and "experience" are rebuilt from the résumé (their
 * figures and words were the old owner's); the others stay, reported to check by hand.
 */
export function mapAbout(
  education: Item | undefined,
  { current, own, profile, experience }: AboutSources,
  fill: Note,
): AboutCard[] {
  const base = own ?? current;
  const old = base.find((card) => card.id === 'education');
  const learned = education && educationCard(education, old);
  if (learned && !old) fill('education[0]', 'added as an About card with id "education"');
  const cards = base.flatMap((card): AboutCard[] => {
    // The Education card sits where the old one did, else first (below).
    if (card.id === 'education') return learned ? [learned] : [];
    if (own) return [card];
    if (card.id === 'location') {
      const { location, state } = profile.contact;
      if (!location && !state) {
        fill('about card "location"', 'left out: the résumé gives no city or region');
        return [];
      }
      fill('about card "location"', 'city and region from the résumé');
      // The card's first line says the most: the city, else the region alone.
      const [primary, secondary] = location ? [location, state] : [state, ''];
      return [{ ...card, primary, secondary, tertiary: '', duration: '' }];
    }
    if (card.id === 'experience') {
      // Work only: volunteering is on the page too, but is not a position held.
      const work = experience.filter((job) => job.type !== VOLUNTEER_TYPE);
      if (work.length === 0) {
        fill('about card "experience"', 'left out: the résumé lists no work');
        return [];
      }
      fill('about card "experience"', 'the latest position and a count, from the résumé');
      const [latest] = work;
      const label = rolesLabel(work).toLowerCase();
      const count = work.length;
      return [
        {
          ...card,
          primary: latest.title,
          secondary: latest.company,
          tertiary: `${count} ${count === 1 ? label.slice(0, -1) : label}`,
          duration: span(work),
        },
      ];
    }
    fill(`about card "${card.id}"`, 'kept from the content it replaces; check it still fits');
    return [card];
  });
  return learned && !old ? [learned, ...cards] : cards;
}

/** The first education entry as the Education card, in the look of the old one if any. */
function educationCard(education: Item, old: AboutCard | undefined): AboutCard {
  const study = [str(education.studyType), str(education.area)].filter(Boolean).join(' ');
  return {
    id: 'education',
    icon: old?.icon ?? 'graduation-cap',
    accent: old?.accent ?? accentInTurn(0),
    title: old?.title ?? 'Education',
    primary: study,
    secondary: str(education.institution) ?? '',
    // A grade only where the document gives one: none is made up or kept from the old card.
    tertiary: str(education.score) ?? '',
    duration: kept(ext(education), 'duration') ?? duration(education),
  };
}
