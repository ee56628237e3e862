// The preview card of a project's or paper's own page (1200 × 630): what a link preview shows
// when one item is shared. Drawn like the site's card (scripts/assets/brand.ts): the same dark
// gradient, brand colours and fonts, with no browser or network.
import satori from 'satori';
import sharp from 'sharp';
import type { Profile, Project, Publication } from '../../src/content/types.ts';
import {
  boldEms,
  brandFonts,
  CARD_COLUMN_WIDTH,
  treeText,
  brandPalette,
  cardFrame,
  chip,
  div,
  initials,
  OG_IMAGE,
  type BrandNode,
  type BrandPalette,
  type CardDirection,
} from './brand.ts';
import { pageDirection, t } from '../../src/words/index.ts';

/** What a card says about an item. */
export interface ItemCardText {
  /** "Project" or "Research". */
  kind: string;
  /** The category, or the venue of a paper. */
  context: string;
  year: string;
  title: string;
  /** A few technologies or keywords. */
  tags: string[];
}

/** How many technologies or keywords the card shows. */
export const CARD_TAGS = 4;

export function projectCardText(project: Project): ItemCardText {
  return {
    kind: t('itemCard.project'),
    context: project.category,
    year: project.year,
    title: project.title,
    tags: project.tech.slice(0, CARD_TAGS),
  };
}

export function paperCardText(paper: Publication): ItemCardText {
  return {
    kind: t('itemCard.paper'),
    context: paper.journal || paper.conference || paper.category,
    year: paper.year,
    title: paper.title,
    tags: paper.keywords.slice(0, CARD_TAGS),
  };
}

const TITLE_LETTER_SPACING = -1.5;
/** The smallest title type: a word longer than the column at this size breaks where it must. */
const TITLE_MIN_SIZE = 40;

/**
 * Long titles get smaller type, and at most three lines; and type small enough for the title's
 * longest word to fit the column, which no line break can split ("Kreditkartenbetrugserkennung"
 * was cut at the card's edge at the size its length chose).
 */
export function titleSize(title: string): number {
  const length = Array.from(title).length;
  const byLength = length <= 30 ? 76 : length <= 60 ? 62 : 50;
  const words = [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(title)];
  const fits = words.map(({ segment }) => {
    const spacing = TITLE_LETTER_SPACING * (Array.from(segment).length - 1);
    return Math.floor((CARD_COLUMN_WIDTH - spacing) / boldEms(segment));
  });
  return Math.max(TITLE_MIN_SIZE, Math.min(byLength, ...fits));
}

/** The card's content, as a tree of nodes (tests read its text). */
export function itemPreviewTree(
  item: ItemCardText,
  profile: Profile,
  palette: BrandPalette = brandPalette(),
  direction: CardDirection = pageDirection,
): BrandNode {
  const kicker = [item.kind, item.context, item.year].filter(Boolean).join('  ·  ');
  return cardFrame(
    [
      div({ fontSize: 28, fontWeight: 700, color: palette.accent, lineClamp: 1 }, kicker),
      div(
        {
          fontSize: titleSize(item.title),
          fontWeight: 700,
          letterSpacing: -1.5,
          marginTop: 18,
          lineHeight: 1.12,
          lineClamp: 3,
          // A word longer than the column even at the smallest size breaks rather than being cut.
          wordBreak: 'break-word',
        },
        item.title,
      ),
      div(
        { display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 30, maxHeight: 110 },
        item.tags.map((tag) => chip(tag, palette, 24)),
      ),
    ],
    [
      div({ display: 'flex', alignItems: 'center', gap: 20, padding: '0 80px 40px' }, [
        div(
          {
            width: 56,
            height: 56,
            flexShrink: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 14,
            fontSize: 24,
            fontWeight: 700,
            backgroundImage: `linear-gradient(135deg, ${palette.from}, ${palette.to})`,
          },
          initials(profile.name),
        ),
        div({ fontSize: 30, fontWeight: 700, color: '#e2e8f0', lineClamp: 1 }, profile.name),
      ]),
    ],
    palette,
    direction,
  );
}

/** An item's preview card as a PNG. */
export async function renderItemPreview(
  item: ItemCardText,
  profile: Profile,
  palette: BrandPalette = brandPalette(),
  direction: CardDirection = pageDirection,
): Promise<Buffer> {
  const tree = itemPreviewTree(item, profile, palette, direction);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    fonts: brandFonts(treeText(tree)),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
