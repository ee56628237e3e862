// Item page addresses once published keep working. The build records every slug each project and
// paper has had in content/item-addresses.json (commit it with your content), per site
// address: a new owner's site, at its own address, starts its own record rather than the sample's. When a new
// title makes a new slug, the build warns, and the old address becomes a small page that sends
// visitors and search engines on to the new one, with no JavaScript.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isValidSlug,
  ITEM_FOLDER,
  itemPath,
  itemSlug,
  type ItemKind,
  type Sluggable,
} from '../src/lib/item-address.ts';
import type { ItemEntry } from './item-pages.ts';
import { textDirection } from '../src/lib/languages.ts';
import { locale, t, tParts } from '../src/words/index.ts';
import { escapeHtml, type SiteAddress } from './seo.ts';
import {
  buildsTheSample,
  contentDir,
  OWNER_CONTENT_DIR,
  SAMPLE_CONTENT_DIR,
} from './content-dir.ts';

/** The record's file, in the content folder. */
export const HISTORY_FILE = 'item-addresses.json';

/** Every slug an item has had, oldest first, by kind and id. */
export type SlugHistory = Record<ItemKind, Record<string, string[]>>;
/** The file: each site address's history. */
export type AddressBook = Record<string, SlugHistory>;

export interface HistoryUpdate {
  history: SlugHistory;
  /** One line per item whose address changed since it was recorded. */
  warnings: string[];
  /** Old addresses to send on: from (a slug no item has now) to the item's current page. */
  redirects: Array<{ kind: ItemKind; from: string; to: ItemEntry }>;
}

const FILES: Record<ItemKind, string> = {
  project: 'projects.ts',
  paper: 'publications.ts',
};

export function emptyHistory(): SlugHistory {
  return { project: {}, paper: {} };
}

/**
 * The recorded history, with the items' current slugs added, what changed, and what to redirect.
 * `sample` holds the sample's own addresses: one recorded for the same item while it was still the
 * sample's (a build of the copy `npm run new-content` made) was never the owner's, so it is
 * dropped rather than sent on to the page the owner made of that item.
 */
export function updateHistory(
  recorded: SlugHistory,
  entries: readonly ItemEntry[],
  dir: string = OWNER_CONTENT_DIR,
  sample: SlugHistory = emptyHistory(),
): HistoryUpdate {
  const history = emptyHistory();
  for (const kind of Object.keys(history) as ItemKind[]) {
    for (const [id, slugs] of Object.entries(recorded[kind] ?? {})) {
      const theSamples = sample[kind][id] ?? [];
      const owners = slugs.filter((slug) => !theSamples.includes(slug));
      if (owners.length > 0) history[kind][id] = owners;
    }
  }
  const warnings: string[] = [];
  const redirects: HistoryUpdate['redirects'] = [];
  const current = new Set(entries.map((entry) => `${entry.kind}/${entry.slug}`));
  for (const entry of entries) {
    const known = history[entry.kind][String(entry.id)] ?? [];
    const previous = known[known.length - 1];
    if (previous !== undefined && previous !== entry.slug) {
      const folder = ITEM_FOLDER[entry.kind];
      warnings.push(
        `${dir}/${FILES[entry.kind]} › ${entry.kind} id ${entry.id} "${entry.title}": its page moves from ` +
          `/${folder}/${previous}/ to /${folder}/${entry.slug}/ (its title or slug changed). The old ` +
          `address will send visitors on; to keep it instead, set slug: '${previous}'.`,
      );
    }
    for (const slug of known) {
      // An old slug another item now uses is that item's page, not a redirect.
      if (slug !== entry.slug && isValidSlug(slug) && !current.has(`${entry.kind}/${slug}`)) {
        redirects.push({ kind: entry.kind, from: slug, to: entry });
      }
    }
    history[entry.kind][String(entry.id)] = [...known.filter((s) => s !== entry.slug), entry.slug];
  }
  return { history, warnings, redirects };
}

/**
 * The sample's items' addresses by kind and id, for a build of an owner's content; none for a
 * build of the sample itself, or with the sample's folder gone.
 */
export async function sampleAddresses(root: string): Promise<SlugHistory> {
  // Imported here: new-content reads this module for the file's name alone.
  const { sampleContent } = await import('./check-content.ts');
  const sample = await sampleContent(
    path.join(root, SAMPLE_CONTENT_DIR),
    path.join(root, contentDir(root)),
  );
  const bySlug = (items: readonly Sluggable[] = []) =>
    Object.fromEntries(items.map((item) => [String(item.id), [itemSlug(item)]]));
  return { project: bySlug(sample?.projects), paper: bySlug(sample?.publications) };
}

function readBook(file: string): AddressBook {
  if (!existsSync(file)) return {};
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as AddressBook;
  } catch (error) {
    const name = path.relative(process.cwd(), file) || file;
    throw new Error(
      `${name} is not valid JSON (${(error as Error).message}). It is the build's record of your item pages' addresses: mend it (\`git diff ${name}\` shows what changed), or delete it to start the record anew, and old addresses then no longer lead on.`,
    );
  }
}

