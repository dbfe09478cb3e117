import { describe, expect, it } from 'vitest';
import {
  pivotDimensions as contractDimensions,
  salesSegments as contractSegments,
} from '../../../../contract/main/sales';
import { periodsOf, scopeRange } from '../queries';
import { salesDashboard } from './sales';
import { detailCall, pivotDimensions, salesSegments, segmentCall } from './salesCalls';

const april = { yearStartMonth: 4 };

describe('the sales calls chosen per preset', () => {
  it('names the segment call after the preset, as the seed does', () => {
    expect(segmentCall('Export', 'today')).toBe('getExportSalesDataForDate');
    expect(segmentCall('Export', 'yesterday')).toBe('getExportSalesDataForDate');
    expect(segmentCall('HO', 'thisWeek')).toBe('getHOSalesDataForThisWeekDate');
    expect(segmentCall('Dyeing', 'thisMonth')).toBe('getDyeingSalesDataForThisMonthDate');
    expect(segmentCall('Online', 'thisQuarter')).toBe('getOnlineSalesDataForThisYearDate');
    expect(segmentCall('Online', 'thisYear')).toBe('getOnlineSalesDataForThisYearDate');
    expect(segmentCall('Textiles', 'lastYear')).toBe('getTextilesSalesDataForLastYearDate');
    expect(segmentCall('Digital', 'custom')).toBe('getDigitalSalesDataForDate');
  });

  it('names the all-segment totals after the preset', () => {
    expect(detailCall('Invoice', 'yesterday')).toBe('getSalesInvoiceDetailsForYesterdayDate');
    expect(detailCall('Order', 'thisQuarter')).toBe('getSalesOrderDetailsForThisQuarterDate');
    expect(detailCall('Invoice', 'lastYear')).toBe('getSalesInvoiceDetailsForDate');
  });

  it('puts the segment the address names on the segment figures', () => {
    const def = salesDashboard('Texvalley', 'thisWeek');
    expect(def.sections[0]?.panels.map((p) => p.call)).toEqual(
      Array(4).fill('getTexvalleySalesDataForThisWeekDate'),
    );
  });

  it('keeps the screens’ lists of segments and pivot dimensions the contract’s', () => {
    expect(salesSegments).toEqual(contractSegments);
    expect(pivotDimensions).toEqual(contractDimensions);
  });
});

describe('the sales periods, on the mill’s day and the sales year', () => {
  // 31 March 20:00 UTC is already 1 April in the mill (Asia/Kolkata): a new financial year.
  const now = new Date('2026-03-31T20:00:00Z');

  it('reads today as the mill’s day, not the device’s', () => {
    expect(periodsOf({ preset: 'today' }, now, april).range).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
  });

  it('follows the financial year for the quarter, the year and last year', () => {
    expect(periodsOf({ preset: 'thisQuarter' }, now, april).range).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
    });
    expect(periodsOf({ preset: 'thisYear' }, now, april).range).toEqual({
      from: '2026-04-01',
      to: '2027-03-31',
    });
    expect(periodsOf({ preset: 'lastYear' }, now, april).range).toEqual({
      from: '2025-04-01',
      to: '2026-03-31',
    });
  });

  it('follows the calendar year when the mill sets January', () => {
    expect(periodsOf({ preset: 'thisYear' }, now, { yearStartMonth: 1 }).range).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('draws the trend over the sales year holding the period, and last year’s for last year', () => {
    const year = (preset: 'thisMonth' | 'lastYear') =>
      scopeRange('year', periodsOf({ preset }, now, april));
    expect(year('thisMonth')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(year('lastYear')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('keeps a custom range as chosen', () => {
    expect(
      periodsOf({ preset: 'custom', from: '2026-02-01', to: '2026-02-10' }, now, april).range,
    ).toEqual({ from: '2026-02-01', to: '2026-02-10' });
  });

  it('leaves the other dashboards on the device’s calendar year', () => {
    const noon = new Date(2026, 4, 15, 12);
    expect(periodsOf({ preset: 'thisYear' }, noon).range).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
});
