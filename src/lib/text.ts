/** "testAccuracy" → "Test Accuracy", "f1Score" → "F1 Score", "XMLParser" → "XML Parser". */
export function camelCaseToWords(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export interface SplitList<T> {
  visible: readonly T[];
  hiddenCount: number;
}

/** The first `count` items, and how many are left over for a '+N'. */
export function splitVisible<T>(items: readonly T[], count: number): SplitList<T> {
  const visible = items.slice(0, Math.max(0, count));
  return { visible, hiddenCount: items.length - visible.length };
}

// The page's callers (the author highlight, the pages' JSON-LD) ask this; the matching itself, which
// reads initials, accents and either order, is author-name.ts's.
/**
 * The four digits a paper's year holds ('2024' in 'in press, 2024'), or '' where it holds none or
 * a longer run of digits ('20233', a slip): what citations, BibTeX and search engines read.
 */
export function paperYear(year: string): string {
  return /(?<!\d)\d{4}(?!\d)/.exec(year)?.[0] ?? '';
}

/** Where a paper appeared: its conference and journal, those the owner gave, joined by " · ". */
export function paperVenue({
  conference,
  journal,
}: {
  conference: string;
  journal: string;
}): string {
  return [conference, journal].filter((part) => part.trim()).join(' · ');
}
