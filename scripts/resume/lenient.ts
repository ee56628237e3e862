// A JSON Resume as résumé sites and older tools write it, brought to the schema's current form
// before the schema checks it: the names of its first versions (work's "company", "website",
// "picture", "gpa"), an empty end date for a position held today, and addresses written without
// "https://". Each change is reported, to check by hand; anything else the schema refuses still
// stops the import, naming the field.
import { isItem, type Item, type Note } from './import-values.ts';

/** The schema's older names, by the part of the document they belong to. */
const RENAMED: Record<string, Record<string, string>> = {
  basics: { website: 'url', picture: 'image' },
  work: { company: 'name', website: 'url' },
  volunteer: { website: 'url' },
  education: { gpa: 'score' },
  publications: { website: 'url' },
};

/** The parts holding lists of entries; the rest of RENAMED's keys name a single object. */
const LISTS = [
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'projects',
];

const DATES = ['startDate', 'endDate', 'date', 'releaseDate'];

/** A host and path with no scheme: "github.com/jo", "www.jo.dev". */
const BARE_ADDRESS = /^(?:[\p{L}\d-]+\.)+[\p{L}]{2,}(?:[/?#]\S*)?$/u;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function fixEntry(
  entry: Item,
  where: string,
  renamed: Record<string, string>,
  fill: Note,
  unmap: Note,
): Item {
  const fixed: Item = { ...entry };
  for (const [old, current] of Object.entries(renamed)) {
    if (!(old in fixed)) continue;
    // The new name left empty beside the old (as résumé templates write both) is no value.
    if (blank(fixed[current])) {
      if (!blank(fixed[old])) {
        fixed[current] = fixed[old];
        fill(`${where}.${old}`, `read as ${current}, the schema's name for it now`);
      }
    } else if (!blank(fixed[old]) && fixed[old] !== fixed[current]) {
      unmap(`${where}.${old}`, `left out: ${current} says ${JSON.stringify(fixed[current])}`);
    }
    delete fixed[old];
  }
  for (const key of DATES) {
    const value = fixed[key];
    if (typeof value !== 'string' || value.trim() !== '') continue;
    delete fixed[key];
    fill(
      `${where}.${key}`,
      key === 'endDate' ? 'empty: read as held to this day' : 'empty: left out',
    );
  }
  const address = fixed.url;
  if (typeof address === 'string' && BARE_ADDRESS.test(address.trim())) {
    fixed.url = `https://${address.trim()}`;
    fill(`${where}.url`, `"${address}" read as ${String(fixed.url)}`);
  }
  return fixed;
}

/** `input` with the changes above made; anything that is not an object comes back as it was. */
export function lenientResume(input: unknown, fill: Note, unmap: Note): unknown {
  if (!isItem(input)) return input;
  const resume: Item = { ...input };
  if (isItem(resume.basics)) {
    const basics = fixEntry(resume.basics, 'basics', RENAMED.basics ?? {}, fill, unmap);
    if (Array.isArray(basics.profiles)) {
      basics.profiles = basics.profiles.map((profile: unknown, i) =>
        isItem(profile) ? fixEntry(profile, `basics.profiles[${i}]`, {}, fill, unmap) : profile,
      );
    }
    resume.basics = basics;
  }
  for (const part of LISTS) {
    const entries = resume[part];
    if (!Array.isArray(entries)) continue;
    resume[part] = entries.map((entry: unknown, i) =>
      isItem(entry) ? fixEntry(entry, `${part}[${i}]`, RENAMED[part] ?? {}, fill, unmap) : entry,
    );
  }
  return resume;
}
