import { StatList } from '../../components/stat-list';
import { EXPERT_LEVEL } from '../../config/site';
import type { SkillCategory } from '../../content/types';
import { cn } from '../../lib/cn';
import { skillSummary } from '../../lib/stats';
import { formatNumber, formatPercent, t } from '../../words';

export interface SkillsSummaryProps {
  categories: readonly SkillCategory[];
  className?: string;
}

/** Totals over every category, collapsed or not. */
export function SkillsSummary({ categories, className }: SkillsSummaryProps) {
  const summary = skillSummary(categories, EXPERT_LEVEL);
  const tiles = [
    { label: t('skills.summary.total'), value: formatNumber(summary.totalSkills) },
    { label: t('skills.summary.categories'), value: formatNumber(summary.categories) },
    { label: t('skills.summary.average'), value: formatPercent(summary.averageLevel) },
    { label: t('skills.summary.expert'), value: formatNumber(summary.expertCount) },
  ];
  return (
    <StatList
      stats={tiles}
      label={t('skills.summary')}
      className={cn('grid-cols-2 md:grid-cols-4', className)}
      surface="solid"
    />
  );
}
