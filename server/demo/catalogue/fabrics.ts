/** The demo mill's product range: knit structures it sells and the collars and cuffs it knits. */

export interface Structure {
  readonly code: string;
  readonly quality: string;
  /** How the mill writes the structure in an item name. */
  readonly short: string;
  readonly counts: readonly string[];
  readonly spinning: readonly string[];
  readonly gsm: readonly number[];
  readonly composition: string;
  /** How many qualities of this structure the demo mill sells. */
  readonly quota: number;
}

const cotton = '100% Cotton';
const combed = ['Combed', 'Compact'];

export const structures: readonly Structure[] = [
  {
    code: 'SJ',
    quality: 'Single Jersey',
    short: 'SJ',
    counts: ['20s', '24s', '30s', '34s', '40s'],
    spinning: ['Combed', 'Carded', 'Compact'],
    gsm: [130, 140, 150, 160, 170, 180],
    composition: cotton,
    quota: 14,
  },
  {
    code: 'LSJ',
    quality: 'Lycra Single Jersey',
    short: 'Lycra SJ',
    counts: ['30s', '40s'],
    spinning: combed,
    gsm: [180, 200, 220],
    composition: '95% Cotton 5% Elastane',
    quota: 5,
  },
  {
    code: 'PQ',
    quality: 'Pique',
    short: 'Pique',
    counts: ['24s', '30s'],
    spinning: ['Combed', 'Carded'],
    gsm: [200, 220, 240],
    composition: cotton,
    quota: 5,
  },
  {
    code: 'R11',
    quality: '1x1 Rib',
    short: '1x1 Rib',
    counts: ['30s', '40s'],
    spinning: combed,
    gsm: [200, 220, 240, 260],
    composition: cotton,
    quota: 5,
  },
  {
    code: 'R22',
    quality: '2x2 Rib',
    short: '2x2 Rib',
    counts: ['30s'],
    spinning: ['Combed'],
    gsm: [240, 260, 280],
    composition: cotton,
    quota: 3,
  },
  {
    code: 'INT',
    quality: 'Interlock',
    short: 'Interlock',
    counts: ['40s', '60s'],
    spinning: combed,
    gsm: [180, 200, 220],
    composition: cotton,
    quota: 4,
  },
  {
    code: 'FLC',
    quality: 'Fleece',
    short: '3 Thread Fleece',
    counts: ['30s + 10s', '24s + 8s'],
    spinning: ['Carded'],
    gsm: [280, 300, 320, 350],
    composition: '60% Cotton 40% Polyester',
    quota: 4,
  },
];

/** Open-width fabric is sold by finished width, tubular fabric by the knitting machine's dia. */
export const openWidthsIn = [60, 64, 66, 68, 72] as const;
export const tubeDiasIn = [24, 26, 28, 30, 32, 34] as const;

export const ccKinds = [
  { group: 'Collar', code: 'COL', sizes: ['38x8', '40x9', '42x9.5', '44x10'], quota: 9 },
  { group: 'Cuff', code: 'CUF', sizes: ['36x3', '38x3.5', '40x4'], quota: 6 },
] as const;
export const ccColours = [
  'Navy',
  'White',
  'Black',
  'Maroon',
  'Royal Blue',
  'Bottle Green',
  'Grey Melange',
  'Red',
  'Sky Blue',
] as const;
export const ccStyles = ['Plain', 'Tipping', 'Double Tipping', 'Stripe'] as const;
