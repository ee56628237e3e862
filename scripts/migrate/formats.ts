// The formats of the owner's content, as numbered in the content folder's format.json. Format 1 is
// the template's first release; each change of shape since is one entry below, which also upgrades
// content from the format before. Adding a format is adding one entry: the template's format is
// the last entry's `to`, and the sample's format.json must say the same (a test checks).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE } from '../assets/sample-check.ts';
import { addStats, hasSampleStats } from './figures-to-stats.ts';
import { figuresTypeFromTypes } from './figures-type.ts';
import { eachModule, type MigrationFolder } from './folder.ts';
import { keepOwnResume } from './keep-own-resume.ts';
import { photoIntoContent } from './photo-into-content.ts';
import { categoriesModuleFor, gradientsToAccents } from './gradients-to-accents.ts';
import { socialToProfiles } from './social-to-profiles.ts';
import { typesImportFromTemplate } from './types-import.ts';
import { unreadColours } from './unread-colours.ts';
import { isFields, type Fields } from '../../src/lib/fields';

/** The content as its modules export it, unchecked: export name → value. */
export type LoadedContent = Record<string, unknown>;

export interface Migration {
  from: number;
  to: number;
  name: string;
  /** The commit on main that changed the format, and what it changed. */
  since: string;
  change: string;
  /**
   * A field or file only content of an earlier format has, said as "it still has ...". A merge
   * brings the sample's format.json along with the template's code, so an owner's content may
   * claim a format it is not yet written for; this finds out. Left out where the change leaves no
   * trace in the content.
   */
  seen?: (content: LoadedContent, dir: string) => string | undefined;
  /** Upgrades the folder in place of the owner; content already past this change is left as it is. */
  migrate: (folder: MigrationFolder) => void;
}

const list = (value: unknown): Fields[] => (Array.isArray(value) ? value.filter(isFields) : []);

export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    to: 2,
    name: 'photo into the content folder',
    since: '546ab0e, 2026-11-23',
    change:
      'The photo lives in the content folder (profileImage: "images/me.jpg", was "/images/me.jpg" in public/) and the build measures it: profileImageSize is gone. The Figures type moved from figures.ts to types.ts.',
    seen: ({ profile }) =>
      isFields(profile) && 'profileImageSize' in profile
        ? 'it still has profile.profileImageSize'
        : undefined,
    migrate: (folder) => {
      eachModule(photoIntoContent)(folder);
      eachModule(figuresTypeFromTypes)(folder);
    },
  },
  {
    from: 2,
    to: 3,
    name: 'résumé written from content',
    since: 'a84ff84, 2026-11-23',
    change:
      "The build writes the résumé PDF from content unless profile.resumePdf is 'own'; before, profile.resume named the owner's own file.",
    migrate: eachModule(keepOwnResume),
  },
  {
    from: 3,
    to: 4,
    name: 'unread colours dropped',
    since: '11d018e, 2026-11-23',
    change:
      "Unknown fields are refused; a skill category's color and an about card's iconColor, never read, are gone (bgGradient and gradient set the colours).",
    seen: ({ skillCategories, aboutCards }) =>
      list(skillCategories).some((category) => 'color' in category)
        ? "it still has a skill category's color"
        : list(aboutCards).some((card) => 'iconColor' in card)
          ? "it still has an about card's iconColor"
          : undefined,
    migrate: eachModule(unreadColours),
  },
  {
    from: 4,
    to: 5,
    name: 'profiles as a list',
    since: 'db2dc13, 2026-11-26',
    change:
      'profile.social ({ github, linkedin, email }) became profile.profiles, a list of { network, url }; the mail address is contact.email alone.',
    seen: ({ profile }) =>
      isFields(profile) && 'social' in profile ? 'it still has profile.social' : undefined,
    migrate: eachModule(socialToProfiles),
  },
  {
    from: 5,
    to: 6,
    name: 'stats the owner chooses',
    since: 'dcf4101, 2026-11-26',
    change:
      "The rows of stat tiles are lists in stats.ts; figures.ts's fixed slots (cgpa, projectsBuilt, ...) are no longer shown by themselves.",
    seen: ({ profile }, dir) =>
      !existsSync(path.join(dir, 'stats.ts'))
        ? 'it has no stats.ts'
        : // The sample's rows beside another owner's profile: a merge of a template from before
          // content had its own folder brought them. Content of format 7 on lives apart from the
          // sample, so there its stats.ts is the owner's, however like the sample's it is.
          hasSampleStats(dir) &&
            isFields(profile) &&
            profile.name !== SAMPLE.name &&
            !ownFolderFormat(dir)
          ? "its stats.ts is the sample's"
          : undefined,
    migrate: addStats,
  },
  {
    from: 6,
    to: 7,
    name: 'categories and accents by name, content in its own folder',
    since: '05269d6, 2026-11-26',
    change:
      "Project categories, experience and certificate types and paper categories are declared in categories.ts; colours are accents by name (accent: 'blue'), not class strings (bgGradient, gradient). The owner's content lives in content/ at the project's root and imports its types from '../src/content/types'.",
    seen: ({ skillCategories, aboutCards, publications }, dir) =>
      [skillCategories, aboutCards, publications].some((items) =>
        list(items).some((item) => 'bgGradient' in item || 'gradient' in item),
      )
        ? 'it still has a colour as a class string (bgGradient or gradient)'
        : !existsSync(path.join(dir, 'categories.ts'))
          ? 'it has no categories.ts'
          : undefined,
    migrate: (folder) => {
      eachModule(gradientsToAccents)(folder);
      eachModule(typesImportFromTemplate)(folder);
      if (folder.files.has('categories.ts') || folder.modules.has('categories.ts')) return;
      const sources = Object.fromEntries(
        CATEGORY_SOURCES.map((file) => [file, folder.modules.get(file)]),
      );
      const { text, changes } = categoriesModuleFor(sources);
      folder.modules.set('categories.ts', text);
      for (const change of changes) folder.note('categories.ts', change);
    },
  },
];

