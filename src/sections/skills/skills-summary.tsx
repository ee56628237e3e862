import { StatList } from '../../components/stat-list';
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
    <StatList
      stats={tiles}
      label="Skills summary"
      className={cn('grid-cols-2 md:grid-cols-4', className)}
      surface="solid"
    />
  );
}
