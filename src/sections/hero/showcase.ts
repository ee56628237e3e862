// The hero's first call to action: the owner's work to look at, projects first, else papers (a
// researcher's page may have no projects). Without either, the résumé is the first and only one.
import type { SpriteIconName } from '../../components/icon';
import { isPresent } from '../../config/navigation';
import type { SectionId } from '../../config/sections';

interface Showcase {
  section: SectionId;
  word: 'hero.viewProjects' | 'hero.viewResearch';
  icon: SpriteIconName;
}

const SHOWCASES: readonly Showcase[] = [
  { section: 'projects', word: 'hero.viewProjects', icon: 'folder-git' },
  { section: 'research', word: 'hero.viewResearch', icon: 'book-open' },
];

export const SHOWCASE: Showcase | undefined = SHOWCASES.find(({ section }) => isPresent(section));
