import { NETWORKS, type LinkIconId, type Network, type NetworkId } from '../config/networks';
import type { Profile } from '../content/types';
import { ownerEmail } from './contact-details';

/** One of the owner's profiles as the page shows it. */
export interface ProfileLinkView {
  /** The network's name as the owner wrote it ("GitHub", "Mastodon"). */
  name: string;
  url: string;
  icon: LinkIconId;
  /** Opens in a new tab (every profile; the email link does not). */
  external: boolean;
  /** "me" for Mastodon, which checks for it to verify the link back. */
  rel: string;
}

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * Which known network a profile is on: by the name the owner gave it (or one of its aliases), or
 * else by its address's host; undefined for one the page does not know.
 */
export function networkOf(link: { network: string; url: string }): NetworkId | undefined {
  const known: Record<NetworkId, Network> = NETWORKS;
  const ids = Object.keys(known) as NetworkId[];
  const name = key(link.network);
  const byName = ids.find(
    (id) =>
      key(id) === name ||
      key(known[id].name) === name ||
      known[id].aliases?.some((alias) => key(alias) === name),
  );
  if (byName) return byName;
  const host = hostOf(link.url);
  return ids.find((id) => known[id].hosts?.some((h) => host === h || host.endsWith(`.${h}`)));
}

/** The icon a profile shows: its network's, or a generic link. */
export function profileIcon(link: { network: string; url: string }): LinkIconId {
  return networkOf(link) ?? 'link';
}

/**
 * Every link the owner gave, in their order, then the mail link: the row of links the hero, the
 * footer and the contact section show.
 */
export function profileLinks(profile: Pick<Profile, 'profiles' | 'contact'>): ProfileLinkView[] {
  const links: ProfileLinkView[] = profile.profiles.map((link) => ({
    name: link.network,
    url: link.url,
    icon: profileIcon(link),
    external: true,
    rel: networkOf(link) === 'mastodon' ? 'me noopener noreferrer' : 'noopener noreferrer',
  }));
  return [
    ...links,
    {
      name: 'Email',
      url: `mailto:${ownerEmail(profile)}`,
      icon: 'email',
      external: false,
      rel: '',
    },
  ];
}

/** The icons the page needs for these profiles (the sprite draws these alone). */
export function iconsInUse(profile: Pick<Profile, 'profiles'>): LinkIconId[] {
  return [...new Set(profile.profiles.map(profileIcon))];
}
