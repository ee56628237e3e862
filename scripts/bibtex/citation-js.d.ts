// The part of citation-js 0.7 (which ships no types) that the BibTeX import uses.
declare module '@citation-js/core' {
  export const plugins: {
    input: {
      /** Parses `data` as the named format, synchronously. */
      data(data: unknown, format: string): unknown;
    };
  };
}

declare module '@citation-js/plugin-bibtex';
