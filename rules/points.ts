/**
 * Points of defects and the area they are counted on (ASTM D5430), as pure functions; scoring.ts
 * turns them into a grade. Choices are recorded in docs/decisions/005-inspection-scoring.md.
 */

export const maxPointsPerMetre = 4;
const m2PerYd2 = 1.196;

/** A defect's points by its longest dimension: ≤ 75 mm 1, ≤ 150 mm 2, ≤ 225 mm 3, longer 4. */
export function pointsByLength(lengthMm: number): 1 | 2 | 3 | 4 {
  if (lengthMm <= 75) return 1;
  if (lengthMm <= 150) return 2;
  if (lengthMm <= 225) return 3;
  return 4;
}

export interface ScoredMistakeInput {
  /** What the inspector picked (pre-filled from the master). */
  readonly points: number;
  /** Measured longest dimension; when known it decides the points instead. */
  readonly lengthMm: number | null;
  readonly isHole: boolean;
  /** Metres a continuous defect runs; it then scores 4 for every metre it touches. */
  readonly continuousM: number | null;
  /** Metre mark on the roll; only positioned defects can share a metre, so only they are capped. */
  readonly positionM: number | null;
}

/** The metres a defect touches, as whole-metre indexes; empty when its position is unknown. */
function metresTouched(m: ScoredMistakeInput): number[] {
  if (m.positionM === null) return [];
  const first = Math.floor(m.positionM);
  if (m.continuousM === null) return [first];
  const last = Math.max(first, Math.ceil(m.positionM + m.continuousM) - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Points of one defect before the per-metre cap. */
export function rawPoints(m: ScoredMistakeInput): number {
  if (m.continuousM !== null) {
    const metres = m.positionM === null ? Math.ceil(m.continuousM) : metresTouched(m).length;
    return maxPointsPerMetre * Math.max(1, metres);
  }
  // Any hole scores 4 whatever its size; a pin hole is not a hole here and keeps its own points.
  if (m.isHole) return maxPointsPerMetre;
  if (m.lengthMm !== null) return pointsByLength(m.lengthMm);
  return m.points;
}

/**
 * Points each defect scores, in recording order, after the cap of 4 per linear metre: earlier
 * defects fill a metre first, so a later one on a full metre scores 0. Unpositioned defects are
 * never capped, since nothing says they share a metre with another.
 */
export function scoreMistakes(mistakes: readonly ScoredMistakeInput[]): number[] {
  const used = new Map<number, number>();
  return mistakes.map((m) => {
    const metres = metresTouched(m);
    if (metres.length === 0) return rawPoints(m);
    const perMetre = m.continuousM !== null ? maxPointsPerMetre : rawPoints(m);
    let total = 0;
    for (const metre of metres) {
      const room = maxPointsPerMetre - (used.get(metre) ?? 0);
      const take = Math.max(0, Math.min(perMetre, room));
      used.set(metre, (used.get(metre) ?? 0) + take);
      total += take;
    }
    return total;
  });
}

export interface RollMeasures {
  readonly kg: number;
  readonly gsm: number | null;
  readonly widthCm: number | null;
  readonly lengthM: number | null;
}

/**
 * Inspected area in m²: width × length when both were measured (the standard's own formula),
 * otherwise from weight and GSM (knit rolls carry kg, not length). Null when neither is known.
 */
export function areaM2(r: RollMeasures): number | null {
  if (r.widthCm && r.lengthM && r.widthCm > 0 && r.lengthM > 0)
    return (r.widthCm / 100) * r.lengthM;
  if (r.gsm && r.kg > 0 && r.gsm > 0) return (r.kg * 1000) / r.gsm;
  return null;
}

/**
 * A roll's length in metres: as measured on the table, otherwise worked out from its weight, GSM
 * and width (kg × 1000 / GSM is its area; over its width, its length). Null when neither is known.
 */
export function rollLengthM(r: RollMeasures): { metres: number; measured: boolean } | null {
  if (r.lengthM && r.lengthM > 0) return { metres: r.lengthM, measured: true };
  const area = r.gsm && r.gsm > 0 && r.kg > 0 ? (r.kg * 1000) / r.gsm : null;
  if (area === null || !r.widthCm || r.widthCm <= 0) return null;
  return { metres: Math.round((area / (r.widthCm / 100)) * 10) / 10, measured: false };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** P × 100 / area: equals P × GSM / (kg × 10) and P × 100 000 / (W_mm × L_m). */
export const points100m2 = (points: number, area: number | null): number | null =>
  area === null || area <= 0 ? null : round2((points * 100) / area);

export const points100yd2 = (per100m2: number | null): number | null =>
  per100m2 === null ? null : round2(per100m2 / m2PerYd2);

/**
 * The measured width of a roll: the mean of the widths taken along it (start, middle, end),
 * rounded to 0.01 cm as it is stored, so a roll typed on a tablet scores on the same width.
 */
export function measuredWidthCm(widths: readonly (number | null | undefined)[]): number | null {
  const given = widths.filter((w): w is number => typeof w === 'number');
  return given.length ? round2(given.reduce((a, b) => a + b, 0) / given.length) : null;
}
