// The path data of each network's mark, for the page's sprite only (icon-sprite.tsx): rendered at
// build, so none of it ships in the visitor's JavaScript, and only the marks the owner's profiles
// use reach the HTML. Marks from simple-icons (CC0); LinkedIn asks simple-icons not to carry its
// mark, so its simple published glyph is drawn here.
import {
  siBehance,
  siBitbucket,
  siBluesky,
  siCodeberg,
  siDevdotto,
  siDribbble,
  siGithub,
  siGitlab,
  siGooglescholar,
  siHuggingface,
  siInstagram,
  siKaggle,
  siLeetcode,
  siMastodon,
  siMedium,
  siOrcid,
  siResearchgate,
  siRss,
  siSourcehut,
  siStackoverflow,
  siThreads,
  siX,
  siYoutube,
} from 'simple-icons';
import type { NetworkId } from '../config/networks';

const LINKEDIN =
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.42v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z';

/** Each network's mark on a 24 × 24 grid, drawn solid; a personal site shows the globe icon. */
export const NETWORK_GLYPHS: Record<Exclude<NetworkId, 'website'>, string> = {
  github: siGithub.path,
  gitlab: siGitlab.path,
  codeberg: siCodeberg.path,
  sourcehut: siSourcehut.path,
  bitbucket: siBitbucket.path,
  linkedin: LINKEDIN,
  x: siX.path,
  mastodon: siMastodon.path,
  bluesky: siBluesky.path,
  stackoverflow: siStackoverflow.path,
  googlescholar: siGooglescholar.path,
  orcid: siOrcid.path,
  researchgate: siResearchgate.path,
  youtube: siYoutube.path,
  dribbble: siDribbble.path,
  behance: siBehance.path,
  medium: siMedium.path,
  devto: siDevdotto.path,
  kaggle: siKaggle.path,
  huggingface: siHuggingface.path,
  leetcode: siLeetcode.path,
  instagram: siInstagram.path,
  threads: siThreads.path,
  rss: siRss.path,
};
