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

// Widened, so that fields only some networks declare (aliases, hosts, code) can be read on any.
const KNOWN: Record<NetworkId, Network> = NETWORKS;
const IDS = Object.keys(KNOWN) as NetworkId[];

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
  const name = key(link.network);
  const byName = IDS.find(
    (id) =>
      key(id) === name ||
      key(KNOWN[id].name) === name ||
      KNOWN[id].aliases?.some((alias) => key(alias) === name),
  );
  return byName ?? networkAt(link.url);
}

/** The known network whose host (or one under it) serves an address; undefined for any other. */
function networkAt(url: string): NetworkId | undefined {
  const host = hostOf(url);
  return IDS.find((id) => KNOWN[id].hosts?.some((h) => host === h || host.endsWith(`.${h}`)));
}

/**
 * The code host an address is on (GitHub, GitLab, Codeberg, SourceHut, ...), by its host alone;
 * undefined for any other, a demo or a page the owner hosts there (github.io is not github.com).
 */
export function codeHostOf(url: string): NetworkId | undefined {
  const id = networkAt(url);
  return id !== undefined && KNOWN[id].code ? id : undefined;
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
