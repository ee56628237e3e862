import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '../../src/content';
import { makeContent } from '../../src/test/content-fixture';
import { parseTokens, TOKENS_CSS } from '../design-tokens';
import {
  brandFonts,
  brandPalette,
  initials,
  OG_IMAGE,
  previewTree,
  renderFavicon,
  renderIcon,
  renderPreview,
  treeText,
  type BrandNode,
} from './brand';
import { itemPreviewTree, projectCardText } from './item-card';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['  grace   brewster murray hopper ', 'GH'],
    ['Αικατερίνη Παπαδημητροπούλου-Κωνσταντινίδου', 'ΑΚ'],
    ['Plato', 'P'],
    ['', '?'],
  ])('%j → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('the social preview card', () => {
  it("carries the owner's name, greeting, roles and tagline from content", () => {
    // In reading order; a greeting or tagline the owner left empty is not drawn.
    const drawn = [profile.greeting, profile.name, ...profile.roles.slice(0, 4), profile.tagline];
    expect(treeText(previewTree(profile))).toEqual(drawn.filter((text) => text.trim() !== ''));
  });

  it('draws the greeting above the name and the tagline below the roles', () => {
    const owner = makeContent().profile;
    expect(treeText(previewTree(owner))).toEqual([
      owner.greeting,
      owner.name,
      ...owner.roles.slice(0, 4),
      owner.tagline,
    ]);
  });

  it('leaves no blank line where the greeting or tagline is empty', () => {
    const owner = { ...makeContent().profile, greeting: '', tagline: ' ' };
    const texts = (node: BrandNode | string): string[] =>
      typeof node === 'string'
        ? [node]
        : typeof node.props.children === 'string'
          ? [node.props.children]
          : (node.props.children ?? []).flatMap(texts);
    expect(texts(previewTree(owner))).toEqual([owner.name, ...owner.roles.slice(0, 4)]);
  });

  it('is a 1200 × 630 PNG, drawn without a browser, for a long non-Latin name too', async () => {
    const owner = {
      ...makeContent().profile,
      name: 'Αικατερίνη Παπαδημητροπούλου-Κωνσταντινίδου',
    };
    const png = await renderPreview(owner);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'png',
      OG_IMAGE.width,
      OG_IMAGE.height,
    ]);
  }, 30_000);
});

