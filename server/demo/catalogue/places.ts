/** Suppliers, warehouses and machines of a small Tiruppur-belt knitting mill (all names invented). */

export const supplierCatalogue = [
  ['Sri Lakshmi Spinning Mills', 'Yarn'],
  ['Annapoorna Spinners', 'Yarn'],
  ['Sri Ganapathy Yarns', 'Yarn'],
  ['Amman Cotton Mills', 'Yarn'],
  ['Velmurugan Knitting', 'Knitting Job Work'],
  ['Sakthi Circular Knits', 'Knitting Job Work'],
  ['Palladam Knit Craft', 'Knitting Job Work'],
  ['Avinashi Fabrics', 'Fabric'],
  ['Senthil Kumaran Tex', 'Fabric'],
  ['Kongu Tex Processors', 'Dyeing Job Work'],
  ['Noyyal Dyeing Works', 'Dyeing Job Work'],
  ['Bharathi Compacting', 'Compacting'],
] as const;

export const supplierCities = [
  'Tiruppur',
  'Tiruppur',
  'Coimbatore',
  'Palladam',
  'Avinashi',
  'Erode',
  'Perundurai',
  'Karur',
  'Somanur',
] as const;

/**
 * ERPNext names warehouses `<name> - <company abbreviation>`. PTSASTRI is the named warehouse
 * group the stock reports show on their own; job-work (JV) warehouses sit at the processors. The
 * last column is ERPNext's warehouse type, by which the stock ledger finds the greige and finished
 * stores and the dyeing processors.
 */
export const warehouseCatalogue = [
  ['Greige Stores - GM', 'Mill', false, 'Greige'],
  ['Finished Goods - GM', 'Mill', false, 'Finished'],
  ['Collar Cuff Stores - GM', 'Mill', false, 'Collar Cuff'],
  ['Dyeing WIP - GM', 'Mill', false, 'Dyeing'],
  ['Rejected Rolls - GM', 'Mill', false, 'Rejected'],
  ['PTSASTRI Main - GM', 'PTSASTRI', false, null],
  ['PTSASTRI Godown - GM', 'PTSASTRI', false, null],
  ['JV Kongu Tex Processors - GM', 'Job Work', true, 'Dyeing'],
  ['JV Noyyal Dyeing Works - GM', 'Job Work', true, 'Dyeing'],
  ['JV Bharathi Compacting - GM', 'Job Work', true, 'Compacting'],
] as const;

export const circularMakes = ['Mayer & Cie', 'Fukuhara', 'Pai Lung', 'Terrot'] as const;
export const flatMakes = ['Shima Seiki', 'Stoll'] as const;
export const machineCounts = { circular: 20, flat: 8, inspectionTables: 6 } as const;
