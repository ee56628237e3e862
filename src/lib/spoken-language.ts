// One spoken language as a line of text, the same on the page and in the résumé PDF.
import type { Profile } from '../content/types';

export type SpokenLanguage = NonNullable<Profile['languages']>[number];

/** "Spanish (Native speaker)", or "Spanish" where the owner gave no fluency. */
export function spokenLanguage({ language, fluency }: SpokenLanguage): string {
  return fluency?.trim() ? `${language} (${fluency.trim()})` : language;
}
