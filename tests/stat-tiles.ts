// What a row of stat tiles should show for any content, worked out here apart from the page's
// code (src/lib/stats.ts): each stated value with its suffix, each count made from its list, a
// count of an empty list and an empty value left out.
import type { Content } from '../src/content/validate';
import type { Stat } from '../src/content/types';

type Lists = Pick<
  Content,
  'experience' | 'projects' | 'publications' | 'certificates' | 'skillCategories'
>;

export function expectedTiles(row: readonly Stat[], content: Lists): Array<[string, string]> {
  const tiles: Array<[string, string]> = [];
  for (const { label, value, count, suffix = '' } of row) {
    if (value !== undefined) {
      if (value.trim() !== '') tiles.push([label, `${value}${suffix}`]);
      continue;
    }
    const skills = content.skillCategories.reduce((n, c) => n + c.skills.length, 0);
    const sizes = {
      experience: content.experience.length,
      projects: content.projects.length,
      publications: content.publications.length,
      'publications under review': content.publications.length,
      certificates: content.certificates.length,
      skills,
    };
    if (count === undefined || sizes[count] === 0) continue;
    const total =
      count === 'publications under review'
        ? content.publications.filter((p) => p.status === 'Under Review').length
        : sizes[count];
    tiles.push([label, `${total}${suffix}`]);
  }
  return tiles;
}
