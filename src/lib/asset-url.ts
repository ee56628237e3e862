/** Resolves a content path like "/resume.pdf" against the site's base path (BASE_PATH at build). */
export function assetUrl(path: string, base: string = import.meta.env.BASE_URL): string {
  if (/^[a-z]+:/i.test(path)) return path;
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/**
 * Where the résumé's Download links lead: the PDF the build wrote for the page's language, under
 * its base; at the site's root for the owner's own file (public/ is the site's, once) and for a
 * language whose résumé is the default language's.
 */
export function resumeUrl(
  profile: { resume: string; resumePdf?: 'A4' | 'Letter' | 'own' },
  siteBase: string,
  elsewhere: boolean = __RESUME_ELSEWHERE__,
  base: string = import.meta.env.BASE_URL,
): string {
  return assetUrl(profile.resume, profile.resumePdf === 'own' || elsewhere ? siteBase : base);
}
