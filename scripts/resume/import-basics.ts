// The JSON Resume's basics and first education entry as this project's profile and About card;
// what the document lacks is kept from the content it replaces.
import { accentInTurn } from '../../src/config/palette';
import type { AboutCard, Profile } from '../../src/content/types';
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
    unmap('basics.image', 'put the photo in src/content/images/ and set profile.profileImage');
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
  return {
    name,
    firstName: str(x.firstName) ?? name.split(/\s+/)[0],
    greeting: kept(x, 'greeting') ?? current.greeting,
    roles: roles.length > 0 ? roles : [label ?? 'Developer'],
    tagline,
    description: summary,
    about: Array.isArray(x.about) ? strings(x.about) : [summary].filter(Boolean),
    interests: interests.map((item) => str(item.name)).filter((n): n is string => Boolean(n)),
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
    // The photo stays the content's own; words on it only where there is one.
    ...(current.profileImage
      ? {
          profileImage: current.profileImage,
          profileImageAlt: str(x.profileImageAlt) ?? `Portrait of ${name}`,
        }
      : {}),
    siteUrl: url(basics.url) ?? current.siteUrl,
  };
}

export function mapAbout(
  education: Item | undefined,
  current: AboutCard[],
  fill: Note,
): AboutCard[] {
  const old = current.find((card) => card.id === 'education');
  const others = current.filter((card) => card.id !== 'education');
  if (!education) return others;
  const x = ext(education);
  const study = [str(education.studyType), str(education.area)].filter(Boolean).join(' ');
  const card: AboutCard = {
    id: 'education',
    icon: old?.icon ?? 'graduation-cap',
    accent: old?.accent ?? accentInTurn(0),
    title: old?.title ?? 'Education',
    primary: study,
    secondary: str(education.institution) ?? '',
    tertiary: str(education.score) ?? '',
    duration: kept(x, 'duration') ?? duration(education),
  };
  if (!old) fill('education[0]', 'added as an About card with id "education"');
  // The card sits where the old one did, else first.
  const at = old ? current.indexOf(old) : 0;
  return [...others.slice(0, at), card, ...others.slice(at)];
}
