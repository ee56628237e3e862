// The rules of a _headers file (the Netlify / Cloudflare Pages format the build writes) and the
// headers they give a path: pure, so the Node server and the worker in workerd read them alike.

export interface HeaderRule {
  /** A path pattern relative to the site root: `/*`, `/assets/*`, `/index.html`. */
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

/** Unindented lines are paths, indented `Name: value` lines belong to the path above. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name) current.headers.push([name, value]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) =>
      part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, () => '[^/]+'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** Every header that applies to `pathname`, later rules overriding earlier ones of the same name. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) result.set(name, value);
  }
  return result;
}