/** True when format.json says the content is of a format that keeps it in a folder of its own. */
function ownFolderFormat(dir: string): boolean {
  const declared = declaredFormat(dir);
  return 'format' in declared && declared.format !== null && declared.format >= OWN_FOLDER_FORMAT;
}

/** The first format whose content lives apart from the sample (content/, not src/content/). */
const OWN_FOLDER_FORMAT = 7;

/** The modules whose values categories.ts declares. */
const CATEGORY_SOURCES = ['projects.ts', 'experience.ts', 'certificates.ts', 'publications.ts'];

/** The format this template reads. */
export const CONTENT_FORMAT = MIGRATIONS.at(-1)!.to;

export const FORMAT_FILE = 'format.json';

/** What the folder's format.json says: its number, none (no file), or what is wrong with it. */
export function declaredFormat(dir: string): { format: number | null } | { error: string } {
  const file = path.join(dir, FORMAT_FILE);
  if (!existsSync(file)) return { format: null };
  try {
    const { format } = JSON.parse(readFileSync(file, 'utf8')) as { format?: unknown };
    if (Number.isInteger(format) && (format as number) >= 1) return { format: format as number };
  } catch {
    // Told below, as for a file of the wrong shape.
  }
  return {
    error: 'cannot be read: it should hold { "format": <a whole number> } and nothing else',
  };
}

export const formatFileText = (format: number): string => `{ "format": ${format} }\n`;

export type FormatReading =
  { format: number; declared: number | null; sign?: string } | { error: string };

/**
 * The format the content is written for: what format.json says (format 1 without one: content
 * from before formats were numbered, which every migration may look at), or the format before
 * the oldest change the content still shows a sign of.
 */
export function contentFormat(dir: string, content: LoadedContent): FormatReading {
  const declared = declaredFormat(dir);
  if ('error' in declared) return declared;
  const format = declared.format ?? 1;
  if (format > CONTENT_FORMAT) return { format, declared: declared.format };
  for (const migration of MIGRATIONS) {
    if (migration.from >= format) break;
    const sign = migration.seen?.(content, dir);
    if (sign) return { format: migration.from, declared: declared.format, sign };
  }
  return { format, declared: declared.format };
}

/** One line when the content is not of the template's format, saying what to do; else undefined. */
export function formatProblem(label: string, reading: FormatReading): string | undefined {
  if ('error' in reading) return `${label}/${FORMAT_FILE}: ${reading.error}`;
  const { format, declared, sign } = reading;
  if (format > CONTENT_FORMAT) {
    return `${label} is written for format ${format}, newer than this template, which reads format ${CONTENT_FORMAT}: update the template (see "Updating the template" in CUSTOMIZING.md)`;
  }
  if (format === CONTENT_FORMAT) return undefined;
  const why = sign
    ? ` (${sign}${declared === null ? '' : `, though ${FORMAT_FILE} says ${declared}`})`
    : declared === null
      ? ` (it has no ${FORMAT_FILE})`
      : '';
  return `${label} is written for format ${format}${why}, this template reads format ${CONTENT_FORMAT}: run \`npm run migrate-content\``;
}
