import { Icon } from '../../components/icon';
import { ICON_BUTTON } from '../../components/button-styles';
import { useMotionPaused } from '../../hooks/use-motion-paused';
import { cn } from '../../lib/cn';
import { MOTION_TOGGLE_ATTRIBUTE } from '../../lib/saved-settings-script';
import { t } from '../../words';

/**
 * Stops what moves by itself, the typed headline and the particles (WCAG 2.2.2), and starts it
 * again; the choice is kept. Not shown where nothing moves: under reduced motion, in print, and
 * without JavaScript (nothing would answer it).
 */
export function MotionToggle({ className }: { className?: string }) {
  const { paused, toggle } = useMotionPaused();
  return (
    <button
      type="button"
      aria-pressed={paused}
      aria-label={t('hero.pauseMotion')}
      title={t('hero.pauseMotion')}
      onClick={toggle}
      // The head's script says whether it is pressed before the hero's island wakes.
      {...{ [MOTION_TOGGLE_ATTRIBUTE]: '' }}
      className={cn(ICON_BUTTON, 'motion-reduce:hidden scriptless:hidden print:hidden', className)}
    >
      <Icon name="pause" className="size-5 motion-paused:hidden" />
      <Icon name="play" className="hidden size-5 motion-paused:block" />
    </button>
  );
}
