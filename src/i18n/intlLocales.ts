/**
 * The Intl settings the build's start frame shares with the app (vite.config.ts), apart from
 * locale.ts and format.ts, which need a browser. A language added to the catalogues without an
 * Intl locale here fails the type check where it is read.
 */

/** The Intl locale of each language: India's conventions (grouping, ₹) for both. */
export const intlLocales = { en: 'en-IN', ta: 'ta-IN' } as const;

/** A weight: kilograms to one decimal, the mill's scales reading to 100 g (`formatKg`). */
export const kgFormat: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'kilogram',
  maximumFractionDigits: 1,
  minimumFractionDigits: 0,
};
