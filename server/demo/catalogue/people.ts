/** Names and roles of the demo mill's people (Tamil Nadu names; all invented). */

/** Long word lists as one string, so they stay a few lines long. */
const words = (list: string): readonly string[] => list.split(' ');

export const maleNames = words(
  'Senthil Murugan Karthik Saravanan Prakash Ramesh Suresh Manikandan Vignesh Arun Balaji Dinesh Ganesh Kannan Mohan Rajesh Selvam Sathish Velmurugan Yuvaraj Anand Bharath Elango Gopal Muthu Naveen Palani Raja Sivakumar Thangaraj',
);
export const femaleNames = words(
  'Priya Lakshmi Kavitha Selvi Meena Revathi Deepa Anitha Saranya Divya Malathi Jothi Gowri Vasanthi Sangeetha Indira Nithya Pavithra Radha Uma',
);
/** Tamil names carry the father's initial. */
export const initials = ['A', 'B', 'C', 'D', 'G', 'K', 'M', 'N', 'P', 'R', 'S', 'T', 'V'] as const;

/**
 * Head count per designation and department at SCALE 1 (120 people). Operators here become the
 * knitting operators list; inspectors and checkers are who QI reports name.
 */
export const staffing = [
  ['Operator', 'Knitting', 25],
  ['Helper', 'Knitting', 10],
  ['Helper', 'Finishing', 8],
  ['Inspector', 'Quality', 12],
  ['Checker', 'Quality', 6],
  ['Supervisor', 'Knitting', 3],
  ['Supervisor', 'Quality', 2],
  ['Supervisor', 'Dyeing', 1],
  ['Security Guard', 'Security', 8],
  ['Sales Executive', 'Sales', 10],
  ['Manager', 'Production', 1],
  ['Manager', 'Sales', 1],
  ['Manager', 'Quality', 1],
  ['Manager', 'Accounts', 1],
  ['Manager', 'HR', 1],
  ['Accountant', 'Accounts', 4],
  ['Store Keeper', 'Stores', 4],
  ['Dyeing Master', 'Dyeing', 2],
  ['Mechanic', 'Maintenance', 6],
  ['Packer', 'Dispatch', 8],
  ['Driver', 'Dispatch', 3],
  ['HR Executive', 'HR', 2],
  ['General Manager', 'Management', 1],
] as const;

/** Staff who receive mail (visitor records go to the host); floor staff have no company email. */
export const withEmail: ReadonlySet<string> = new Set([
  ...['Supervisor', 'Sales Executive', 'Manager', 'Accountant', 'Store Keeper'],
  ...['Dyeing Master', 'HR Executive', 'General Manager'],
]);

export const customerPrefixes = [
  'Sri',
  'Shree',
  'New',
  'Royal',
  'Golden',
  'Green',
  'Blue',
] as const;
export const customerCores = words(
  'Vinayaga Kaveri Lotus Sunrise Everest Meenakshi Palm Star Ocean Kovai Indus Nila',
);
export const customerSuffixes = [
  ...['Garments', 'Exports', 'Apparels', 'Knit Wear'],
  ...['Clothing Co', 'Fashions', 'Textiles', 'Creations'],
];
export const customerGroups = [
  'Garment Exporter',
  'Domestic Brand',
  'Retailer',
  'Wholesaler',
] as const;

/** Territory, GST state code (export buyers have no GSTIN), cities, share of customers. */
export const territories = [
  ['Tamil Nadu', '33', 'Tiruppur|Coimbatore|Chennai|Erode|Karur', 10],
  ['Karnataka', '29', 'Bengaluru|Mysuru', 2],
  ['Maharashtra', '27', 'Mumbai|Pune', 2],
  ['Delhi', '07', 'New Delhi', 1],
  ['Punjab', '03', 'Ludhiana', 1],
  ['Gujarat', '24', 'Ahmedabad|Surat', 1],
  ['Rest Of The World', null, 'London|Hamburg|Dubai|Los Angeles', 2],
] as const;

/** Domestic sales segments of the dashboards, weighted by how many customers each has. */
export const domesticSegments = [
  ['Textiles', 30],
  ['Offline', 15],
  ['Online', 10],
  ['Digital', 8],
  ['Texvalley', 12],
  ['Dyeing', 10],
  ['HO', 5],
] as const;
