/// <reference types="vite/client" />

/** The year the site was built, so the prerendered footer matches the first client render. */
declare const __BUILD_YEAR__: number;
