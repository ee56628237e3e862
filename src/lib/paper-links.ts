// A paper's DOI and arXiv entries may be written as bare identifiers or as full addresses.

const ABSOLUTE = /^https?:\/\//i;

/** "10.1109/x.2025.1" or "doi:10.1109/…" → "https://doi.org/10.1109/…"; null or blank → null. */
export function doiUrl(value: string | null): string | null {
  const doi = value?.trim();
  if (!doi) return null;
  return ABSOLUTE.test(doi) ? doi : `https://doi.org/${doi.replace(/^doi:\s*/i, '')}`;
}

/** "2501.01234" or "arXiv:2501.01234" → "https://arxiv.org/abs/2501.01234"; null or blank → null. */
export function arxivUrl(value: string | null): string | null {
  const id = value?.trim();
  if (!id) return null;
  return ABSOLUTE.test(id) ? id : `https://arxiv.org/abs/${id.replace(/^arxiv:\s*/i, '')}`;
}
