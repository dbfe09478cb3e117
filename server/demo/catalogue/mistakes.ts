import type { mistakeTypes } from '../../db/schema';

type MistakeType = Omit<typeof mistakeTypes.$inferInsert, 'sortOrder' | 'active'>;

/**
 * The knit defect catalogue of domain.md with 4-point-system defaults (ASTM D5430). Points are what
 * a typical occurrence scores by its length; continuous defects run along the roll and score 4 for
 * every metre, so their default is 4. Any hole but a pin hole scores 4 whatever its size.
 */
const f = (name: string, defaultPoints: number, continuous = false): MistakeType => ({
  name,
  defaultPoints,
  continuous,
  isHole: false,
  appliesTo: 'fabric',
});

export const mistakeCatalogue: readonly MistakeType[] = [
  // Hole and drop stitch are tapped on fabric rolls and on collar and cuff bundles alike.
  { name: 'Hole', defaultPoints: 4, continuous: false, isHole: true, appliesTo: 'both' },
  f('Pin Hole', 1),
  f('Press-off', 4),
  { ...f('Drop Stitch', 2), appliesTo: 'both' },
  f('Ladder', 4),
  f('Needle Line', 4, true),
  f('Sinker Line', 4, true),
  f('Barré', 4, true),
  f('Stop Mark', 2),
  f('Thick Place', 1),
  f('Thin Place', 1),
  f('Slub', 1),
  f('Knot', 1),
  f('Contamination', 2),
  f('Float', 2),
  // A missing end leaves a line across the full width: longer than 9 in.
  f('Missing Yarn', 4),
  f('Lycra Out', 4, true),
  f('Oil Stain', 2),
  f('Oil Line', 4, true),
  f('Dirt', 1),
  f('Dye Patch', 3),
  f('Uneven Dyeing', 4, true),
  f('Shade Variation', 4, true),
  f('Crease Mark', 4, true),
  f('Compactor Mark', 2),
  f('Spirality', 4, true),
  f('Bowing', 4, true),
  f('Pilling', 2),
  f('GSM Out', 4, true),
  f('Width Out', 4, true),
  // Collar and cuff defects are judged per piece: a wrong piece is rejected outright.
  { ...f('Size Out', 4), appliesTo: 'collarCuff' },
  { ...f('Stripe/Tipping Wrong', 4), appliesTo: 'collarCuff' },
  { ...f('Shade Mismatch', 4), appliesTo: 'collarCuff' },
  { ...f('Curl', 2), appliesTo: 'collarCuff' },
  { ...f('Rib Recovery', 3), appliesTo: 'collarCuff' },
];
