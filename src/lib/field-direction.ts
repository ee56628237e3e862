// Which way a contact field's text runs, for the page's form and the no-JavaScript answer page.

/**
 * An address reads left to right in any page. Other text follows the script the visitor writes in
 * once there is some (`auto`); until then the page's direction (no attribute), since the field's
 * placeholder is in the page's language, and an empty field with `dir="auto"` would be left to
 * right even in a right-to-left page.
 */
export function fieldDirection(type: 'text' | 'email', value: string): 'ltr' | 'auto' | undefined {
  if (type === 'email') return 'ltr';
  return value ? 'auto' : undefined;
}
