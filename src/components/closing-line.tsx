import { Icon, type IconProps } from './icon';

export interface ClosingLineProps {
  icon: IconProps['name'];
  children: string;
}

/**
 * A section's closing line, centred, its icon in the text's flow: on a narrow screen, where the
 * line wraps, the icon stays beside its first word rather than at the screen's edge.
 */
export function ClosingLine({ icon, children }: ClosingLineProps) {
  return (
    <p className="mt-12 text-center font-medium text-balance text-muted">
      <Icon
        name={icon}
        className="me-2 inline-block size-5 align-[-0.25em] text-accent forced-colors:text-[CanvasText]"
      />
      {children}
    </p>
  );
}
