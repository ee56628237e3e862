import { describe, expect, it } from 'vitest';
import { NETWORKS, type NetworkId } from '../config/networks';
import { codeHostOf, iconsInUse, networkOf, profileLinks } from './profiles';

const contact = { email: 'me@own.test', phone: '', location: '', state: '', postalCode: '' };

describe('networkOf', () => {
  it('knows every network by its own name, whatever the case and spacing', () => {
    for (const [id, network] of Object.entries(NETWORKS)) {
      expect(networkOf({ network: network.name.toUpperCase(), url: 'https://a.test/' })).toBe(id);
      expect(networkOf({ network: ` ${network.name} `, url: 'https://a.test/' })).toBe(id);
    }
  });

  it('knows names owners write for it and, failing those, the address', () => {
    const cases: Array<[string, string, NetworkId | undefined]> = [
      ['Twitter', 'https://twitter.com/me', 'x'],
      ['stackoverflow', 'https://stackoverflow.com/users/1', 'stackoverflow'],
      ['dev.to', 'https://dev.to/me', 'devto'],
      ['Blog', 'https://me.test/', 'website'],
      ['Code', 'https://www.github.com/me', 'github'],
      ['Scholar profile', 'https://scholar.google.com/citations?user=x', 'googlescholar'],
      ['Codeforces', 'https://codeforces.com/profile/me', undefined],
      ['Mastodon', 'https://fosstodon.org/@me', 'mastodon'],
      ['Something', 'not a url', undefined],
    ];
    for (const [network, url, id] of cases) expect(networkOf({ network, url }), network).toBe(id);
  });
});

describe('codeHostOf', () => {
  it('knows a repository on any code host the page knows, and nothing else', () => {
    const cases: Array<[string, NetworkId | undefined]> = [
      ['https://github.com/me/tool', 'github'],
      ['https://www.github.com/me/tool', 'github'],
      ['https://gitlab.com/me/tool', 'gitlab'],
      ['https://codeberg.org/me/tool', 'codeberg'],
      ['https://git.sr.ht/~me/tool', 'sourcehut'],
      ['https://bitbucket.org/me/tool', 'bitbucket'],
      // Pages served from a code host's own domain for sites are demos, not code.
      ['https://me.github.io/tool/', undefined],
      ['https://me.gitlab.io/tool/', undefined],
      ['https://tool.me.test/', undefined],
      ['https://www.linkedin.com/in/me', undefined],
      ['not a url', undefined],
    ];
    for (const [url, id] of cases) expect(codeHostOf(url), url).toBe(id);
  });
});

describe('profileLinks', () => {
  it('lists every profile in the owner’s order, then the mail link', () => {
    const links = profileLinks({
      contact,
      profiles: [
        { network: 'Mastodon', url: 'https://fosstodon.org/@me' },
        { network: 'Codeforces', url: 'https://codeforces.com/profile/me' },
        { network: 'GitHub', url: 'https://github.com/me' },
      ],
    });
    expect(links.map((l) => [l.name, l.icon, l.external])).toEqual([
      ['Mastodon', 'mastodon', true],
      ['Codeforces', 'link', true],
      ['GitHub', 'github', true],
      ['Email', 'email', false],
    ]);
    expect(links.at(-1)?.url).toBe('mailto:me@own.test');
  });

  it('marks Mastodon links rel="me", so Mastodon can verify them, and no other', () => {
    const links = profileLinks({
      contact,
      profiles: [
        { network: 'Mastodon', url: 'https://fosstodon.org/@me' },
        { network: 'GitHub', url: 'https://github.com/me' },
      ],
    });
    expect(links[0]?.rel.split(' ')).toContain('me');
    expect(links[1]?.rel.split(' ')).not.toContain('me');
  });

  it('is the mail link alone for an owner with no profiles', () => {
    expect(profileLinks({ contact, profiles: [] }).map((l) => l.icon)).toEqual(['email']);
  });
});

describe('iconsInUse', () => {
  it('names each icon the profiles need once', () => {
    expect(
      iconsInUse({
        profiles: [
          { network: 'GitHub', url: 'https://github.com/a' },
          { network: 'GitHub', url: 'https://github.com/b' },
          { network: 'Other', url: 'https://other.test/' },
        ],
      }),
    ).toEqual(['github', 'link']);
  });
});
