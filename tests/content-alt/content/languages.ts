// The second content set is written in English, and also in Hebrew: a language written right to
// left, so that the suite builds a mirrored page (/he/) from content alone. The Hebrew texts are
// in he/, its built-in words in he/words.ts (the template ships no Hebrew dictionary).

import type { Languages } from '../src/content/types';

export const languages: Languages = {
  default: 'en',
  all: ['en', 'he'],
};
