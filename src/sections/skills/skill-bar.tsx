import { accentGradient, type AccentName } from '../../config/palette';
import type { Skill } from '../../content/types';
import { RowName } from '../../components/row-name';
import { cn } from '../../lib/cn';
import { toPercent } from '../../lib/stats';
import { formatPercent } from '../../words';

export interface SkillBarProps {
  skill: Skill;
  /** The bar's colour, by name from the palette. */
  accent: AccentName;
  className?: string;
}

/** One skill: its name, its level as a figure, and a bar exposed as a progress value. */
export function SkillBar({ skill, accent, className }: SkillBarProps) {
  const percent = toPercent(skill.level);
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <RowName className="font-medium text-fg">{skill.name}</RowName>
        {/* The progress bar announces the value; this figure is for the eye. */}
        <span
          aria-hidden="true"
          data-pagefind-ignore
          className="shrink-0 font-semibold whitespace-nowrap text-muted tabular-nums"
        >
          {formatPercent(percent)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={skill.name}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted print:border print:border-border forced-colors:border forced-colors:border-[CanvasText]"
      >
        <div
          className={cn(
            'h-full rounded-full bg-gradient-to-r rtl:bg-gradient-to-l print:bg-fg',
            // The visitor's own colours drop the gradient: the level is drawn in their text's.
            'forced-colors:forced-color-adjust-none forced-colors:bg-[CanvasText] forced-colors:bg-none',
            accentGradient(accent),
            `w-[${percent}%]`,
          )}
        />
      </div>
    </div>
  );
}
