import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BUTTON_ICON_AFTER, BUTTON_SECONDARY } from '../../components/button-styles';
import { ChangingText } from '../../components/changing-text';
import { Section } from '../../components/section';
import { SKILLS_COLLAPSED_COUNT } from '../../config/site';
import { skillCategories } from '../../content';
import { cn } from '../../lib/cn';
import { isShownCollapsed } from '../../lib/stats';
import { SkillCard } from './skill-card';
import { SkillsSummary } from './skills-summary';
import { Icon } from '../../components/icon';
import type { HydrateWhen } from '../../lib/islands';
import { t } from '../../words';

const LIST_ID = 'skills-categories';

/** Show all and the bars' animation, once the section comes within a screen. */
export const hydrate: HydrateWhen = 'near';

export default function Skills() {
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const total = skillCategories.length;

  const toggle = () => {
    // Commit the shorter list first, then bring the button (which keeps focus) back into view.
    const collapsing = expanded;
    flushSync(() => setExpanded(!collapsing));
    if (collapsing) toggleRef.current?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <Section id="skills" title={t('skills.title')} subtitle={t('skills.subtitle')}>
      {/* Collapsed cards stay in the markup, hidden, so print and a page without JavaScript show them. */}
      <ul
        id={LIST_ID}
        aria-label={t('skills.list')}
        className="card-list card-grid md:card-cols-2 xl:card-cols-4"
      >
        {skillCategories.map((category, index) => {
          const hidden = !isShownCollapsed(index, expanded, SKILLS_COLLAPSED_COUNT);
          return (
            <li
              key={category.category}
              hidden={hidden}
              className={hidden ? 'print-reveal' : undefined}
            >
              <SkillCard category={category} headingId={`skills-category-${index + 1}`} />
            </li>
          );
        })}
      </ul>
      {total > SKILLS_COLLAPSED_COUNT && (
        <div
          data-pagefind-ignore
          className="mt-10 flex justify-center print:hidden noscript:hidden"
        >
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={expanded}
            aria-controls={LIST_ID}
            onClick={toggle}
            className={BUTTON_SECONDARY}
          >
            <ChangingText>
              {expanded ? t('skills.showLess') : t('skills.viewAll', { count: total })}
            </ChangingText>
            <Icon
              name="chevron-down"
              className={cn(
                BUTTON_ICON_AFTER,
                'motion-safe:transition-transform',
                expanded && 'rotate-180',
              )}
            />
          </button>
        </div>
      )}
      <SkillsSummary categories={skillCategories} className="mt-12" />
    </Section>
  );
}
