// The shapes of the owner's content (spec section 3), declared once: the types the page uses are
// inferred from here, and `npm run check-content` checks the content modules against the same
// schemas. Build-time only: the page imports nothing but types from this file (see types.ts), so
// the schema library never ships to visitors. Checks a schema cannot state (unique ids, files that
// exist, a featured project) sit beside it in validate.ts.
//
// Unknown fields are refused (strict objects), so a typo such as `iconColour` is named rather
// than silently ignored.

import { z } from 'zod';
import { isEmailAddress } from '../lib/email-address.ts';
import { isValidSlug } from '../lib/item-address.ts';
import { paperYear } from '../lib/text.ts';
import { ACCENT_NAMES } from '../config/palette.ts';
import { en } from '../words/en.ts';
import { ICON_NAMES } from './icon-names.ts';
import { PAPER_TYPES, PROJECT_STATUSES, PUBLICATION_STATUSES, STAT_COUNTS } from './types.ts';

const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

/**
 * The owner's address: one the contact form's rule takes (src/lib/email-address.ts), in the plain
 * ASCII the JSON Resume schema's email format asks for, so an address the check passes never
 * fails the build at the résumé.
 */
function isOwnerAddress(text: string): boolean {
  return isEmailAddress(text) && /^[\x21-\x7e]+$/.test(text);
}

/** A message that quotes the value the owner wrote: `"htp:/x" is not a valid http(s) URL`. */
const says = (what: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'is required' : `${show(issue.input)} ${what}`,
});
const oneOf = (known: readonly string[]) => says(`is not one of ${known.map(show).join(', ')}`);

/**
 * An absolute http(s) address as written: no space, line break or character an address cannot
 * hold (`"`, `<`, `>`, a backslash…), which URL() would quietly drop or escape ("https://me.example/ "
 * would become every canonical link's ".../%20/").
 */
/**
 * A character of a BibTeX key (or entry type, or field name) as the site's .bib reader takes it
 * (scripts/citations/bibtex.ts) and its writer can write it: not a space or a brace, a bracket,
 * a comma, a quote or #@=.
 */
export const BIBTEX_WORD = '[^\\s,={}"#@()]';

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/?#]+/i.test(value)) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\s\x00-\x1f\x7f"<>\\`{}]/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Photo paths the build can read (scripts/assets/portrait.ts): relative, in the content folder;
 * not an address on the web (https:, data:), which the build does not fetch.
 */
export function isPhotoPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /\.(jpe?g|png|webp|avif|svg)$/i.test(value) &&
    !/^[/\\]|\.\./.test(value) &&
    !/^[a-z][a-z\d+.-]*:/i.test(value)
  );
}

const REQUIRED_TEXT = 'is required and must not be empty';
/** Text that must say something (titles, names). */
const text = () => z.string({ error: REQUIRED_TEXT }).regex(/\S/, { error: REQUIRED_TEXT });
const httpUrl = (what: string) => z.string(says(what)).refine(isHttpUrl, says(what));
/** An absolute http(s) URL, or null where the item has none. */
const optionalUrl = () => httpUrl('is not a valid http(s) URL or null').nullable();
/** A DOI as its address: "10.1000/x" or "doi:10.1000/x" alone is named, with the form to use. */
const BARE_DOI = /^\s*(doi:\s*)?(10\.\d{4,}\/\S+)\s*$/i;
const doiUrl = () =>
  z
    .string(says('is not a valid http(s) URL or null'))
    .refine(isHttpUrl, {
      error: (issue: { input?: unknown }) => {
        const bare = BARE_DOI.exec(String(issue.input))?.[2];
        return bare
          ? `${show(issue.input)} is a DOI without its address: write "https://doi.org/${bare}"`
          : `${show(issue.input)} is not a valid http(s) URL or null`;
      },
    })
    .nullable();
const icon = () => z.enum(ICON_NAMES, says('is not a known icon (see src/content/icon-names.ts)'));
/** A colour by name from the palette (src/config/palette.ts), never a class string. */
const accent = () =>
  z.enum(ACCENT_NAMES, says(`is not an accent: use one of ${ACCENT_NAMES.map(show).join(', ')}`));
/** Ids end up in addresses like "#project-3", so they must be whole numbers. */
const ID = 'must be a whole number, 0 or above';
const id = () => z.int(says(ID)).min(0, says(ID));
const LEVEL = 'must be a whole number from 0 to 100';
/** A page address segment; without one it is made from the title. */
const slug = () =>
  z
    .string(says('is not a valid address: use lower-case words joined by hyphens'))
    .refine(isValidSlug, says('is not a valid address: use lower-case words joined by hyphens'))
    .optional();