describe('the cards for a language written right to left', () => {
  /** The leftmost and rightmost columns where the card's light text is drawn. */
  const inkColumns = async (png: Buffer) => {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let left = info.width;
    let right = 0;
    // Above the brand bar along the foot.
    for (let y = 0; y < info.height - 20; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        const at = (y * info.width + x) * info.channels;
        if (data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200) {
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
    }
    return { left, right };
  };

  it('are mirrored: the text starts at the right edge', async () => {
    const owner = { ...makeContent().profile, name: 'علي', greeting: '', tagline: '' };
    const ltr = await inkColumns(await renderPreview(owner, brandPalette(), 'ltr'));
    const rtl = await inkColumns(await renderPreview(owner, brandPalette(), 'rtl'));
    expect(ltr.left).toBeLessThan(OG_IMAGE.width / 4);
    expect(rtl.right).toBeGreaterThan((OG_IMAGE.width * 3) / 4);
    expect(rtl.left).toBeGreaterThan(OG_IMAGE.width / 2);
  }, 30_000);
});

describe('the fonts the images are drawn in', () => {
  // A math sign DejaVu lacks and KaTeX's main font has: a font of the project's own, standing in
  // for the Chinese, Japanese or Korean font an owner's name may need.
  const LACKED = '\u2a3f';
  const HAS_IT = path.resolve(
    import.meta.dirname,
    '../../node_modules/katex/dist/fonts/KaTeX_Main-Regular.ttf',
  );
  const names = (fonts: ReturnType<typeof brandFonts>) => fonts.map((font) => font.name);

  it('are DejaVu alone for what it draws: Latin, Greek, Cyrillic', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(names(brandFonts(['Zoë Ødegård-Nakamura', 'Αικατερίνη', 'Мария'], [HAS_IT]))).toEqual([
      'Brand',
      'Brand',
    ]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('take the fallback font for a letter DejaVu lacks, and say which letter no font has', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(names(brandFonts([`A${LACKED}`], ['/no/such/font.ttf', HAS_IT]))).toEqual([
      'Brand',
      'Brand',
      'Fallback',
      'Fallback',
    ]);
    expect(warn).not.toHaveBeenCalled();
    // No fallback font on the host: DejaVu alone, and one line naming the letter and the way out.
    expect(names(brandFonts([`B${LACKED}`], ['/no/such/font.ttf']))).toEqual(['Brand', 'Brand']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/"⨿" \(U\+2A3F\).*RESUME_FALLBACK_FONT.*public\//);
    // Said once, however many images draw it.
    brandFonts([LACKED], []);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('stop with a line naming a fallback font file that is not a font they can use, and why', () => {
    const notAFont = import.meta.filename;
    expect(() => brandFonts([`C${LACKED}`], [notAFont])).toThrow(
      `images: the fallback font ${notAFont} is not a font the build can use (`,
    );
    // A font the images cannot draw with (satori reads no WOFF2), named before it fails there.
    const woff2 = HAS_IT.replace(/\.ttf$/, '.woff2');
    expect(() => brandFonts([`D${LACKED}`], [woff2])).toThrow(
      `images: the fallback font ${woff2} is not a font the build can use (it is a WOFF2 file)`,
    );
  });
});

describe('icons', () => {
  it('draws the initials as paths, so the favicon needs no font where it is shown', async () => {
    const svg = await renderFavicon(makeContent().profile.name);
    expect(svg).toMatch(/^<svg [^>]*width="64" height="64"/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
  });

  it('keeps the favicon to one tile and its glyphs, which still show white on it', async () => {
    const svg = await renderFavicon('Ada Lovelace');
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).not.toContain('<mask');
    const { data, info } = await sharp(await renderIcon(svg, 64))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let at = 0; at < data.length; at += info.channels) {
      if (data[at] > 240 && data[at + 1] > 240 && data[at + 2] > 240) white += 1;
    }
    expect(white).toBeGreaterThan(50);
  });

  it('renders square PNG app icons of the size asked', async () => {
    const svg = await renderFavicon('Ada Lovelace');
    const png = await renderIcon(svg, 192);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 192, 192]);
  });
});

describe('the brand colours', () => {
  // The site's stylesheet with its brand swapped, as an owner would edit it.
  const retinted = parseTokens(
    readFileSync(TOKENS_CSS, 'utf8')
      .replace(/--brand-from:[^;]+;/, '--brand-from: #0a7f3f;')
      .replace(/--brand-to:[^;]+;/, '--brand-to: #e0a100;'),
  );
  const styles = (node: BrandNode | string): string[] =>
    typeof node === 'string'
      ? []
      : [
          ...Object.values(node.props.style).map(String),
          ...(Array.isArray(node.props.children) ? node.props.children.flatMap(styles) : []),
        ];

  it("are the stylesheet's tokens", () => {
    const { dark } = parseTokens(readFileSync(TOKENS_CSS, 'utf8'));
    const palette = brandPalette();
    expect([palette.from, palette.to, palette.ink]).toEqual([
      dark['brand-from'],
      dark['brand-to'],
      dark.bg,
    ]);
  });

  it('follow changed tokens into the preview cards and the favicon', async () => {
    const palette = brandPalette(retinted);
    const gradient = 'linear-gradient(90deg, #0a7f3f, #e0a100)';
    expect(styles(previewTree(profile, palette))).toContain(gradient);
    const project = makeContent().projects[0]!;
    expect(styles(itemPreviewTree(projectCardText(project), profile, palette))).toContain(gradient);

    const svg = (await renderFavicon('Ada Lovelace', palette)).toLowerCase();
    expect(svg).toContain('#0a7f3f');
    expect(svg).toContain('#e0a100');
    const original = (await renderFavicon('Ada Lovelace')).toLowerCase();
    expect(original).not.toContain('#0a7f3f');
  });
});
