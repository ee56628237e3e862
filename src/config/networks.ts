// The profile networks the page knows by sight: each gets its own icon (src/components/network-icons.ts)
// and is recognised by the name an owner gives it or by its address. Any other network still shows,
// with a generic link icon. Declared once: the hero, contact, footer, résumé and JSON-LD read these,
// and the résumé importer reads which of them host code.

export interface Network {
  /** The name shown when the owner's own spelling is not used (the importer, the résumé). */
  name: string;
  /** Other names owners write for it, compared without case, spaces or punctuation. */
  aliases?: readonly string[];
  /** Hosts of its addresses (and their subdomains). */
  hosts?: readonly string[];
  /** Hosts source code: an address on it is a repository, the code link of a project or paper. */
  code?: boolean;
}

export const NETWORKS = {
  github: { name: 'GitHub', hosts: ['github.com'], code: true },
  gitlab: { name: 'GitLab', hosts: ['gitlab.com'], code: true },
  codeberg: { name: 'Codeberg', hosts: ['codeberg.org'], code: true },
  sourcehut: { name: 'SourceHut', aliases: ['sr.ht'], hosts: ['sr.ht'], code: true },
  bitbucket: { name: 'Bitbucket', hosts: ['bitbucket.org'], code: true },
  linkedin: { name: 'LinkedIn', hosts: ['linkedin.com'] },
  x: { name: 'X', aliases: ['twitter', 'x.com'], hosts: ['x.com', 'twitter.com'] },
  mastodon: { name: 'Mastodon', aliases: ['fediverse'] },
  bluesky: { name: 'Bluesky', aliases: ['bsky'], hosts: ['bsky.app'] },
  stackoverflow: { name: 'Stack Overflow', hosts: ['stackoverflow.com'] },
  googlescholar: { name: 'Google Scholar', aliases: ['scholar'], hosts: ['scholar.google.com'] },
  orcid: { name: 'ORCID', hosts: ['orcid.org'] },
  researchgate: { name: 'ResearchGate', hosts: ['researchgate.net'] },
  youtube: { name: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  dribbble: { name: 'Dribbble', hosts: ['dribbble.com'] },
  behance: { name: 'Behance', hosts: ['behance.net'] },
  medium: { name: 'Medium', hosts: ['medium.com'] },
  devto: { name: 'DEV', aliases: ['dev.to', 'dev community'], hosts: ['dev.to'] },
  kaggle: { name: 'Kaggle', hosts: ['kaggle.com'] },
  huggingface: { name: 'Hugging Face', hosts: ['huggingface.co'] },
  leetcode: { name: 'LeetCode', hosts: ['leetcode.com'] },
  instagram: { name: 'Instagram', hosts: ['instagram.com'] },
  threads: { name: 'Threads', hosts: ['threads.net', 'threads.com'] },
  rss: { name: 'RSS', aliases: ['feed', 'atom', 'rss feed'] },
  website: {
    name: 'Website',
    aliases: ['site', 'personal site', 'personal website', 'homepage', 'home page', 'blog', 'web'],
  },
} as const satisfies Record<string, Network>;

export type NetworkId = keyof typeof NETWORKS;

/** The icon of a profile the page does not know, and of the email link. */
export type LinkIconId = NetworkId | 'email' | 'link';
