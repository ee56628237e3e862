// Sample content: this file is yours. Replace any of the page's built-in words (headings, buttons,
// labels, messages) by its key; every key and its English wording is in src/words/en.ts. Keep an
// entry's {parameters}, e.g.
//   'projects.title': 'Things I built',
//   'projects.showing': '{shown} of {total} projects',
//   'skills.card.count': { one: 'skill', other: 'skills' },

import type { WordOverrides } from '../src/words/types';

export const words: WordOverrides = {};