const RESUME_PDF = ['A4', 'Letter', 'own'] as const;
const PHOTO =
  'must be a JPEG, PNG, WebP, AVIF or SVG file in the content folder, e.g. "images/me.jpg"';

export const ProfileSchema = z.strictObject({
  name: text(),
  firstName: text(),
  /** Shown after the greeting in the hero, e.g. "Hi, I'm". */
  greeting: z.string(),
  /** Roles the hero headline types in turn. */
  roles: z.array(text()).min(1, 'needs at least one role for the headline'),
  tagline: z.string(),
  description: z.string(),
  /** The intro paragraphs of the About section (one or more). */
  about: z.array(z.string()),
  interests: z.array(z.string()),
  /**
   * The languages you speak, shown beside your interests and in the résumé (optional):
   * `{ language: 'Spanish', fluency: 'Native speaker' }`; `fluency` is yours to word or leave out.
   */
  languages: z
    .array(z.strictObject({ language: text(), fluency: z.string().optional() }))
    .optional(),
  contact: z.strictObject({
    /** Where the mail link, the form's fallback and the résumé send people. */
    email: z
      .string(says('is not an email address'))
      .refine(
        isOwnerAddress,
        says('is not an email address: write it as name@example.com, without "mailto:"'),
      ),
    phone: z.string(),
    location: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
  /**
   * Your profiles elsewhere, in the order the page shows them: any number, any network. The
   * common ones get their own icon (src/config/networks.ts), the rest a link icon. Your email
   * address is `contact.email`, not a profile.
   */
  profiles: z.array(
    z.strictObject({
      /** The network's name as visitors know it: "GitHub", "Mastodon", "Google Scholar". */
      network: text(),
      url: httpUrl('is not a valid http(s) URL (your email address goes in contact.email)'),
      /** Your name there, where it has one; the résumé's JSON shows it. */
      username: z.string().optional(),
    }),
  ),
  /**
   * Where both Download links point, e.g. "/resume.pdf" (or a full https:// URL to your own).
   * What it may be depends on `resumePdf` (checked in validate.ts).
   */
  resume: z.string(),
  /**
   * The PDF at `resume`: 'A4' or 'Letter' (default 'A4') has the build generate it from this
   * content on that paper; 'own' ships your own file, public/<resume>, as it is.
   */
  resumePdf: z.enum(RESUME_PDF, oneOf(RESUME_PDF)).optional(),
  /**
   * Your photo, relative to the content folder (content/), e.g. "images/me.jpg": a JPEG, PNG, WebP, AVIF or SVG
   * of any size. The build crops it square and writes every size and format the page needs.
   * Leave it out for a page without a photo.
   */
  profileImage: z.string(says(PHOTO)).refine(isPhotoPath, says(PHOTO)).optional(),
  /** What the photo shows, for visitors who cannot see it; needed with a photo. */
  profileImageAlt: z.string().optional(),
  /** Public address of the deployed site, used for canonical and social tags (SITE_URL overrides). */
  siteUrl: httpUrl('is not a valid http(s) URL'),
});

/**
 * Figures you state, under names you choose ("cgpa", "deployments"), for your other content files
 * to use, so each is written once: `CGPA ${figures.cgpa}/10`. Optional; the page reads none of
 * them by itself.
 */
export const FiguresSchema = z.record(z.string(), z.string());

const STAT = 'needs either a `value` you state or a `count` the page makes, not both';
const STAT_UNDEFINED =
  'has a `value` that is undefined: does it name a figure your figures.ts does not have?';
/**
 * One figure in a row of stat tiles: a value you state ("9.42", "6+ Months") or a count the page
 * makes from your content (`count: 'experience'` is the number of entries in experience.ts), with
 * an optional `suffix` ("+"). A count of an empty list is left out, as is an empty value.
 */
export const StatSchema = z
  .strictObject({
    label: text(),
    value: z.string().optional(),
    count: z.enum(STAT_COUNTS, oneOf(STAT_COUNTS)).optional(),
    suffix: z.string().optional(),
  })
  .superRefine((stat, context) => {
    if ((stat.value === undefined) !== (stat.count === undefined)) return;
    // `value: figures.deploys`, a figure figures.ts does not have, is written but undefined.
    const unnamed = 'value' in stat && stat.value === undefined;
    context.addIssue({ code: 'custom', message: unnamed ? STAT_UNDEFINED : STAT });
  });

/** The rows of stat tiles, each a list you choose: any labels, any number, in your order. */
export const StatsSchema = z.strictObject({
  hero: z.array(StatSchema),
  experience: z.array(StatSchema),
  research: z.array(StatSchema),
  certificates: z.array(StatSchema),
});

export const SkillSchema = z.strictObject({
  name: text(),
  /** 0 to 100; 85 or above counts as expert. */
  level: z.int(says(LEVEL)).min(0, says(LEVEL)).max(100, says(LEVEL)),
  icon: icon(),
});

export const SkillCategorySchema = z.strictObject({
  category: text(),
  icon: icon(),
  /** The colour of the card's icon tile and bars, by name: 'blue', 'purple', ... */
  accent: accent(),
  skills: z.array(SkillSchema).min(1, 'needs at least one skill'),
});

export const AboutCardSchema = z.strictObject({
  id: text(),
  icon: icon(),
  /** The colour of the card's icon tile, by name: 'blue', 'purple', ... */
  accent: accent(),
  title: text(),
  primary: z.string(),
  secondary: z.string(),
  tertiary: z.string(),
  duration: z.string(),
});

export const ExperienceEntrySchema = z.strictObject({
  id: id(),
  title: text(),
  company: text(),
  location: z.string(),
  duration: z.string(),
  /** One of `categories.experience` in categories.ts, or '' for none. */
  type: z.string(),
  description: z.string(),
  skills: z.array(z.string()).optional(),
});

export const ProjectSchema = z.strictObject({
  id: id(),
  title: text(),
  /**
   * The page address /projects/<slug>/ (optional): lower-case words joined by hyphens. Without
   * one it is made from the title; set it to keep an address when you retitle the project.
   */
  slug: slug(),
  /** One of `categories.projects` in categories.ts (checked in validate.ts). */
  category: text(),
  icon: icon(),
  featured: z.boolean(),
  description: text(),
  fullDescription: z.string(),
  tech: z.array(z.string()),
  features: z.array(z.string()),
  github: optionalUrl(),
  live: optionalUrl(),
  status: z.enum(PROJECT_STATUSES, oneOf(PROJECT_STATUSES)),
  /**
   * When it was made, as its card shows it: '2024', '2023–2024', or words ('Ongoing'); its page's
   * structured data takes the year's four digits where there are some.
   */
  year: z.string(),
});

export const PublicationSchema = z.strictObject({
  id: id(),
  title: text(),
  /** The page address /research/<slug>/ (optional); made from the title without one. */
  slug: slug(),
  authors: z.array(text()).min(1, 'needs at least one author'),
  conference: z.string(),
  journal: z.string(),
  /** Its four digits ('2024'), which citations, BibTeX and search engines read; '' for none. */
  year: z
    .string()
    .refine(
      (year) => year === '' || paperYear(year) !== '',
      says("is not a year: write its four digits ('2024'), or '' for none"),
    ),
  status: z.enum(PUBLICATION_STATUSES, oneOf(PUBLICATION_STATUSES)),
  /** One of `categories.papers` in categories.ts, or '' for none. */
  category: z.string(),
  icon: icon(),
  abstract: z.string(),
  keywords: z.array(z.string()),
  methodology: z.string(),
  /** Named metrics; camel-case keys are shown as spaced words ("testAccuracy" → "Test Accuracy"). */
  results: z.record(z.string(), z.string()),
  /**
   * What a result is called where its key does not read well, by its key in `results`:
   * `{ f1Score: 'F1 score' }`. A translation names every result in its own language here.
   */
  resultLabels: z.record(z.string(), text()).optional(),
  doi: doiUrl(),
  arxiv: optionalUrl(),
  /** The code: a button on the card and the paper's page ("Not available" when null). */
  github: optionalUrl(),
  /** What kind of work it is: 'article', 'conference', 'preprint', 'thesis', 'report', ... */
  type: z.enum(PAPER_TYPES, oneOf(PAPER_TYPES)).optional(),
  volume: z.string().optional(),
  /** "112–125", or an article number. */
  pages: z.string().optional(),
  publisher: z.string().optional(),
  /** The paper's BibTeX key, by which `npm run import-bibtex` finds it again to update it. */
  bibKey: z
    .string()
    .regex(
      new RegExp(`^${BIBTEX_WORD}+$`, 'u'),
      says(
        'is not a BibTeX key: write it without spaces, braces, brackets, commas, quotes or #@=, such as "knuth1984"',
      ),
    )
    .optional(),
  // More links, each a button where present: the paper itself, its talk and its page.
  pdf: optionalUrl().optional(),
  slides: optionalUrl().optional(),
  poster: optionalUrl().optional(),
  video: optionalUrl().optional(),
  projectPage: optionalUrl().optional(),
  /** The colour of the paper's icon tile, by name: 'blue', 'purple', ... */
  accent: accent(),
});

export const CertificateSchema = z.strictObject({
  id: id(),
  title: text(),
  issuer: text(),
  date: z.string(),
  /** One of `categories.certificates` in categories.ts, or '' for none. */
  type: z.string(),
  description: z.string(),
  icon: icon(),
});

/**
 * The categories and types your other content files may use, each list in the order the page
 * shows it. Projects' categories are the filter buttons of the Projects section (those with a
 * project), each with the accent of its cards.
 */
export const CategoriesSchema = z.strictObject({
  projects: z.array(z.strictObject({ name: text(), accent: accent() })),
  experience: z.array(text()),
  certificates: z.array(text()),
  papers: z.array(text()),
});
const PARAMETER = /\{(\w+)\}/g;
const parametersOf = (texts: readonly string[]) =>
  new Set(texts.flatMap((text) => [...text.matchAll(PARAMETER)].map((match) => match[1]!)));
const entryTexts = (entry: unknown): string[] =>
  typeof entry === 'string'
    ? [entry]
    : typeof entry === 'object' && entry !== null
      ? Object.values(entry).filter((text) => typeof text === 'string')
      : [];
const PLURAL = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * The owner's replacements for the page's built-in words (src/words/en.ts), by key: text, or plural
 * forms chosen by `{count}`. A key the page does not have is refused, as is a parameter its entry
 * does not take (a typo would show as "{totl}" on the page).
 */
export const WordsSchema = z
  .record(
    z.string(),
    z.union([z.string(), z.strictObject({ other: z.string(), ...pluralForms() })], {
      error: 'must be text, or plural forms such as { one: "…", other: "…" }',
    }),
  )
  .superRefine((words, context) => {
    for (const [key, entry] of Object.entries(words)) {
      if (!Object.hasOwn(en, key)) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: "is not one of the page's words (every key is in src/words/en.ts)",
        });
        continue;
      }
      const english = en[key as keyof typeof en];
      const known = parametersOf(entryTexts(english));
      if (typeof english !== 'string') known.add('count');
      const unknown = [...parametersOf(entryTexts(entry))].filter((name) => !known.has(name));
      if (unknown.length > 0) {
        const takes = known.size > 0 ? [...known].map((name) => `{${name}}`).join(', ') : 'none';
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `uses ${unknown.map((name) => `{${name}}`).join(', ')}, which "${key}" does not take (it takes ${takes})`,
        });
      }
    }
  });

