import { StatTile } from '../../components/stat-tile';
import { EXPERT_LEVEL } from '../../config/site';
import type { SkillCategory } from '../../content/types';
import { cn } from '../../lib/cn';
import { skillSummary } from '../../lib/stats';

export interface SkillsSummaryProps {
  categories: readonly SkillCategory[];
  className?: string;
}

/** Totals over every category, collapsed or not. */
export function SkillsSummary({ categories, className }: SkillsSummaryProps) {
  const summary = skillSummary(categories, EXPERT_LEVEL);
  const tiles = [
    { label: 'Total Skills', value: summary.totalSkills },
    { label: 'Categories', value: summary.categories },
    { label: 'Average Proficiency', value: `${summary.averageLevel}%` },
    { label: 'Expert Level', value: summary.expertCount },
  ];
  return (
    <ul
      aria-label="Skills summary"
      className={cn('grid grid-cols-2 gap-4 md:grid-cols-4', className)}
    >
      {tiles.map((tile) => (
        <li key={tile.label}>
          <StatTile label={tile.label} value={tile.value} className="h-full bg-surface" />
        </li>
      ))}
    </ul>
  );
}
