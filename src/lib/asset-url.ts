/** Resolves a content path like "/resume.pdf" against the site's base path (BASE_PATH at build). */
export function assetUrl(path: string, base: string = import.meta.env.BASE_URL): string {
  if (/^[a-z]+:/i.test(path)) return path;
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}
