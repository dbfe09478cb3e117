/**
 * The unit a roll's widths are entered in. Open-width fabric is specified by its width in cm (the
 * mirror's width); tubular fabric has no width there, only its dia in inches, which is what the
 * inspector's tape reads against. The server keeps every width in cm.
 */
export type WidthUnit = 'centimeter' | 'inch';

export const CM_PER_INCH = 2.54;

interface Specified {
  widthCm: number | null;
  diaIn: number | null;
}

/** The item's (or else the roll's) width spec, in the unit its widths are entered in. */
export function widthSpecOf(...sources: (Specified | null | undefined)[]): {
  unit: WidthUnit;
  spec: number | null;
} {
  for (const s of sources) {
    if (s?.widthCm != null) return { unit: 'centimeter', spec: s.widthCm };
    if (s?.diaIn != null) return { unit: 'inch', spec: s.diaIn };
  }
  return { unit: 'centimeter', spec: null };
}

/** Hundredths: what the server's width columns keep. */
const hundredths = (n: number) => Math.round(n * 100) / 100;

export const toCm = (value: number, unit: WidthUnit): number =>
  unit === 'inch' ? hundredths(value * CM_PER_INCH) : value;

export const fromCm = (cm: number, unit: WidthUnit): number =>
  unit === 'inch' ? hundredths(cm / CM_PER_INCH) : cm;
