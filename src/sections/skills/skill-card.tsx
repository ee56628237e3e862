import { GradientIcon } from '../../components/gradient-icon';
import type { SkillCategory } from '../../content/types';
import { cn } from '../../lib/cn';
import { categoryStats } from '../../lib/stats';
import { SkillBar } from './skill-bar';
import { formatPercent, t } from '../../words';

export interface SkillCardProps {
  category: SkillCategory;
  /** A stable id for the heading, so the card is named by its category. */
  headingId: string;
  className?: string;
}

/** A skill category: icon, name, a bar per skill, and the category's count and average. */
export function SkillCard({ category, headingId, className }: SkillCardProps) {
  const stats = categoryStats(category.skills);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-2xl border border-border bg-surface p-6 shadow-sm transition-shadow hover:shadow-lg',
        className,
      )}
    >
      <div className="flex items-center gap-4">
        <GradientIcon name={category.icon} accent={category.accent} />
        <h3 id={headingId} className="text-lg leading-snug font-semibold text-fg">
          {category.category}
        </h3>
      </div>
      <ul className="mt-6 flex-1 space-y-4">
        {category.skills.map((skill) => (
          <li key={skill.name}>
            <SkillBar skill={skill} accent={category.accent} />
          </li>
        ))}
      </ul>
      <dl
        data-pagefind-ignore
        className="mt-6 grid grid-cols-2 gap-3 border-t border-border pt-4 text-center"
      >
        <div className="flex flex-col-reverse">
          <dt className="text-xs font-medium text-muted">
            {t('skills.card.count', { count: stats.count })}
          </dt>
          <dd className="text-lg font-bold text-fg">{stats.count}</dd>
        </div>
        <div className="flex flex-col-reverse">
          <dt className="text-xs font-medium text-muted">{t('skills.card.average')}</dt>
          <dd className="text-lg font-bold text-accent">{formatPercent(stats.average)}</dd>
        </div>
      </dl>
    </article>
  );
}
