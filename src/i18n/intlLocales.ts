/**
 * The Intl locale of each language: India's conventions (grouping, ₹) for both. Apart from
 * locale.ts, so that the build's start frame formats its figures alike (vite.config.ts). A
 * language added to the catalogues without one here fails the type check where it is read.
 */
export const intlLocales = { en: 'en-IN', ta: 'ta-IN' } as const;
