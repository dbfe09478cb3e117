/** Paths of the contract's report reads, injected by vite.config.ts (`define`) at build time. */
declare const __GREIGE_READ_PATHS__: readonly string[];
