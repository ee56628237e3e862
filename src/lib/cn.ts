/**
 * Joins class names, skipping falsy ones. It does not merge Tailwind classes: where two classes set
 * the same property, the stylesheet's order decides, not their order here. So a caller's
 * `className` adds layout (width, margins, grid placement) and never restyles what the component
 * sets itself; a component that comes in several looks takes a prop for them (StatTile's surface).
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
