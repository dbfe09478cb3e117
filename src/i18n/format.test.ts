import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatDate,
  formatCm,
  formatDateTime,
  formatGsm,
  formatInr,
  formatKg,
  formatMetres,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTime,
  unitSymbol,
} from './format';
import { localeStore } from '.';

afterEach(() => localeStore.set(undefined));

/** Each case in English and in Tamil: what the mill reads is the same digits and grouping. */
describe.each([
  ['en', 'm', 'Apr 26'],
  ['ta', 'மீ.', 'ஏப். 26'],
] as const)('in %s', (locale, metre, april) => {
  const inLocale = () => localeStore.set(locale);

  it('groups digits the Indian way (lakh, crore)', () => {
    inLocale();
    expect(formatNumber(123456.78)).toBe('1,23,456.78');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0.125)).toBe('0.13');
    expect(formatNumber(-4500.5)).toBe('-4,500.5');
    expect(formatNumber(2.5, { min: 2 })).toBe('2.50');
    expect(formatNumber(1234.5678, { max: 0 })).toBe('1,235');
  });

  it('writes rupees, kilograms, metres and percentages', () => {
    inLocale();
    expect(formatInr(123456.78)).toBe('₹1,23,456.78');
    expect(formatInr(2500)).toBe('₹2,500');
    expect(formatKg(1234.56)).toBe('1,234.6 kg');
    expect(formatKg(20)).toBe('20 kg');
    expect(formatMetres(12345.6)).toBe(`12,345.6 ${metre}`);
    expect(formatPercent(12.34)).toBe('12.3%');
    expect(formatPercent(100)).toBe('100%');
  });

  it('writes dates day-month-year, and times on the 24-hour clock', () => {
    inLocale();
    expect(formatDate('2026-11-23')).toBe('23-11-2026');
    expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('05-01-2026');
    expect(formatTime(new Date(2026, 10, 23, 8, 5))).toBe('08:05');
    expect(formatTime(new Date(2026, 10, 23, 20, 30))).toBe('20:30');
    expect(formatDateTime(new Date(2026, 10, 23, 20, 30))).toBe('23-11-2026 20:30');
    expect(formatDateTime(new Date(2026, 10, 23, 20, 30).getTime())).toBe('23-11-2026 20:30');
  });

  it('names a month by its short name and year, from its key or any day in it', () => {
    inLocale();
    expect(formatMonth('2026-04')).toBe(april);
    expect(formatMonth('2026-04-30')).toBe(april);
    expect(formatMonth('Others')).toBe('Others');
  });

  it('shows a missing value as a dash', () => {
    inLocale();
    for (const f of [formatNumber, formatInr, formatKg, formatMetres, formatPercent]) {
      expect(f(null)).toBe('–');
      expect(f(undefined)).toBe('–');
      expect(f(Number.NaN)).toBe('–');
    }
    expect(formatDate(null)).toBe('–');
    expect(formatDate('')).toBe('–');
    expect(formatDateTime('not a date')).toBe('–');
  });
});

it('reads an ISO calendar day in local time, so it never moves a day', () => {
  // Midnight UTC is the previous evening west of Greenwich; the day written stays the same.
  expect(formatDate('2026-03-01')).toBe('01-03-2026');
  expect(formatDate('2026-12-31')).toBe('31-12-2026');
});

describe.each([
  ['en', { kg: 'kg', m: 'm', cm: 'cm' }],
  ['ta', { kg: 'kg', m: 'மீ.', cm: 'செ.மீ.' }],
] as const)('measurements in %s', (locale, unit) => {
  it('write widths in centimetres and GSM as the trade does, and each unit alone for inputs', () => {
    localeStore.set(locale);
    expect(formatCm(162.5)).toBe(`162.5 ${unit.cm}`);
    expect(formatGsm(1500)).toBe('1,500 GSM');
    expect(formatCm(null)).toBe('–');
    expect(formatGsm(undefined)).toBe('–');
    expect(unitSymbol('kilogram')).toBe(unit.kg);
    expect(unitSymbol('meter')).toBe(unit.m);
    expect(unitSymbol('centimeter')).toBe(unit.cm);
    expect(unitSymbol('percent')).toBe('%');
  });
});

describe('a chart axis’s short figures', () => {
  it('shortens crores and lakhs in English, and keeps the unit', () => {
    localeStore.set('en');
    expect(formatCompact(17000000, 'inr')).toBe('₹1.7Cr');
    expect(formatCompact(255000, 'kg')).toBe('2.6L kg');
    expect(formatCompact(850)).toBe('850');
    expect(formatCompact(null)).toBe('–');
  });

  it('shortens in Tamil as Tamil writes it, with no English word', () => {
    localeStore.set('ta');
    const short = formatCompact(17000000, 'inr');
    expect(short.startsWith('₹')).toBe(true);
    expect(short).not.toMatch(/[A-Za-z]/);
  });
});
