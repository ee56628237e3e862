import { profile } from '../src/content';

function escapeAttr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The document head's title and meta tags, built from content. */
export function renderHead(): string {
  const title = `${profile.name} | ${profile.roles.slice(0, 2).join(' & ')}`;
  return [
    `<title>${escapeAttr(title)}</title>`,
    `<meta name="description" content="${escapeAttr(profile.description)}" />`,
  ].join('\n    ');
}