function pluralForms() {
  const forms = PLURAL.filter((form) => form !== 'other');
  return Object.fromEntries(forms.map((form) => [form, z.string().optional()])) as Record<
    Exclude<(typeof PLURAL)[number], 'other'>,
    z.ZodOptional<z.ZodString>
  >;
}

/** A language tag as BCP 47 writes it: "en", "de", "pt-BR", "he". */
const NOT_A_TAG = 'is not a language tag such as "en", "de" or "pt-BR"';
const languageTag = () =>
  z.string(says(NOT_A_TAG)).refine(isLanguageTag, {
    // "EN" is a tag written otherwise: the message gives it as the site needs it.
    error: (issue: { input?: unknown }) => {
      const tag = canonicalTag(issue.input);
      return `${show(issue.input)} ${NOT_A_TAG}${tag ? `: write it as ${show(tag)}` : ''}`;
    },
  });

/** The tag as BCP 47 spells it ("EN" → "en", "PT_br" → "pt-BR"), if it is one. */
function canonicalTag(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const [tag] = Intl.getCanonicalLocales(value.replace(/_/g, '-'));
    return isLanguageTag(tag) ? tag : undefined;
  } catch {
    return undefined;
  }
}

export function isLanguageTag(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/**
 * The languages the site is written in (optional; without it, English only). The default is at
 * the site's address, every other at /<tag>/, with its translations in content/<tag>/.
 */
export const LanguagesSchema = z
  .strictObject({
    /** The language the content modules are written in, e.g. "en". */
    default: languageTag(),
    /** Every language of the site, the default among them, in the order the switch lists them. */
    all: z.array(languageTag()).min(1, 'needs at least the default language'),
  })
  .superRefine((languages, context) => {
    if (!languages.all.includes(languages.default)) {
      context.addIssue({
        code: 'custom',
        path: ['all'],
        message: `must include the default language "${languages.default}"`,
      });
    }
    const seen = new Set<string>();
    languages.all.forEach((tag, index) => {
      if (seen.has(tag)) {
        context.addIssue({ code: 'custom', path: ['all', index], message: `lists "${tag}" twice` });
      }
      seen.add(tag);
    });
  });

type ModuleMap = Record<string, { file: string; schema: z.ZodType; entry?: string }>;

/**
 * Each content module: its file in src/content (whose export of the same name the checks read),
 * its shape, and what one entry of a list is called in a problem ("project id 7").
 */
const PAGE_MODULES = {
  profile: { file: 'profile.ts', schema: ProfileSchema },
  // Optional: an owner who states no figures needs no file for them.
  figures: { file: 'figures.ts', schema: FiguresSchema.optional() },
  stats: { file: 'stats.ts', schema: StatsSchema },
  categories: { file: 'categories.ts', schema: CategoriesSchema },
  aboutCards: { file: 'about.ts', schema: z.array(AboutCardSchema), entry: 'about card' },
  skillCategories: {
    file: 'skills.ts',
    schema: z.array(SkillCategorySchema),
    entry: 'skill category',
  },
  experience: {
    file: 'experience.ts',
    schema: z.array(ExperienceEntrySchema),
    entry: 'experience',
  },
  projects: { file: 'projects.ts', schema: z.array(ProjectSchema), entry: 'project' },
  publications: {
    file: 'publications.ts',
    schema: z.array(PublicationSchema),
    entry: 'publication',
  },
  certificates: {
    file: 'certificates.ts',
    schema: z.array(CertificateSchema),
    entry: 'certificate',
  },
  // Optional: an owner who keeps every built-in word needs no file for them.
  words: { file: 'words.ts', schema: WordsSchema.optional() },
  // Optional: a site in one language, English, needs no file for it.
  languages: { file: 'languages.ts', schema: LanguagesSchema.optional() },
} satisfies ModuleMap;

/**
 * Every module `npm run check-content` loads and checks. A module you add for a new section is one
 * entry here (see CUSTOMIZING.md), e.g.
 *   talks: { file: 'talks.ts', schema: z.array(TalkSchema), entry: 'talk' },
 */
export const CONTENT_MODULES = {
  ...PAGE_MODULES,
} satisfies ModuleMap;

type Modules = typeof CONTENT_MODULES;
type PageKey = keyof typeof PAGE_MODULES;

/**
 * All the content the checks read, by export name. Not strict: other exports are no concern. A
 * module added for a section is optional here, so the page's own tools (the résumé, the import)
 * and their tests need not know it; the check still finds it missing (scripts/check-content.ts).
 */
export const ContentSchema = z.object(
  Object.fromEntries(
    Object.entries(CONTENT_MODULES).map(([key, { schema }]) => [
      key,
      key in PAGE_MODULES ? schema : schema.optional(),
    ]),
  ) as {
    [K in keyof Modules]: K extends PageKey
      ? Modules[K]['schema']
      : z.ZodOptional<Modules[K]['schema']>;
  },
);

export type Profile = z.infer<typeof ProfileSchema>;
export type Figures = z.infer<typeof FiguresSchema>;
export type Stat = z.infer<typeof StatSchema>;
export type Stats = z.infer<typeof StatsSchema>;
export type Skill = z.infer<typeof SkillSchema>;
export type SkillCategory = z.infer<typeof SkillCategorySchema>;
export type AboutCard = z.infer<typeof AboutCardSchema>;
export type ExperienceEntry = z.infer<typeof ExperienceEntrySchema>;
export type Project = z.infer<typeof ProjectSchema>;
export type Publication = z.infer<typeof PublicationSchema>;
export type Certificate = z.infer<typeof CertificateSchema>;
export type Categories = z.infer<typeof CategoriesSchema>;
export type ProjectCategory = Categories['projects'][number];
export type Words = z.infer<typeof WordsSchema>;
export type Languages = z.infer<typeof LanguagesSchema>;
export type Content = z.infer<typeof ContentSchema>;
