// For the build scripts and tests that read the section registry (src/config/sections.ts): the
// page's own declaration is in src/vite-env.d.ts.
declare const __NOTE_COUNT__: number | undefined;
