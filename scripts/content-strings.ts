/** Every string in a value, with where it was found ("projects[2].github"), for messages that name the field. */
export function contentStrings(
  value: unknown,
  at = '',
  out: [string, string][] = [],
): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value))
    value.forEach((item, i) => contentStrings(item, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      contentStrings(item, at ? `${at}.${key}` : key, out);
    }
  }
  return out;
}
