/**
 * Named periods (today … last year) as inclusive ISO date ranges, for the report filters on the
 * tablet and the sales figures on the server alike. Weeks start on Monday (the mill's week).
 * "This quarter", "this year" and "last year" follow a year that starts in `yearStartMonth`:
 * April for the Indian financial year the sales figures use, January for the calendar.
 * Dates are plain `YYYY-MM-DD` strings: the caller says which day "today" is (the device's
 * calendar, or the mill's time zone through `dayInZone`), so no rule here depends on where it runs.
 */
export const periodPresets = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'thisQuarter',
  'thisYear',
  'lastYear',
  'custom',
] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export interface PeriodRange {
  from: string;
  to: string;
}

export interface YearStart {
  /** 1 = January (the calendar year), 4 = April (India's financial year). */
  yearStartMonth: number;
}

/** India's financial year, 1 April to 31 March. */
export const financialYear: YearStart = { yearStartMonth: 4 };
export const calendarYear: YearStart = { yearStartMonth: 1 };

/** The mill's time zone: its "today" whatever the clock of the server or the phone says. */
export const millTimeZone = 'Asia/Kolkata';

const pad = (n: number) => String(n).padStart(2, '0');
/** y, m (0-based, may overflow), d (may overflow or be 0) → ISO day, as Date.UTC normalises. */
const iso = (y: number, m: number, d: number): string => {
  const t = new Date(Date.UTC(y, m, d));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};
const parts = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, (m ?? 1) - 1, d ?? 1];
};

// Building a formatter costs far more than formatting with one, and the server asks for the
// mill's today once per row when it dates generated documents.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day it is in `timeZone` at `now`: by default the mill's, its "today" on the tablet
 * and the server alike (`dayInZone(new Date())`), whatever time zone either runs in.
 */
export function dayInZone(now: Date, timeZone: string = millTimeZone): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats a date as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The first month (0-based) and year of the year (financial or calendar) holding y-m. */
function yearOf(y: number, m: number, { yearStartMonth }: YearStart): [number, number] {
  const start = yearStartMonth - 1;
  return [m >= start ? y : y - 1, start];
}

/**
 * The range a preset names on the day `today`; `custom` keeps the given range (today if none),
 * its ends put in order.
 */
export function periodRange(
  preset: PeriodPreset,
  today: string,
  year: YearStart = calendarYear,
  custom?: Partial<PeriodRange>,
): PeriodRange {
  const [y, m, d] = parts(today);
  switch (preset) {
    case 'today':
      return { from: iso(y, m, d), to: iso(y, m, d) };
    case 'yesterday':
      return { from: iso(y, m, d - 1), to: iso(y, m, d - 1) };
    case 'thisWeek': {
      // getUTCDay(): Sunday = 0; Monday starts the week, so Sunday is the week's 7th day.
      const sinceMonday = (new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7;
      return { from: iso(y, m, d - sinceMonday), to: iso(y, m, d - sinceMonday + 6) };
    }
    case 'thisMonth':
      return { from: iso(y, m, 1), to: iso(y, m + 1, 0) };
    case 'thisQuarter': {
      // Quarters count from the year's first month: Apr–Jun is Q1 of a financial year.
      const intoYear = (m - (year.yearStartMonth - 1) + 12) % 12;
      const first = m - (intoYear % 3);
      return { from: iso(y, first, 1), to: iso(y, first + 3, 0) };
    }
    case 'thisYear': {
      const [fy, start] = yearOf(y, m, year);
      return { from: iso(fy, start, 1), to: iso(fy + 1, start, 0) };
    }
    case 'lastYear': {
      const [fy, start] = yearOf(y, m, year);
      return { from: iso(fy - 1, start, 1), to: iso(fy, start, 0) };
    }
    case 'custom': {
      const from = custom?.from ?? today;
      const to = custom?.to ?? from;
      return to < from ? { from: to, to: from } : { from, to };
    }
  }
}

/** The months of a range as `YYYY-MM`, first to last (for a trend with every month drawn). */
export function monthsOf({ from, to }: PeriodRange): string[] {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  const out: string[] = [];
  for (let i = 0; fy * 12 + fm + i <= ty * 12 + tm; i++) out.push(iso(fy, fm + i, 1).slice(0, 7));
  return out;
}
