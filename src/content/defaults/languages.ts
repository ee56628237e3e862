// What an owner's site is without a languages.ts of its own: English only. The sample's
// languages.ts (English and German) is the sample's; it never becomes an owner's by default.
import { ENGLISH_ONLY } from '../../lib/languages';
import type { Languages } from '../types';

export const languages: Languages = { ...ENGLISH_ONLY, all: [...ENGLISH_ONLY.all] };