/** Why the record in `file` cannot be read (not JSON), in one line; undefined when it can. */
export function historyFileProblem(file: string): string | undefined {
  try {
    readBook(file);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The history of the site at `siteUrl`; empty for a site the file does not know. */
export function readHistory(file: string, siteUrl: string): SlugHistory {
  return { ...emptyHistory(), ...readBook(file)[siteUrl] };
}

/** The file as JSON laid out the way Prettier lays it out, so `npm run lint` passes it. */
export function historyJson(book: AddressBook): string {
  const block = (pad: string, entries: string[]) =>
    entries.length === 0 ? '{}' : `{\n${entries.join(',\n')}\n${pad}}`;
  const sites = Object.entries(book).map(([site, history]) => {
    const kinds = Object.entries(history).map(([kind, items]) => {
      const lines = Object.entries(items).map(([id, slugs]) => {
        const list = JSON.stringify(slugs).replace(/","/g, '", "');
        const oneLine = `      ${JSON.stringify(id)}: ${list}`;
        if (oneLine.length + 1 <= 100) return oneLine;
        const each = slugs.map((slug) => `        ${JSON.stringify(slug)}`).join(',\n');
        return `      ${JSON.stringify(id)}: [\n${each}\n      ]`;
      });
      return `    ${JSON.stringify(kind)}: ${block('    ', lines)}`;
    });
    return `  ${JSON.stringify(site)}: ${block('  ', kinds)}`;
  });
  return `${block('', sites)}\n`;
}

/**
 * The address the file records a site's history under: its own, or for a site under a base path
 * whose address is that path on a host, the host's where the file has that one and not its own
 * (as recorded before the address took the base path: seo.ts), so the record goes on.
 */
export function historyAddress(file: string, site: SiteAddress): string {
  if (site.base === '/' || !site.url.endsWith(site.base)) return site.url;
  const host = `${site.url.slice(0, -site.base.length)}/`;
  const book = readBook(file);
  return !(site.url in book) && host in book ? host : site.url;
}

/** Writes the history only when it changed, so a build of unchanged content leaves git clean. */
export function writeHistory(file: string, siteUrl: string, history: SlugHistory): boolean {
  const text = historyJson({ ...readBook(file), [siteUrl]: history });
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}

/**
 * A page at an old address that sends the visitor, and search engines, to the new one, in the
 * page's language. An instant refresh is what search engines take for a permanent redirect; the
 * canonical link says the same.
 */
export function redirectPage(site: SiteAddress, to: ItemEntry, tag: string = locale): string {
  const url = new URL(to.path, site.url).href;
  const local = escapeHtml(`${site.base}${itemPath(to.kind, to.slug)}`);
  const text = tParts<'itemPage.moved', { title: string }>('itemPage.moved', {
    title: { title: to.title },
  })
    .map((part) =>
      typeof part === 'string'
        ? escapeHtml(part)
        : `<a href="${local}">${escapeHtml(part.title)}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(tag)}" dir="${textDirection(tag)}">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; base-uri 'none'; form-action 'none'" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(t('itemPage.movedTitle', { title: to.title }))}</title>
    <link rel="canonical" href="${escapeHtml(url)}" />
    <meta http-equiv="refresh" content="0; url=${local}" />
  </head>
  <body>
    <p>${text}</p>
  </body>
</html>
`;
}

/** What moved since the history was recorded, without recording anything (npm run check-content). */
export async function addressWarnings(
  root: string,
  site: SiteAddress,
  entries: readonly ItemEntry[],
): Promise<string[]> {
  // The record the build keeps, in the content folder.
  const dir = contentDir(root);
  const file = path.join(root, dir, HISTORY_FILE);
  const recorded = readHistory(file, historyAddress(file, site));
  return updateHistory(recorded, entries, dir, await sampleAddresses(root)).warnings;
}

/**
 * Records the items' slugs, prints what moved and writes a page at each old address. A language
 * other than the default writes its own pages at its old addresses from the record the default
 * keeps (`recordedAt`, the site's root address), and records nothing; nor does a build of the
 * template's sample, whose record is the template's.
 */
export async function keepOldAddresses(
  root: string,
  dist: string,
  site: SiteAddress,
  entries: readonly ItemEntry[],
  { recordedAt = site, record = true }: { recordedAt?: SiteAddress; record?: boolean } = {},
): Promise<void> {
  const dir = contentDir(root);
  const file = path.join(root, dir, HISTORY_FILE);
  const address = historyAddress(file, recordedAt);
  const recorded = readHistory(file, address);
  const { history, warnings, redirects } = updateHistory(
    recorded,
    entries,
    dir,
    await sampleAddresses(root),
  );
  if (record) for (const line of warnings) console.warn(`item address: ${line}`);
  for (const { kind, from, to } of redirects) {
    const folder = path.join(dist, ITEM_FOLDER[kind], from);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), redirectPage(site, to));
  }
  // The sample's record is the template's: a build of it at another address changes nothing.
  if (record && !buildsTheSample(root) && writeHistory(file, address, history))
    console.log(`item addresses recorded in ${dir}/${HISTORY_FILE}`);
}
