// The environment a language's build is told its language by. Its own module, with no imports,
// so the Vite config can read it as well as the build.

/** Set by the build for each language it builds (scripts/build.ts). */
export const LANGUAGE_VARIABLES = {
  tag: 'PORTFOLIO_LANGUAGE',
  rootBase: 'PORTFOLIO_ROOT_BASE',
  rootUrl: 'PORTFOLIO_ROOT_URL',
  /** Set when the language gets no résumé PDF of its own (resume-script.ts). */
  resumeElsewhere: 'PORTFOLIO_RESUME_ELSEWHERE',
} as const;
