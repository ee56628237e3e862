// Expectations for words with figures the test cannot know (a size in KB, a count), read from the
// dictionary as the page does, so they hold when an owner rewords an entry.

/** Stands for any number in a `t()` text passed to {@link wordPattern}. */
export const ANY_NUMBER = '\uE000';

/** A pattern for a whole `t()` text in which ANY_NUMBER stands for a written number. */
export function wordPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.split(ANY_NUMBER).join('\\d[\\d,.]*')}$`);
}
