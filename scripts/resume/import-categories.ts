// Which of the owner's project categories a JSON Resume project goes under. The categories are
// passed in, so the list can come from content rather than code without changing the rule.

/** Other words a résumé may use for a category, by the category's name (matched lower-case). */
const ALIASES: Record<string, readonly string[]> = {
  'machine learning': ['ml', 'machine-learning'],
  'deep learning': ['dl', 'deep-learning', 'neural network'],
  'computer vision': ['cv', 'vision', 'image processing'],
  'web development': ['web', 'website', 'web app', 'web application', 'webapp', 'frontend'],
};

export interface CategoryChoice {
  category: string;
  /** Why the project is not under its own type, for the import report; absent when it is. */
  note?: string;
}

/**
 * The category for a project of JSON Resume `type`: the one of `categories` its type names (case
 * and a few common other words aside), else `fallback`, with a note saying so.
 */
export function projectCategory(
  type: string | undefined,
  categories: readonly string[],
  fallback: string,
): CategoryChoice {
  const wanted = type?.trim().toLowerCase();
  if (!wanted) return { category: fallback, note: `no type; filed under "${fallback}"` };
  const match = categories.find((name) => {
    const key = name.toLowerCase();
    return key === wanted || (ALIASES[key] ?? []).includes(wanted);
  });
  return match
    ? { category: match }
    : {
        category: fallback,
        note: `category "${type?.trim()}" not among your categories: filed under "${fallback}"`,
      };
}
