import type { mistakeTypes } from '../../db/schema';

type MistakeType = Omit<typeof mistakeTypes.$inferInsert, 'sortOrder' | 'active'> & {
  nameTa: string;
};

/**
 * The knit defect catalogue of domain.md with 4-point-system defaults (ASTM D5430). Points are what
 * a typical occurrence scores by its length; continuous defects run along the roll and score 4 for
 * every metre, so their default is 4. Any hole but a pin hole scores 4 whatever its size.
 *
 * `nameTa` is what inspectors at a Tiruppur knitting mill call the defect: a Tamil word where the
 * floor uses one (ஓட்டை, முடிச்சு, அழுக்கு), the English term in Tamil script where that is what
 * everyone says (ட்ராப் ஸ்டிச், லைக்ரா கட்), short enough for a button. Migration
 * 0003_mistake_type_tamil_names writes the same names into databases made before them.
 */
const f = (
  name: string,
  nameTa: string,
  defaultPoints: number,
  continuous = false,
): MistakeType => ({
  name,
  nameTa,
  defaultPoints,
  continuous,
  isHole: false,
  appliesTo: 'fabric',
});

export const mistakeCatalogue: readonly MistakeType[] = [
  // Hole, drop stitch and oil stain are tapped on fabric rolls and on collar and cuff bundles alike.
  { ...f('Hole', 'ஓட்டை', 4), isHole: true, appliesTo: 'both' },
  f('Pin Hole', 'பின் ஹோல்', 1),
  f('Press-off', 'பிரஸ் ஆஃப்', 4),
  { ...f('Drop Stitch', 'ட்ராப் ஸ்டிச்', 2), appliesTo: 'both' },
  f('Ladder', 'லேடர்', 4),
  f('Needle Line', 'ஊசி லைன்', 4, true),
  f('Sinker Line', 'சிங்கர் லைன்', 4, true),
  f('Barré', 'பாரே', 4, true),
  f('Stop Mark', 'ஸ்டாப் மார்க்', 2),
  f('Thick Place', 'நூல் தடிப்பு', 1),
  f('Thin Place', 'நூல் மெலிவு', 1),
  f('Slub', 'ஸ்லப்', 1),
  f('Knot', 'முடிச்சு', 1),
  f('Contamination', 'வேறு நூல் கலப்பு', 2),
  f('Float', 'ஃப்ளோட்', 2),
  // A missing end leaves a line across the full width: longer than 9 in.
  f('Missing Yarn', 'நூல் மிஸ்ஸிங்', 4),
  f('Lycra Out', 'லைக்ரா கட்', 4, true),
  // A stained collar or cuff is rejected like a stained roll is scored.
  { ...f('Oil Stain', 'ஆயில் கறை', 2), appliesTo: 'both' },
  f('Oil Line', 'ஆயில் லைன்', 4, true),
  f('Dirt', 'அழுக்கு', 1),
  f('Dye Patch', 'கலர் பேட்ச்', 3),
  f('Uneven Dyeing', 'அன்லெவல் டையிங்', 4, true),
  f('Shade Variation', 'ஷேடு வேரியேஷன்', 4, true),
  f('Crease Mark', 'மடிப்பு மார்க்', 4, true),
  f('Compactor Mark', 'காம்பாக்டர் மார்க்', 2),
  f('Spirality', 'ஸ்பைராலிட்டி', 4, true),
  f('Bowing', 'போவிங்', 4, true),
  f('Pilling', 'பில்லிங்', 2),
  f('GSM Out', 'ஜிஎஸ்எம் சரியில்லை', 4, true),
  f('Width Out', 'அகலம் சரியில்லை', 4, true),
  // Collar and cuff defects are judged per piece: a wrong piece is rejected outright.
  { ...f('Size Out', 'சைஸ் சரியில்லை', 4), appliesTo: 'collarCuff' },
  { ...f('Stripe/Tipping Wrong', 'ஸ்ட்ரைப்/டிப்பிங் தவறு', 4), appliesTo: 'collarCuff' },
  { ...f('Shade Mismatch', 'ஷேடு மேட்ச் இல்லை', 4), appliesTo: 'collarCuff' },
  { ...f('Curl', 'சுருள்', 2), appliesTo: 'collarCuff' },
  { ...f('Rib Recovery', 'ரிப் ரிகவரி இல்லை', 3), appliesTo: 'collarCuff' },
];
